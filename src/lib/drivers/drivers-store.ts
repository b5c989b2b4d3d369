import { useSyncExternalStore } from 'react'
import { createLocalStore } from '@/lib/storage/local-store'
import {
  applyDetailChanges,
  savedDriverDetails,
  withDetails,
  type DriverDetails,
} from './driver-details'
import { applyStatusChanges, savedDriverStatuses, withStatus } from './driver-statuses'
import { sampleDrivers, type Driver, type DriverStatus } from './drivers-data'

// The drivers as the screens show them: the sample data with the details and statuses admins set
// in this browser, shared by its open tabs. A real drivers API can replace this module.

const detailStore = createLocalStore(savedDriverDetails(sampleDrivers))
const statusStore = createLocalStore(savedDriverStatuses(sampleDrivers))

let shown: { from: readonly unknown[]; drivers: readonly Driver[] } | undefined

/** Every driver with the details and statuses saved now: the same list until they change. */
export function currentDrivers(): readonly Driver[] {
  const from = [detailStore.get(), statusStore.get()] as const
  if (!shown || shown.from.some((saved, index) => saved !== from[index])) {
    const [details, statuses] = from
    shown = {
      from,
      drivers: applyStatusChanges(applyDetailChanges(sampleDrivers, details), statuses),
    }
  }
  return shown.drivers
}

function subscribe(listener: () => void): () => void {
  const stopDetails = detailStore.subscribe(listener)
  const stopStatuses = statusStore.subscribe(listener)
  return () => {
    stopDetails()
    stopStatuses()
  }
}

/**
 * Every driver as saved now, re-rendering on every change here or in another tab. The sample data
 * in prerendered markup and while hydrating (the head script hides the list meanwhile if anything
 * was changed). With nothing changed it is the very same list, so hydrating draws the screen once:
 * a second draw before the held events are replayed would reset a search box typed into before
 * the app ran.
 */
export function useDrivers(): readonly Driver[] {
  return useSyncExternalStore(subscribe, currentDrivers, () => sampleDrivers)
}

/** Sets `ids` to a status (or each to its own), saved and shown in every tab. */
export function saveStatuses(
  ids: readonly number[],
  status: DriverStatus | ((id: number) => DriverStatus),
): void {
  statusStore.update((latest) => withStatus(latest, ids, status, sampleDrivers))
}

/** Sets driver `id`'s name, e-mail and phone, saved and shown in every tab. */
export function saveDetails(id: number, details: DriverDetails): void {
  detailStore.update((latest) => withDetails(latest, id, details, sampleDrivers))
}
