import { t } from '@/lib/i18n/translate'
import { parseHiddenColumns, type HiddenColumns } from './driver-columns'

// Saved views of the drivers list: a name for a search, filter, sort, rows per page and column
// choice. No React; saved-views-store.ts keeps them in this browser.

/** What a view brings back: the list's URL query (page 1) and the column choice. */
export type ViewContent = {
  /** The drivers URL's query as the list writes it (`q=garcia&status=inactive`), '' for none. */
  query: string
  columns: HiddenColumns
}

export type SavedView = ViewContent & { id: string; name: string }

export const MAX_VIEWS = 50
export const MAX_VIEW_NAME = 40
const MAX_QUERY_LENGTH = 1000

/** `nameAtFault`: false when the name is fine but no view can be added (MAX_VIEWS saved). */
export type NameCheck =
  { ok: true; name: string } | { ok: false; message: string; nameAtFault: boolean }

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

const nameFault = (message: string): NameCheck => ({ ok: false, message, nameAtFault: true })

/**
 * A name as saved: trimmed, 1–40 characters, unlike any other view's regardless of case (the view
 * being renamed, `renaming`, aside). A new view needs room among the MAX_VIEWS.
 */
export function checkViewName(
  views: readonly SavedView[],
  typed: string,
  renaming?: string,
): NameCheck {
  const name = typed.trim()
  if (!name) return nameFault(t('views.emptyName'))
  if (name.length > MAX_VIEW_NAME)
    return nameFault(t('views.nameTooLong', { count: MAX_VIEW_NAME }))
  if (views.some((view) => view.id !== renaming && sameName(view.name, name))) {
    return nameFault(t('views.nameTaken'))
  }
  if (!renaming && views.length >= MAX_VIEWS) {
    return { ok: false, message: t('views.full', { count: MAX_VIEWS }), nameAtFault: false }
  }
  return { ok: true, name }
}

/** The views with `view` added at the end; unchanged when its id is there (applied again). */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  if (views.some((other) => other.id === view.id)) return [...views]
  return [...views, view]
}

/** The views with view `id` renamed. */
export function withName(views: readonly SavedView[], id: string, name: string): SavedView[] {
  return views.map((view) => (view.id === id ? { ...view, name } : view))
}

/** The views without view `id`. */
export function withoutView(views: readonly SavedView[], id: string): SavedView[] {
  return views.filter((view) => view.id !== id)
}

/** A deleted view put back at its place (`index`), unless it is back already. */
export function withRestored(
  views: readonly SavedView[],
  view: SavedView,
  index: number,
): SavedView[] {
  if (views.some((other) => other.id === view.id)) return [...views]
  const next = [...views]
  next.splice(Math.min(index, next.length), 0, view)
  return next
}

const sameColumns = (a: HiddenColumns, b: HiddenColumns) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((c) => b.includes(c)))

/** Whether `view` is what the list shows now. */
export const showsView = (view: ViewContent, shown: ViewContent) =>
  view.query === shown.query && sameColumns(view.columns, shown.columns)

/**
 * Reads saved views: at most MAX_VIEWS whole entries, names as the rules save them, none twice
 * (ids or names); anything else is null (no views).
 */
export function parseStoredViews(value: unknown): SavedView[] | null {
  if (!Array.isArray(value) || value.length > MAX_VIEWS) return null
  const views: SavedView[] = []
  for (const item of value as unknown[]) {
    const view = parseStoredView(item)
    if (!view) return null
    if (views.some((other) => other.id === view.id || sameName(other.name, view.name))) return null
    views.push(view)
  }
  return views
}

function parseStoredView(item: unknown): SavedView | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, name, query, columns } = item as Record<string, unknown>
  if (typeof id !== 'string' || id === '' || id.length > 40) return null
  if (typeof name !== 'string' || name !== name.trim() || !name) return null
  if (name.length > MAX_VIEW_NAME) return null
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH || query.startsWith('?'))
    return null
  const hidden = columns === null ? null : parseHiddenColumns(columns)
  if (columns !== null && hidden === null) return null
  return { id, name, query, columns: hidden }
}
