import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { driverSearchMatcher } from '@/lib/drivers/driver-search'
import type { StatusFilter } from '@/lib/drivers/drivers-query'

// Which drivers are selected: a set of drivers, not of rows, so paging, sorting, searching and
// filtering keep it. "All matching" is the drivers that matched when it was chosen (one who comes
// to match later is not selected), with the few changed since kept apart so a toggle stays cheap.

type Ids = ReadonlySet<number>

/** A search and status filter, as the drivers screen shows them. */
export type DriverFilter = { search: string; status: StatusFilter }

export type Selection =
  | { kind: 'drivers'; ids: Ids }
  | {
      kind: 'matching'
      /** The drivers the search and filter matched when all of them were selected. */
      matched: Ids
      /** Of those, drivers unselected since. */
      except: Ids
      /** Other drivers selected since. */
      plus: Ids
    }

export type SelectedCounts = Record<DriverStatus, number>

// The counts of the drivers in a set, by list: statuses may change while the set stays.
const countsCache = new WeakMap<Ids, WeakMap<readonly Driver[], SelectedCounts>>()

export const NOTHING_SELECTED: Selection = { kind: 'drivers', ids: new Set() }

export function isSelected(selection: Selection, driver: Driver): boolean {
  if (selection.kind === 'drivers') return selection.ids.has(driver.id)
  return selection.matched.has(driver.id)
    ? !selection.except.has(driver.id)
    : selection.plus.has(driver.id)
}

/**
 * Every driver of `drivers` the search and filter match now (by the list's own search index),
 * then changed one by one: one who comes to match later is not selected.
 */
export function selectMatching(
  { search, status }: DriverFilter,
  drivers: readonly Driver[],
): Selection {
  const matched = new Set<number>()
  const counts: SelectedCounts = { active: 0, inactive: 0 }
  const matchesSearch = driverSearchMatcher(drivers, search)
  for (let index = 0; index < drivers.length; index++) {
    const driver = drivers[index]
    if (status !== 'all' && driver.status !== status) continue
    if (matchesSearch && !matchesSearch(index)) continue
    matched.add(driver.id)
    counts[driver.status]++
  }
  // Counted on the way: the selection bar's count needs no second pass over the list.
  countsCache.set(matched, new WeakMap([[drivers, counts]]))
  return { kind: 'matching', matched, except: new Set(), plus: new Set() }
}

/** `drivers` selected (or not); the same selection when nothing changes. */
export function setSelected(
  selection: Selection,
  drivers: readonly Driver[],
  selected: boolean,
): Selection {
  const changing = drivers.filter((driver) => isSelected(selection, driver) !== selected)
  if (changing.length === 0) return selection
  const edit = (ids: Ids, add: boolean, which: readonly Driver[]) => {
    const next = new Set(ids)
    for (const { id } of which) {
      if (add) next.add(id)
      else next.delete(id)
    }
    return next
  }
  if (selection.kind === 'drivers') {
    return { kind: 'drivers', ids: edit(selection.ids, selected, changing) }
  }
  const matching = changing.filter(({ id }) => selection.matched.has(id))
  const others = changing.filter(({ id }) => !selection.matched.has(id))
  return {
    ...selection,
    except: edit(selection.except, !selected, matching),
    plus: edit(selection.plus, selected, others),
  }
}

/**
 * How many of `drivers` (all of them) are selected, by status, without building a list: for "all
 * matching", the matched drivers' count (worked out once per selection and list, as statuses may
 * change meanwhile) put right by the few drivers unselected or added since.
 */
export function countSelected(selection: Selection, drivers: readonly Driver[]): SelectedCounts {
  if (selection.kind === 'drivers') {
    const counts: SelectedCounts = { active: 0, inactive: 0 }
    if (selection.ids.size === 0) return counts
    for (const driver of drivers) if (selection.ids.has(driver.id)) counts[driver.status]++
    return counts
  }
  const { matched, except, plus } = selection
  const counts = { ...matchedCounts(matched, drivers) }
  const byId = driversById(drivers)
  for (const id of except) {
    const driver = byId.get(id)
    if (driver && matched.has(id)) counts[driver.status]--
  }
  for (const id of plus) {
    const driver = byId.get(id)
    if (driver && !matched.has(id)) counts[driver.status]++
  }
  return counts
}

/** How many of `drivers` are among `matched`, by their status now; kept per set and list. */
function matchedCounts(matched: Ids, drivers: readonly Driver[]): SelectedCounts {
  const cached = countsCache.get(matched)?.get(drivers)
  if (cached) return cached
  const counts: SelectedCounts = { active: 0, inactive: 0 }
  for (const driver of drivers) if (matched.has(driver.id)) counts[driver.status]++
  if (!countsCache.has(matched)) countsCache.set(matched, new WeakMap())
  countsCache.get(matched)!.set(drivers, counts)
  return counts
}

const byIdCache = new WeakMap<readonly Driver[], Map<number, Driver>>()

function driversById(drivers: readonly Driver[]): Map<number, Driver> {
  let byId = byIdCache.get(drivers)
  if (!byId) {
    byId = new Map(drivers.map((driver) => [driver.id, driver]))
    byIdCache.set(drivers, byId)
  }
  return byId
}

/**
 * How many selected drivers the search and filter shown hide: still selected, so bulk actions
 * change them too. Tested by the list's own search index, one pass at most.
 */
export function countHiddenSelected(
  selection: Selection,
  drivers: readonly Driver[],
  { search, status }: DriverFilter,
): number {
  if (selection.kind === 'drivers' && selection.ids.size === 0) return 0
  const shownBySearch = driverSearchMatcher(drivers, search)
  let hidden = 0
  for (let index = 0; index < drivers.length; index++) {
    const driver = drivers[index]
    const shown =
      (status === 'all' || driver.status === status) && (!shownBySearch || shownBySearch(index))
    if (!shown && isSelected(selection, driver)) hidden++
  }
  return hidden
}

/** Whether all, some or none of a page's drivers are selected (the header checkbox). */
export function pageSelection(selection: Selection, page: readonly Driver[]): boolean | 'mixed' {
  const selected = page.filter((driver) => isSelected(selection, driver)).length
  if (selected === 0) return false
  return selected === page.length ? true : 'mixed'
}

/** The selected drivers in the order given (the list's sort): what an export or a change gets. */
export function selectedDrivers(selection: Selection, ordered: readonly Driver[]): Driver[] {
  return ordered.filter((driver) => isSelected(selection, driver))
}

/**
 * The drivers from `anchorId` to `targetId` in the order shown, both included (a shift-click's
 * range); null when either is not shown.
 */
export function rangeOf(
  shown: readonly Driver[],
  anchorId: number,
  targetId: number,
): Driver[] | null {
  const anchor = shown.findIndex((driver) => driver.id === anchorId)
  const target = shown.findIndex((driver) => driver.id === targetId)
  if (anchor < 0 || target < 0) return null
  return shown.slice(Math.min(anchor, target), Math.max(anchor, target) + 1)
}
