import { t } from '@/lib/i18n/translate'
import { readSavedList } from '@/lib/storage/saved-list'
import { parseHiddenColumns, type HiddenColumns } from './driver-columns'
import { MAX_SEARCH_LENGTH } from './driver-search'

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
/** In characters as a person counts them (Intl.Segmenter's graphemes): 🚗 or لَا is one. */
export const MAX_VIEW_NAME = 40
// The longest query the list writes: every character of the longest search the box takes
// percent-encoded (at most 9 characters each), with the filter, sort and rows per page.
const MAX_QUERY_LENGTH = MAX_SEARCH_LENGTH * 9 + 100
const MAX_ID_LENGTH = 40

/** A rule a view's name breaks, or no room for it, by the name of its message. */
export type NameProblem = 'emptyName' | 'nameTooLong' | 'nameTaken' | 'full'
/** 'unreadable': not as this app writes a view (saved data only; it has no message). */
export type ViewProblem = NameProblem | 'unreadable'

// Functions, not texts: each is worded when said, in the page's language.
const nameMessages: Record<NameProblem, () => string> = {
  emptyName: () => t('views.emptyName'),
  nameTooLong: () => t('views.nameTooLong', { count: MAX_VIEW_NAME }),
  nameTaken: () => t('views.nameTaken'),
  full: () => t('views.full', { count: MAX_VIEWS }),
}

const graphemes = /* @__PURE__ */ new Intl.Segmenter()

/** How many characters a person sees in `text`. */
export function characterCount(text: string): number {
  return [...graphemes.segment(text)].length
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

/** The problem a (trimmed) name has among `others`, the views it must differ from. */
function nameProblem(others: readonly SavedView[], name: string): NameProblem | null {
  if (!name) return 'emptyName'
  if (characterCount(name) > MAX_VIEW_NAME) return 'nameTooLong'
  if (others.some((other) => sameName(other.name, name))) return 'nameTaken'
  return null
}

/** Whether `query` is one the list writes: no '?', a search the box takes, within its length. */
function isListQuery(query: string): boolean {
  if (query.startsWith('?') || query.length > MAX_QUERY_LENGTH) return false
  return (new URLSearchParams(query).get('q') ?? '').length <= MAX_SEARCH_LENGTH
}

/**
 * The one rule for a view joining `others` (the views it is saved beside), used to save, rename,
 * restore and read them: its name trimmed, 1–40 characters, unlike the others' regardless of case;
 * an id none of them has; a query the list writes; room among the MAX_VIEWS. Null: it may join.
 */
export function viewProblem(others: readonly SavedView[], view: SavedView): ViewProblem | null {
  const { id, name, query } = view
  if (!id || id.length > MAX_ID_LENGTH || others.some((other) => other.id === id))
    return 'unreadable'
  if (name !== name.trim() || !isListQuery(query)) return 'unreadable'
  return nameProblem(others, name) ?? (others.length >= MAX_VIEWS ? 'full' : null)
}

/** What the name form says about a problem, and whether the name is at fault (to mark it). */
export function describeViewProblem(problem: ViewProblem): {
  message: string
  nameAtFault: boolean
} {
  // 'unreadable' cannot come from the form: its query is the list's own and its id is new.
  if (problem === 'unreadable') return { message: t('views.cannotSave'), nameAtFault: false }
  return { message: nameMessages[problem](), nameAtFault: problem !== 'full' }
}

/** Whether no view can be added to `views`. */
export const isFull = (views: readonly SavedView[]) => views.length >= MAX_VIEWS

/** A change to the views: the views after it, or the problem that kept it from being made. */
export type ViewsChange = { views: SavedView[]; problem: ViewProblem | null }

const unchanged = (views: readonly SavedView[], problem: ViewProblem | null = null) => ({
  views: [...views],
  problem,
})

/** The views with `view` added at the end, if it keeps the rule; unchanged when it is there. */
export function withView(views: readonly SavedView[], view: SavedView): ViewsChange {
  if (views.some((other) => other.id === view.id)) return unchanged(views)
  const problem = viewProblem(views, view)
  return problem ? unchanged(views, problem) : { views: [...views, view], problem }
}

/** The views with view `id` renamed, if the new name keeps the rule. */
export function withName(views: readonly SavedView[], id: string, name: string): ViewsChange {
  const view = views.find((other) => other.id === id)
  if (!view) return unchanged(views) // Deleted meanwhile (another tab): nothing to rename.
  const problem = viewProblem(withoutView(views, id), { ...view, name })
  if (problem) return unchanged(views, problem)
  return { views: views.map((other) => (other === view ? { ...view, name } : other)), problem }
}

/** The views without view `id`. */
export function withoutView(views: readonly SavedView[], id: string): SavedView[] {
  return views.filter((view) => view.id !== id)
}

/**
 * A deleted view put back at its place (`index`), if it keeps the rule beside the views saved
 * since (a view of the same name, or MAX_VIEWS, refuse it); unchanged when it is back already.
 */
export function withRestored(
  views: readonly SavedView[],
  view: SavedView,
  index: number,
): ViewsChange {
  if (views.some((other) => other.id === view.id)) return unchanged(views)
  const problem = viewProblem(views, view)
  if (problem) return unchanged(views, problem)
  const next = [...views]
  next.splice(Math.min(index, next.length), 0, view)
  return { views: next, problem }
}

const sameColumns = (a: HiddenColumns, b: HiddenColumns) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((c) => b.includes(c)))

/** Whether `view` is what the list shows now. */
export const showsView = (view: ViewContent, shown: ViewContent) =>
  view.query === shown.query && sameColumns(view.columns, shown.columns)

/**
 * Reads saved views entry by entry: each must be whole and keep the views' rule (viewProblem)
 * beside the ones read before it, else it is dropped alone. No readable entry: null (no views).
 */
export function parseStoredViews(value: unknown): SavedView[] | null {
  return readSavedList<SavedView>(value, (item, kept) => {
    const view = parseStoredView(item)
    return view && !viewProblem(kept, view) ? view : null
  })
}

function parseStoredView(item: unknown): SavedView | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, name, query, columns } = item as Record<string, unknown>
  if (typeof id !== 'string' || typeof name !== 'string' || typeof query !== 'string') return null
  const hidden = columns === null ? null : parseHiddenColumns(columns)
  if (columns !== null && hidden === null) return null
  return { id, name, query, columns: hidden }
}
