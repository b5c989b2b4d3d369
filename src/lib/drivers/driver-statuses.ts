import * as localKeys from '@/config/stored-names/local-keys'
import { jsonCodec, type LocalValue } from '@/lib/storage/local-value'
import { readSavedRecord } from '@/lib/storage/saved-list'
import type { Driver, DriverStatus } from './drivers-data'

// The drivers' statuses as the admins set them in this browser: only those that differ from the
// sample data (or the status a driver was added with), by driver id. No React: the head script
// reads the key before paint.

export type StatusChanges = Readonly<Record<number, DriverStatus>>

// Pure: the head script, which imports this module's key, leaves it out.
const NO_CHANGES: StatusChanges = /* @__PURE__ */ Object.freeze({})

/** A driver's id as a saved record's key: a whole number from 1. */
export const DRIVER_ID = /^[1-9]\d{0,15}$/

const isStatus = (value: unknown): value is DriverStatus =>
  value === 'active' || value === 'inactive'

/**
 * Reads saved changes against the drivers that exist, entry by entry: an entry not in the expected
 * form is dropped alone, as is an id no driver has any more or a change back to the sample's own
 * status. A value that is not such a record, or whose every entry is unreadable, is null.
 */
export function parseStatusChanges(
  value: unknown,
  drivers: readonly Driver[],
): StatusChanges | null {
  const sampleStatus = statusById(drivers)
  const readable = readSavedRecord<DriverStatus | 'unchanged'>(value, ([id, status]) => {
    if (!DRIVER_ID.test(id) || !isStatus(status)) return null
    const sample = sampleStatus.get(Number(id))
    return sample !== undefined && sample !== status ? status : 'unchanged'
  })
  if (!readable) return null
  const kept = readable.filter(([, status]) => status !== 'unchanged')
  return kept.length === 0 ? NO_CHANGES : (Object.fromEntries(kept) as StatusChanges)
}

const statusByIdCache = new WeakMap<readonly Driver[], Map<number, DriverStatus>>()

function statusById(drivers: readonly Driver[]): Map<number, DriverStatus> {
  let map = statusByIdCache.get(drivers)
  if (!map) {
    map = new Map(drivers.map(({ id, status }) => [id, status]))
    statusByIdCache.set(drivers, map)
  }
  return map
}

/** `changes` with each of `ids` set to `status`, kept only where it differs from the sample. */
export function withStatus(
  changes: StatusChanges,
  ids: readonly number[],
  status: DriverStatus | ((id: number) => DriverStatus),
  drivers: readonly Driver[],
): StatusChanges {
  const sampleStatus = statusById(drivers)
  const next: Record<number, DriverStatus> = { ...changes }
  for (const id of ids) {
    const sample = sampleStatus.get(id)
    if (sample === undefined) continue
    const wanted = typeof status === 'function' ? status(id) : status
    if (wanted === sample) delete next[id]
    else next[id] = wanted
  }
  return next
}

/** The drivers with the saved statuses: the changed ones are new objects, the rest the same. */
export function applyStatusChanges(
  drivers: readonly Driver[],
  changes: StatusChanges,
): readonly Driver[] {
  if (Object.keys(changes).length === 0) return drivers
  return drivers.map((driver) => {
    const status = changes[driver.id]
    return status && status !== driver.status ? { ...driver, status } : driver
  })
}

/**
 * The saved statuses of the drivers `drivers()` gives (every driver there has been); none saved,
 * or unreadable: none changed.
 */
export function savedDriverStatuses(drivers: () => readonly Driver[]): LocalValue<StatusChanges> {
  return {
    key: localKeys.driverStatuses,
    codec: jsonCodec((value) => parseStatusChanges(value, drivers())),
    fallback: () => NO_CHANGES,
  }
}
