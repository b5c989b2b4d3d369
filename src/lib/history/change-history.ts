import { formatList, formatRelativeTime, t } from '@/lib/i18n/translate'
import { readSavedList } from '@/lib/storage/saved-list'

/** The names a sentence takes: who made the change, and the admin or the drivers it was made to. */
type Wording = (names: { by: string; subject: string; drivers: string }) => string

/**
 * What Settings and the drivers desk record, and how each kind is worded. Entries are saved as
 * these facts, never as sentences: each is worded when shown, in the page's language.
 */
const WORDING = {
  'admin-added': (names) => t('history.adminAdded', names),
  'admin-deleted': (names) => t('history.adminDeleted', names),
  'admin-restored': (names) => t('history.adminRestored', names),
  'applications-opened': (names) => t('history.applicationsOpened', names),
  'applications-closed': (names) => t('history.applicationsClosed', names),
  'drivers-activated': (names) => t('history.driversActivated', names),
  'drivers-deactivated': (names) => t('history.driversDeactivated', names),
  'driver-edited': (names) => t('history.driverEdited', names),
  'driver-edit-undone': (names) => t('history.driverEditUndone', names),
  'drivers-added': (names) => t('history.driversAdded', names),
  'drivers-imported': (names) => t('history.driversImported', names),
  'drivers-removed': (names) => t('history.driversRemoved', names),
  'drivers-restored': (names) => t('history.driversRestored', names),
} satisfies Record<string, Wording>

export type ChangeKind = keyof typeof WORDING

/** The drivers a change was made to: the first few names, and how many there were in all. */
export type DriverNames = { names: string[]; total: number }

export type Change = {
  id: string
  kind: ChangeKind
  /** The admin added, deleted or restored; absent for the other kinds. */
  subject?: string
  /** The drivers a driver change was made to, by name; absent for the other kinds. */
  drivers?: DriverNames
  /** Every driver the change touched, by id (entries saved before ids were recorded have none). */
  driverIds?: number[]
  /** The signed-in admin's name. */
  by: string
  /** ISO 8601, UTC. */
  at: string
}

/** Changes kept, newest first: enough for each driver's own history on its panel. */
export const HISTORY_KEPT = 500
/** Settings' history card shows this many of them. */
export const HISTORY_SHOWN = 20

// The admin changes name the admin, the driver changes their drivers; the switch names neither.
const namesAdmin = (kind: ChangeKind) => kind.startsWith('admin-')
const namesDrivers = (kind: ChangeKind) => kind.startsWith('driver')

/** A history entry names this many drivers; the rest are a count ('and 4 more'). */
export const NAMED_DRIVERS = 3

/** The names a change records for `drivers`, shortened to the first NAMED_DRIVERS. */
export function driverNames(drivers: readonly { name: string }[]): DriverNames {
  return { names: drivers.slice(0, NAMED_DRIVERS).map(({ name }) => name), total: drivers.length }
}

/** 'Maria Garcia and James Smith'; a longer list ends with how many more there were. */
export function listDriverNames({ names, total }: DriverNames): string {
  const more = total - names.length
  return formatList(more > 0 ? [...names, t('history.moreDrivers', { count: more })] : names, {
    type: 'conjunction',
  })
}

/**
 * Adds a change at the front, keeping the newest HISTORY_KEPT; one already there stays once, and
 * one the reader would not take back (parseStoredChange) is not written.
 */
export function recordChange(history: readonly Change[], change: Change): Change[] {
  if (history.some((recorded) => recorded.id === change.id)) return [...history]
  if (!parseStoredChange(change)) return [...history]
  return [change, ...history].slice(0, HISTORY_KEPT)
}

/** The changes that touched driver `id`, newest first. */
export function changesToDriver(history: readonly Change[], id: number): Change[] {
  return history.filter((change) => change.driverIds?.includes(id))
}

/** A short id, unique enough for list keys (crypto.randomUUID needs a secure context). */
export function newChangeId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime().toString(36)}-${random().toString(36).slice(2, 8)}`
}

/** 'Grace Okafor deactivated Maria Garcia and James Smith': who did what, as one sentence. */
export function describeChange({ kind, subject = '', drivers, by }: Change): string {
  return WORDING[kind]({ by, subject, drivers: drivers ? listDriverNames(drivers) : '' })
}

/**
 * Reads a saved history entry by entry: whole entries with known kinds, real dates and an admin's
 * name where the kind needs one; one that is not, or whose id an earlier one has, is dropped alone.
 * The first HISTORY_KEPT are kept. Not a list, or no readable entry: null (caller falls back).
 */
export function parseStoredHistory(value: unknown): Change[] | null {
  return readSavedList<Change>(
    value,
    (item, kept) => {
      const change = parseStoredChange(item)
      return change && !kept.some((other) => other.id === change.id) ? change : null
    },
    HISTORY_KEPT,
  )
}

// What Date.prototype.toISOString writes, and so what a <time datetime> can carry as it is.
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

function parseStoredChange(item: unknown): Change | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, kind, subject, drivers, driverIds, by, at } = item as Record<string, unknown>
  if (typeof id !== 'string' || id === '') return null
  if (typeof kind !== 'string' || !Object.hasOwn(WORDING, kind)) return null
  if (typeof by !== 'string' || by === '') return null
  if (typeof at !== 'string' || !ISO_TIME.test(at) || Number.isNaN(Date.parse(at))) return null
  const hasSubject = typeof subject === 'string' && subject !== ''
  if (namesAdmin(kind as ChangeKind) ? !hasSubject : subject !== undefined) return null
  const names = parseDriverNames(drivers)
  if (namesDrivers(kind as ChangeKind) ? !names : drivers !== undefined) return null
  const ids = driverIds === undefined ? undefined : parseDriverIds(driverIds)
  if (ids === null || (ids && !names)) return null
  return {
    id,
    kind: kind as ChangeKind,
    ...(hasSubject && { subject: subject as string }),
    ...(names && { drivers: names }),
    ...(ids && { driverIds: ids }),
    by,
    at,
  }
}

function parseDriverNames(value: unknown): DriverNames | null {
  if (typeof value !== 'object' || value === null) return null
  const { names, total } = value as Record<string, unknown>
  if (!Array.isArray(names) || names.length === 0 || names.length > NAMED_DRIVERS) return null
  if (!names.every((name) => typeof name === 'string' && name !== '')) return null
  if (!Number.isSafeInteger(total) || (total as number) < names.length) return null
  return { names: [...(names as string[])], total: total as number }
}

/** Ids as a change records them: whole numbers from 1, none twice, at least one. */
function parseDriverIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  if (!value.every((id) => Number.isSafeInteger(id) && (id as number) >= 1)) return null
  return new Set(value).size === value.length ? [...(value as number[])] : null
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

// 'yesterday' rather than '1 day ago'.
const AUTO: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }

/** '5 minutes ago', 'yesterday'; anything under a minute (or a clock that ran back) is 'just now'. */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000)
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return formatRelativeTime(-Math.floor(seconds / size), unit, AUTO)
  }
  return t('history.justNow')
}
