import {
  CONTACT_FIELDS,
  findContactFault,
  SAVED_EMAIL_PATTERN,
  type ContactFields,
  type ContactRule,
} from '@/lib/contact-fields'
import { parseHiddenColumns, type HiddenColumns } from '@/lib/drivers/driver-columns'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { MAX_SEARCH_LENGTH } from '@/lib/drivers/driver-search'

// The records admins change, and the one rule each kind keeps. The forms, the import, every Undo,
// the move from the first version and the reading of stored records all ask these functions; a
// change asks them inside the transaction that writes it (commit.ts), against what is stored then.

/** A driver to add, as the Add Driver form or an imported file gives it. */
export type NewDriver = ContactFields & { status: DriverStatus }
export type AdminEntry = { id: number } & ContactFields
/** What a saved view brings back: the drivers URL's query (page 1) and the column choice. */
export type ViewContent = { query: string; columns: HiddenColumns }
/** `position` orders the Views menu; a deleted view that comes back takes its place again. */
export type SavedView = ViewContent & { id: string; name: string; position: number }
export type ApplicationsSetting = { key: 'applications'; accepting: boolean }

/** At most this many drivers in the list: an add, an import or an Undo past it is refused. */
export const MAX_DRIVERS = 10_000
export const MAX_VIEWS = 50
/** In characters as a person counts them (Intl.Segmenter's graphemes): 🚗 or لَا is one. */
export const MAX_VIEW_NAME = 40
export const ACCEPTING_APPLICATIONS_AT_START = true

/** The admin list a first visit starts from (SPEC §1). */
export const INITIAL_ADMINS: readonly AdminEntry[] = [
  { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@example.com', phone: '+1 555-0101' },
  { id: 2, name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555-0102' },
]

/**
 * A rule a record breaks: a contact rule, an e-mail (or a view's name) another record has, no room
 * left, or not a record this app writes at all (stored data only).
 */
export type RecordRule = ContactRule | 'emailTaken' | 'nameTaken' | 'full' | 'unreadable'
export type Fault = { rule: RecordRule; fields: string[] }

/** E-mail addresses are told apart regardless of case: this is the unique index's key. */
export const emailKey = (email: string) => email.toLowerCase()

/** What a driver's or an admin's rule needs of the others of its kind, as stored now. */
export type Others = {
  /** How many there are besides this one. */
  count: number
  /** Which of them has an e-mail, by its emailKey. */
  ownerOf: (emailKey: string) => number | undefined
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value === value.trim()
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 1
const isRating = (value: unknown) =>
  value === null || (typeof value === 'number' && value >= 0 && value <= 5 && isTenth(value))
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

function isPerson(value: unknown): value is AdminEntry {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return isId(record.id) && CONTACT_FIELDS.every((field) => isText(record[field]))
}

function isDriver(value: unknown): value is Driver {
  if (!isPerson(value)) return false
  const { status, trips, rating } = value as unknown as Record<string, unknown>
  const known = status === 'active' || status === 'inactive'
  return known && Number.isSafeInteger(trips) && Number(trips) >= 0 && isRating(rating)
}

/**
 * A person's rule (a driver's, an admin's): trimmed, Add Admin's contact rules (`typed`: the form's
 * e-mail rule, else any address an earlier version accepted), an e-mail none of the others has,
 * and room for one more of them.
 */
function personFault(
  person: AdminEntry,
  others: Others,
  max: number,
  typed: boolean,
): Fault | null {
  const fault = findContactFault(person, typed ? undefined : SAVED_EMAIL_PATTERN)
  if (fault) return fault
  const owner = others.ownerOf(emailKey(person.email))
  if (owner !== undefined && owner !== person.id) return { rule: 'emailTaken', fields: ['email'] }
  return others.count >= max ? { rule: 'full', fields: [] } : null
}

/** The driver rule: a whole driver, its person's rule, at most MAX_DRIVERS in the list. */
export function driverFault(value: unknown, others: Others, typed = false): Fault | null {
  if (!isDriver(value)) return { rule: 'unreadable', fields: [] }
  return personFault(value, others, MAX_DRIVERS, typed)
}

/** The admin rule: a whole admin, its person's rule (there is no most). */
export function adminFault(value: unknown, others: Others, typed = false): Fault | null {
  if (!isPerson(value)) return { rule: 'unreadable', fields: [] }
  return personFault(value, others, Infinity, typed)
}

/** The applications switch: exactly on or off. */
export const applicationsFault = (value: unknown): Fault | null =>
  typeof (value as ApplicationsSetting | null)?.accepting === 'boolean'
    ? null
    : { rule: 'unreadable', fields: [] }

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

/** A driver to add, checked by the driver rule before it has an id (one no driver has). */
export const newDriverFault = (driver: NewDriver, others: Others): Fault | null =>
  driverFault({ ...driver, id: Number.MAX_SAFE_INTEGER, trips: 0, rating: null }, others, true)
