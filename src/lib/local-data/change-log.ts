// The change log: one entry per change, appended in the transaction that makes the change. It is
// the history the screens show, what each Undo reads, and the seam a server sync would read from.

export type StoreName = 'drivers' | 'admins' | 'views' | 'settings'
export type Values = Readonly<Record<string, unknown>>

/**
 * A record a change touched: its key, its name then, and its values before and after. A record
 * that did not exist before (added) has no `before`; one that does not after (removed) no `after`;
 * an edited one has both, with only the fields that changed.
 */
export type Touched = { key?: number | string; name: string; before?: Values; after?: Values }

/** Every kind of change, each with the kind its Undo is (an undone deactivation is an activation). */
export const UNDONE_AS = {
  'drivers-added': 'drivers-removed',
  'drivers-imported': 'drivers-removed',
  'drivers-removed': 'drivers-restored',
  'drivers-restored': 'drivers-removed',
  'driver-edited': 'driver-edit-undone',
  'driver-edit-undone': 'driver-edited',
  'drivers-activated': 'drivers-deactivated',
  'drivers-deactivated': 'drivers-activated',
  'admin-added': 'admin-deleted',
  'admin-deleted': 'admin-restored',
  'admin-restored': 'admin-deleted',
  'applications-opened': 'applications-closed',
  'applications-closed': 'applications-opened',
  'view-saved': 'view-deleted',
  'view-renamed': 'view-renamed',
  'view-deleted': 'view-restored',
  'view-restored': 'view-deleted',
} as const
export type ChangeKind = keyof typeof UNDONE_AS
export const isChangeKind = (kind: unknown): kind is ChangeKind =>
  Object.hasOwn(UNDONE_AS, kind as never)

export type LogEntry = {
  /** The log's key: its order of commits. */
  seq: number
  kind: ChangeKind
  store: StoreName
  /** The signed-in admin's name; null when the profile had not answered yet ('Admin User'). */
  by: string | null
  /** ISO 8601, UTC. */
  at: string
  touched: Touched[]
  /** Values every touched record had alike (a bulk status change's old and new), kept once. */
  shared?: { before?: Values; after?: Values }
  /** The drivers touched, by id: the log's index for each driver's own history. */
  driverIds?: number[]
  /** Entries from the first version name at most three records: how many there were in all. */
  total?: number
  /** An entry from the first version: its id there, so it is never moved in twice. */
  v1Id?: string
  /** Its size as stored, for keeping the log within LOG_MAX_BYTES. */
  bytes: number
}

export type NewEntry = Omit<LogEntry, 'seq' | 'bytes'>

/** The log is kept by size: the oldest entries go past this, but never the newest LOG_MIN_ENTRIES. */
export const LOG_MAX_BYTES = 20 * 1024 * 1024
export const LOG_MIN_ENTRIES = 1000

/** A record's values before and after a change, whole: undefined where it did not exist. */
export type Write = { key: number | string; before?: Values; after?: Values }

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const named = (values: Values | undefined) => String(values?.name ?? '')

/** What changed in `before` → `after`: the fields that differ (both undefined: nothing). */
export function differences(before: Values, after: Values): [Values, Values] | null {
  const fields = Object.keys(after).filter((field) => !sameValue(before[field], after[field]))
  if (fields.length === 0) return null
  const pick = (values: Values) => Object.fromEntries(fields.map((field) => [field, values[field]]))
  return [pick(before), pick(after)]
}

/**
 * The entry for `writes`: each record's changed fields (whole records for an add or a removal),
 * with what all of them share kept once.
 */
export function entryFor(
  kind: ChangeKind,
  store: StoreName,
  writes: readonly Write[],
  by: string | null,
  at: Date,
): NewEntry {
  const touched: Touched[] = writes.map(({ key, before, after }) => {
    const changed = before && after ? differences(before, after) : null
    const [was, is] = changed ?? [before, after]
    return {
      key,
      name: named(before ?? after),
      ...(was && { before: was }),
      ...(is && { after: is }),
    }
  })
  const shared: { before?: Values; after?: Values } = {}
  for (const side of ['before', 'after'] as const) {
    const first = touched[0]?.[side]
    if (touched.length > 1 && first && touched.every((one) => sameValue(one[side], first))) {
      shared[side] = first
      touched.forEach((one) => delete one[side])
    }
  }
  return {
    kind,
    store,
    by,
    at: at.toISOString(),
    touched,
    ...(Object.keys(shared).length > 0 && { shared }),
    ...(store === 'drivers' && { driverIds: writes.map(({ key }) => Number(key)) }),
  }
}

const merged = (shared?: Values, own?: Values) =>
  shared || own ? { ...shared, ...own } : undefined

/** A touched record's values before and after, with the entry's shared values. */
export const valuesOf = ({ shared }: Pick<LogEntry, 'shared'>, { before, after }: Touched) => ({
  before: merged(shared?.before, before),
  after: merged(shared?.after, after),
})

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
/** A time as entries keep it: ISO 8601 in UTC to the millisecond, a real one. */
export const isLogTime = (at: unknown): at is string =>
  typeof at === 'string' && ISO_TIME.test(at) && !Number.isNaN(Date.parse(at))
const isValues = (value: unknown) =>
  value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value))

/** A stored entry as the log holds it, or null when it is not one (it is then left out alone). */
export function readEntry(value: unknown): LogEntry | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  const { seq, kind, by, at, touched, shared } = entry
  if (!Number.isSafeInteger(seq) || !isChangeKind(kind)) return null
  if (by !== null && (typeof by !== 'string' || !by)) return null
  if (!isLogTime(at)) return null
  if (!Array.isArray(touched) || !isValues(shared)) return null
  const whole = (one: unknown) =>
    typeof one === 'object' &&
    one !== null &&
    typeof (one as Touched).name === 'string' &&
    isValues((one as Touched).before) &&
    isValues((one as Touched).after)
  return touched.every(whole) ? (value as LogEntry) : null
}
