import * as localKeys from '@/config/stored-names/local-keys'
import { findContactFault, SAVED_EMAIL_PATTERN, type ContactFields } from '@/lib/contact-fields'
import { jsonCodec, type LocalValue } from '@/lib/storage/local-value'
import { readSavedList } from '@/lib/storage/saved-list'
import { SAMPLE_DRIVER_COUNT, type Driver, type DriverStatus } from './drivers-data'

// Which drivers there are besides the sample data: those added in this browser, those removed, and
// the next id to give out. No React: the head script reads it to count the drivers before paint.

/** A driver to add, as the Add Driver form or an imported file gives it. */
export type NewDriver = ContactFields & { status: DriverStatus }

/** A driver as it was added: 0 trips and no rating yet, so neither is saved. */
export type AddedDriver = NewDriver & { id: number }

export type Roster = {
  /** One more than the highest id ever given out: never given again, even after a removal. */
  nextId: number
  /** In the order added; a removed one stays, so that Undo brings it back with its edits. */
  added: readonly AddedDriver[]
  /** Drivers taken out of the list (sample or added), by id, in the order removed. */
  removed: readonly number[]
}

/** At most this many drivers in the list: an add or import past it is refused. */
export const MAX_DRIVERS = 10_000

// Pure: the head script, which imports this module's key, leaves it out.
const NOTHING_CHANGED: Roster = /* @__PURE__ */ Object.freeze({
  nextId: SAMPLE_DRIVER_COUNT + 1,
  added: [],
  removed: [],
})

const isStatus = (value: unknown): value is DriverStatus =>
  value === 'active' || value === 'inactive'

const isSampleId = (id: number) => Number.isInteger(id) && id >= 1 && id <= SAMPLE_DRIVER_COUNT

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value === value.trim()

/**
 * Reads saved added drivers, each by the rules the add form keeps; one that breaks them, or
 * repeats an earlier one's id, is null.
 */
function addedDriverReader(): (item: unknown) => AddedDriver | null {
  const ids = new Set<number>()
  return (item) => {
    if (typeof item !== 'object' || item === null) return null
    const { id, name, email, phone, status } = item as Record<string, unknown>
    if (!Number.isSafeInteger(id) || (id as number) <= SAMPLE_DRIVER_COUNT) return null
    if (!isText(name) || !isText(email) || !isText(phone) || !isStatus(status)) return null
    if (findContactFault({ name, email, phone }, SAVED_EMAIL_PATTERN)) return null
    if (ids.has(id as number)) return null
    ids.add(id as number)
    return { id: id as number, name, email, phone, status }
  }
}

/**
 * Reads the saved roster entry by entry: an added driver that breaks the add form's rules or
 * repeats an earlier id, one in the list whose e-mail an earlier one in the list has (a removed
 * driver holds none, as when adding), and a removed id no driver has or listed twice, are each
 * dropped alone. The next id is kept above every id given out. A value not in this form at all
 * is null.
 */
export function parseRoster(value: unknown): Roster | null {
  if (typeof value !== 'object' || value === null) return null
  const { nextId, added, removed } = value as Record<string, unknown>
  if (!Array.isArray(added) || !Array.isArray(removed)) return null
  const readable = readSavedList(added, addedDriverReader(), MAX_DRIVERS) ?? []
  const ids = new Set(readable.map(({ id }) => id))
  const seen = new Set<number>()
  const gone =
    readSavedList<number>(removed, (id) => {
      const exists = typeof id === 'number' && (isSampleId(id) || ids.has(id))
      return exists && !seen.has(id) ? (seen.add(id), id) : null
    }) ?? []
  const emails = new Set<string>()
  const drivers = readable.filter(({ id, email }) => {
    if (seen.has(id)) return true // Removed: holds no e-mail.
    const lower = email.toLowerCase()
    if (emails.has(lower)) return false
    emails.add(lower)
    return true
  })
  const highest = Math.max(SAMPLE_DRIVER_COUNT, ...ids)
  const next = Number.isSafeInteger(nextId) ? Math.max(nextId as number, highest + 1) : highest + 1
  return { nextId: next, added: drivers, removed: gone }
}

/** How many drivers the list has with this roster: the title's `(N total)`. */
export function driverCount({ added, removed }: Roster): number {
  return SAMPLE_DRIVER_COUNT + added.length - removed.length
}

/** Every driver there has been: the sample data, then the added ones (removed ones too). */
export function everyDriver(sample: readonly Driver[], { added }: Roster): readonly Driver[] {
  if (added.length === 0) return sample
  return [...sample, ...added.map((driver) => ({ ...driver, trips: 0, rating: null }))]
}

/** The drivers still in the list, in their order. */
export function withoutRemoved(drivers: readonly Driver[], { removed }: Roster): readonly Driver[] {
  if (removed.length === 0) return drivers
  const gone = new Set(removed)
  return drivers.filter(({ id }) => !gone.has(id))
}

/**
 * `roster` with `drivers` added: those whose id it already has are left out, so applying the same
 * change again (to another tab's crossing write) adds nothing twice.
 */
export function withAdded(roster: Roster, drivers: readonly AddedDriver[]): Roster {
  const ids = new Set(roster.added.map(({ id }) => id))
  const fresh = drivers.filter(({ id }) => !ids.has(id))
  const highest = Math.max(roster.nextId - 1, ...drivers.map(({ id }) => id))
  return { ...roster, nextId: highest + 1, added: [...roster.added, ...fresh] }
}

/** `roster` without the added drivers `ids` (an add undone): their ids are not given again. */
export function withoutAdded(roster: Roster, ids: readonly number[]): Roster {
  const gone = new Set(ids)
  return {
    ...roster,
    added: roster.added.filter(({ id }) => !gone.has(id)),
    removed: roster.removed.filter((id) => !gone.has(id)),
  }
}

/** `roster` with `ids` removed from the list (or put back), each listed once. */
export function withRemoved(roster: Roster, ids: readonly number[], removed: boolean): Roster {
  const change = new Set(ids)
  const kept = roster.removed.filter((id) => !change.has(id))
  return { ...roster, removed: removed ? [...kept, ...change] : kept }
}

/** The saved roster; none saved, or unreadable: the sample data as it is. */
export const savedRoster: LocalValue<Roster> = {
  key: localKeys.driverRoster,
  codec: jsonCodec(parseRoster),
  fallback: () => NOTHING_CHANGED,
}
