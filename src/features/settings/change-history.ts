/** What Settings records, and how the history card words each kind. */
const CHANGE_TEXT = {
  'admin-added': 'Added admin',
  'admin-deleted': 'Deleted admin',
  'admin-restored': 'Restored admin',
  'applications-opened': 'Opened applications',
  'applications-closed': 'Closed applications',
} as const

export type ChangeKind = keyof typeof CHANGE_TEXT

export type Change = {
  id: string
  kind: ChangeKind
  /** The admin added, deleted or restored; absent for the applications switch. */
  subject?: string
  /** The signed-in admin's name. */
  by: string
  /** ISO 8601, UTC. */
  at: string
}

/** The history card shows the latest HISTORY_LIMIT changes, newest first. */
export const HISTORY_LIMIT = 20

// The admin changes name the admin; the applications switch has no subject.
const namesAdmin = (kind: ChangeKind) => kind.startsWith('admin-')

/** Adds a change at the front, keeping the newest HISTORY_LIMIT; one already there stays once. */
export function recordChange(history: readonly Change[], change: Change): Change[] {
  if (history.some((recorded) => recorded.id === change.id)) return [...history]
  return [change, ...history].slice(0, HISTORY_LIMIT)
}

/** A short id, unique enough for list keys (crypto.randomUUID needs a secure context). */
export function newChangeId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime().toString(36)}-${random().toString(36).slice(2, 8)}`
}

export function describeChange({ kind, subject }: Change): string {
  return subject === undefined ? CHANGE_TEXT[kind] : `${CHANGE_TEXT[kind]} ${subject}`
}

/**
 * Reads a saved history: at most HISTORY_LIMIT whole entries with known kinds, real dates, an
 * admin's name where the kind needs one and no id twice. Anything else is null (caller falls back).
 */
export function parseStoredHistory(value: unknown): Change[] | null {
  if (!Array.isArray(value) || value.length > HISTORY_LIMIT) return null
  const history: Change[] = []
  for (const item of value as unknown[]) {
    const change = parseStoredChange(item)
    if (!change || history.some((other) => other.id === change.id)) return null
    history.push(change)
  }
  return history
}

// What Date.prototype.toISOString writes, and so what a <time datetime> can carry as it is.
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

function parseStoredChange(item: unknown): Change | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, kind, subject, by, at } = item as Record<string, unknown>
  if (typeof id !== 'string' || id === '') return null
  if (typeof kind !== 'string' || !Object.hasOwn(CHANGE_TEXT, kind)) return null
  if (typeof by !== 'string' || by === '') return null
  if (typeof at !== 'string' || !ISO_TIME.test(at) || Number.isNaN(Date.parse(at))) return null
  const hasSubject = typeof subject === 'string' && subject !== ''
  if (namesAdmin(kind as ChangeKind) ? !hasSubject : subject !== undefined) return null
  return { id, kind: kind as ChangeKind, subject: subject as string | undefined, by, at }
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** '5 minutes ago', 'yesterday'; anything under a minute (or a clock that ran back) is 'just now'. */
export function formatRelativeTime(at: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000)
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return relativeFormat.format(-Math.floor(seconds / size), unit)
  }
  return 'just now'
}
