import { useSyncExternalStore } from 'react'
import { createLocalStore } from '@/lib/storage/local-store'
import {
  applyStatusChanges,
  savedDriverStatuses,
  withStatus,
  type StatusChanges,
} from './driver-statuses'
import { sampleDrivers, type Driver, type DriverStatus } from './drivers-data'

// The drivers as the screens show them: the sample data with the statuses admins set in this
// browser, shared by its open tabs. A real drivers API can replace this module.

const statusStore = createLocalStore(savedDriverStatuses(sampleDrivers))

let shown: { changes: StatusChanges; drivers: readonly Driver[] } | undefined

/** Every driver with the statuses saved now: the same list until they change. */
export function currentDrivers(): readonly Driver[] {
  const changes = statusStore.get()
  if (shown?.changes !== changes)
    shown = { changes, drivers: applyStatusChanges(sampleDrivers, changes) }
  return shown.drivers
}

/**
 * Every driver with its current status, re-rendering on every change here or in another tab. The
 * sample data in prerendered markup and while hydrating (the head script hides the list meanwhile
 * if anything was changed). With nothing changed it is the very same list, so hydrating draws the
 * screen once: a second draw before the held events are replayed would reset a search box typed
 * into before the app ran.
 */
export function useDrivers(): readonly Driver[] {
  return useSyncExternalStore(statusStore.subscribe, currentDrivers, () => sampleDrivers)
}

/** Sets `ids` to a status (or each to its own), saved and shown in every tab. */
export function saveStatuses(
  ids: readonly number[],
  status: DriverStatus | ((id: number) => DriverStatus),
): void {
  statusStore.update((latest) => withStatus(latest, ids, status, sampleDrivers))
}
