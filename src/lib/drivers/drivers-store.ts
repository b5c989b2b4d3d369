import { useMemo } from 'react'
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

/** Every driver with the statuses saved now. */
export function currentDrivers(): readonly Driver[] {
  return applyStatusChanges(sampleDrivers, statusStore.get())
}

/** Sets `ids` to a status (or each to its own), saved and shown in every tab. */
export function saveStatuses(
  ids: readonly number[],
  status: DriverStatus | ((id: number) => DriverStatus),
): void {
  statusStore.update((latest) => withStatus(latest, ids, status, sampleDrivers))
}
