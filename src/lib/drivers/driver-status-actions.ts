import { driverNames } from '@/lib/history/change-history'
import { recordHistory, type Actor } from '@/lib/history/history-store'
import type { Driver, DriverStatus } from './drivers-data'
import { currentDrivers, saveStatuses } from './drivers-store'

// Changing drivers' statuses, with their history entries: loaded with the selection bar, the only
// place that changes them, so the drivers screen's first load carries no history code.

/** What a status change did, for its Undo: each changed driver's status before it. */
export type StatusUpdate = { status: DriverStatus; before: ReadonlyMap<number, DriverStatus> }

/**
 * Sets `drivers` to `status`, saves it and records it in the history. Drivers already of that
 * status are left out; null when none changed.
 */
export function setDriverStatus(
  drivers: readonly Driver[],
  status: DriverStatus,
  by: Actor,
): StatusUpdate | null {
  const current = currentDrivers()
  const byId = new Map(current.map((driver) => [driver.id, driver]))
  const changed = drivers.filter((driver) => byId.get(driver.id)?.status !== status)
  if (changed.length === 0) return null
  const ids = changed.map(({ id }) => id)
  saveStatuses(ids, status)
  recordHistory(status === 'active' ? 'drivers-activated' : 'drivers-deactivated', by, {
    drivers: driverNames(changed.map(({ id }) => byId.get(id)!)),
    driverIds: ids,
  })
  return {
    status,
    before: new Map(changed.map(({ id }) => [id, byId.get(id)!.status])),
  }
}

/** Puts back the statuses an update changed, and records it (as the opposite change). */
export function undoStatusUpdate({ status, before }: StatusUpdate, by: Actor): number {
  const ids = [...before.keys()]
  saveStatuses(ids, (id) => before.get(id)!)
  const names = currentDrivers().filter((driver) => before.has(driver.id))
  recordHistory(status === 'active' ? 'drivers-deactivated' : 'drivers-activated', by, {
    drivers: driverNames(names),
    driverIds: ids,
  })
  return ids.length
}
