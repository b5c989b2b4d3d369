import { createLocalStore } from '@/lib/storage/local-store'
import { derivedStore } from '@/lib/derived-store'
import { useStore } from '@/lib/store'
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

const driversStore = derivedStore([detailStore, statusStore], () =>
  applyStatusChanges(applyDetailChanges(sampleDrivers, detailStore.get()), statusStore.get()),
)

/** Every driver with the details and statuses saved now: the same list until they change. */
export const currentDrivers = (): readonly Driver[] => driversStore.get()

/**
 * Every driver as saved now, re-rendering on every change here or in another tab. The sample data
 * in prerendered markup and while hydrating (the head script hides the list meanwhile if anything
 * was changed). With nothing changed it is the very same list, so hydrating draws the screen once:
 * a second draw before the held events are replayed would reset a search box typed into before
 * the app ran.
 */
export function useDrivers(): readonly Driver[] {
  return useStore(driversStore, sampleDrivers)
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
