import { parseHiddenColumns, type HiddenColumns } from '@/lib/drivers/driver-columns'
import { MAX_SEARCH_LENGTH } from '@/lib/drivers/driver-search'
import type { Fault } from './records'

// A saved view of the drivers list, and the one rule it keeps (records.ts has the other kinds'):
// loaded with the Views menu and the palette, not with the drivers screen.

/** What a saved view brings back: the drivers URL's query (page 1) and the column choice. */
export type ViewContent = { query: string; columns: HiddenColumns }
/** `position` orders the Views menu; a deleted view that comes back takes its place again. */
export type SavedView = ViewContent & { id: string; name: string; position: number }

export const MAX_VIEWS = 50
/** In characters as a person counts them (Intl.Segmenter's graphemes): 🚗 or لَا is one. */
export const MAX_VIEW_NAME = 40

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value === value.trim()

const graphemes = /* @__PURE__ */ new Intl.Segmenter()

/** How many characters a person sees in `text`. */
export const characterCount = (text: string) => [...graphemes.segment(text)].length

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

// The longest query the list writes: every character of the longest search the box takes
// percent-encoded (at most 9 characters each), with the filter, sort and rows per page.
const MAX_QUERY_LENGTH = MAX_SEARCH_LENGTH * 9 + 100

function isView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, query, columns, position } = value as Record<string, unknown>
  if (typeof id !== 'string' || !id || id.length > 40 || !isText(name)) return false
  if (!Number.isSafeInteger(position) || typeof query !== 'string' || query.startsWith('?'))
    return false
  const search = new URLSearchParams(query).get('q') ?? ''
  const readable = query.length <= MAX_QUERY_LENGTH && search.length <= MAX_SEARCH_LENGTH
  return readable && (columns === null || parseHiddenColumns(columns) !== null)
}

/**
 * The view rule, beside `others` (the views it is saved with): a whole view whose query the list
 * writes, its name 1–40 characters and unlike the others' regardless of case, room among MAX_VIEWS.
 */
export function viewFault(value: unknown, others: readonly SavedView[]): Fault | null {
  if (!isView(value)) return { rule: 'unreadable', fields: [] }
  const rest = others.filter((other) => other.id !== value.id)
  if (!value.name) return { rule: 'emptyField', fields: ['name'] }
  if (characterCount(value.name) > MAX_VIEW_NAME) return { rule: 'nameTooLong', fields: ['name'] }
  if (rest.some((other) => sameName(other.name, value.name)))
    return { rule: 'nameTaken', fields: ['name'] }
  return rest.length >= MAX_VIEWS ? { rule: 'full', fields: [] } : null
}

const sameColumns = (a: HiddenColumns, b: HiddenColumns) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((c) => b.includes(c)))

/** Whether `view` is what the list shows now. */
export const showsView = (view: ViewContent, shown: ViewContent) =>
  view.query === shown.query && sameColumns(view.columns, shown.columns)

/** A short id, unique enough for a view (crypto.randomUUID needs a secure context). */
export const newId = (now = new Date(), random: () => number = Math.random) =>
  `${now.getTime().toString(36)}-${random().toString(36).slice(2, 8)}`
