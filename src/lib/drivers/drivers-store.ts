import { useMemo } from 'react'
import { recordHistory, type Actor } from '@/lib/history/history-store'
import { driverNames } from '@/lib/history/change-history'
import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import { applyStatusChanges, savedDriverStatuses, withStatus } from './driver-statuses'
import { sampleDrivers, type Driver, type DriverStatus } from './drivers-data'

// The drivers as the screens show them: the sample data with the statuses admins set in this
// browser, shared by its open tabs. A real drivers API can replace this module.

const statusStore = createLocalStore(savedDriverStatuses(sampleDrivers))

/**
 * Every driver with its current status, re-rendering on every change here or in another tab. The
 * sample data in prerendered markup and while hydrating (the head script hides the list meanwhile
 * if anything was changed).
 */
export function useDrivers(): readonly Driver[] {
  const changes = useLocalStore(statusStore)
  return useMemo(
    () => (changes ? applyStatusChanges(sampleDrivers, changes) : sampleDrivers),
    [changes],
  )
}

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
  const current = applyStatusChanges(sampleDrivers, statusStore.get())
  const byId = new Map(current.map((driver) => [driver.id, driver]))
  const changed = drivers.filter((driver) => byId.get(driver.id)?.status !== status)
  if (changed.length === 0) return null
  const ids = changed.map(({ id }) => id)
  statusStore.update((latest) => withStatus(latest, ids, status, sampleDrivers))
  recordHistory(status === 'active' ? 'drivers-activated' : 'drivers-deactivated', by, {
    drivers: driverNames(changed.map(({ id }) => byId.get(id)!)),
  })
  return {
    status,
    before: new Map(changed.map(({ id }) => [id, byId.get(id)!.status])),
  }
}

/** Puts back the statuses an update changed, and records it (as the opposite change). */
export function undoStatusUpdate({ status, before }: StatusUpdate, by: Actor): number {
  const ids = [...before.keys()]
  statusStore.update((latest) => withStatus(latest, ids, (id) => before.get(id)!, sampleDrivers))
  const names = sampleDrivers.filter((driver) => before.has(driver.id))
  recordHistory(status === 'active' ? 'drivers-deactivated' : 'drivers-activated', by, {
    drivers: driverNames(names),
  })
  return ids.length
}
