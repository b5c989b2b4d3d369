import { createLocalStore } from '@/lib/storage/local-store'
import { derivedStore } from '@/lib/derived-store'
import { useStore } from '@/lib/store'
import {
  applyDetailChanges,
  savedDriverDetails,
  withDetails,
  type DriverDetails,
} from './driver-details'
import { everyDriver, savedRoster, withoutRemoved, type Roster } from './driver-roster'
import { applyStatusChanges, savedDriverStatuses, withStatus } from './driver-statuses'
import { sampleDrivers, type Driver, type DriverStatus } from './drivers-data'

// The drivers as the screens show them: the sample data with the drivers added and removed, and
// the details and statuses admins set, in this browser, shared by its open tabs. A real drivers
// API can replace this module.

const rosterStore = createLocalStore(savedRoster)
/** Every driver there has been, as added: what saved edits are read against (removed ones too). */
const everyDriverStore = derivedStore([rosterStore], () =>
  everyDriver(sampleDrivers, rosterStore.get()),
)
const detailStore = createLocalStore(
  savedDriverDetails(everyDriverStore.get, () => new Set(rosterStore.get().removed)),
)
const statusStore = createLocalStore(savedDriverStatuses(everyDriverStore.get))

const driversStore = derivedStore([rosterStore, everyDriverStore, detailStore, statusStore], () =>
  withoutRemoved(
    applyStatusChanges(
      applyDetailChanges(everyDriverStore.get(), detailStore.get()),
      statusStore.get(),
    ),
    rosterStore.get(),
  ),
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
  statusStore.update((latest) => withStatus(latest, ids, status, everyDriverStore.get()))
}

/** Sets driver `id`'s name, e-mail and phone, saved and shown in every tab. */
export function saveDetails(id: number, details: DriverDetails): void {
  detailStore.update((latest) => withDetails(latest, id, details, everyDriverStore.get()))
}

/** The drivers added and removed now, and the next id to give out, as saved in this browser. */
export const currentRoster = (): Roster => rosterStore.get()

/**
 * Changes which drivers there are, saved and shown in every tab; false, and nothing changed, when
 * the browser's storage is full. `change` is applied to the freshest saved roster.
 */
export const saveRoster = (change: (latest: Roster) => Roster): boolean =>
  rosterStore.updateIfSaved(change)
