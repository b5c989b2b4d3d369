import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { driverSearchMatcher } from '@/lib/drivers/driver-search'
import { matcherFor, type StatusFilter } from './drivers-query'

// Which drivers are selected: a set of drivers, not of rows, so paging, sorting, searching and
// filtering keep it. "All matching" is the search and filter itself, never a list of them all.

type Ids = ReadonlySet<number>

/** A search and status filter, as the drivers screen shows them. */
export type DriverFilter = { search: string; status: StatusFilter }

export type Selection =
  | { kind: 'drivers'; ids: Ids }
  | {
      kind: 'matching'
      /** The search and filter whose drivers are selected. */
      filter: DriverFilter
      /** The same, as a test of one driver. */
      matches: (driver: Driver) => boolean
      /** Matching drivers unselected since. */
      except: Ids
      /** Drivers outside the search and filter selected since. */
      plus: Ids
    }

export const NOTHING_SELECTED: Selection = { kind: 'drivers', ids: new Set() }

export function isSelected(selection: Selection, driver: Driver): boolean {
  if (selection.kind === 'drivers') return selection.ids.has(driver.id)
  return selection.matches(driver)
    ? !selection.except.has(driver.id)
    : selection.plus.has(driver.id)
}

/** Every driver the search and filter match, except those unselected one by one afterwards. */
export function selectMatching(filter: DriverFilter): Selection {
  const matches = matcherFor(filter.search, filter.status)
  return { kind: 'matching', filter, matches, except: new Set(), plus: new Set() }
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
  const matching = changing.filter(selection.matches)
  const others = changing.filter((driver) => !selection.matches(driver))
  return {
    ...selection,
    except: edit(selection.except, !selected, matching),
    plus: edit(selection.plus, selected, others),
  }
}

export type SelectedCounts = Record<DriverStatus, number>

/**
 * How many of `drivers` (all of them) are selected, by status, without building a list: for "all
 * matching", the matching count (worked out once per selection and list) put right by the few
 * drivers unselected or added since.
 */
export function countSelected(selection: Selection, drivers: readonly Driver[]): SelectedCounts {
  if (selection.kind === 'drivers') {
    const counts: SelectedCounts = { active: 0, inactive: 0 }
    if (selection.ids.size === 0) return counts
    for (const driver of drivers) if (selection.ids.has(driver.id)) counts[driver.status]++
    return counts
  }
  const { matches, except, plus } = selection
  const counts = { ...matchingCounts(selection, drivers) }
  const byId = driversById(drivers)
  for (const id of except) {
    const driver = byId.get(id)
    if (driver && matches(driver)) counts[driver.status]--
  }
  for (const id of plus) {
    const driver = byId.get(id)
    if (driver && !matches(driver)) counts[driver.status]++
  }
  return counts
}

type Matcher = (driver: Driver) => boolean
const countsCache = new WeakMap<Matcher, WeakMap<readonly Driver[], SelectedCounts>>()

// By the list's own search index (its folded text is cached per list), keyed by the selection.
function matchingCounts(
  { matches, filter: { search, status } }: Extract<Selection, { kind: 'matching' }>,
  drivers: readonly Driver[],
): SelectedCounts {
  const cached = countsCache.get(matches)?.get(drivers)
  if (cached) return cached
  const counts: SelectedCounts = { active: 0, inactive: 0 }
  const matchesSearch = driverSearchMatcher(drivers, search)
  for (let index = 0; index < drivers.length; index++) {
    const driver = drivers[index]
    if (status !== 'all' && driver.status !== status) continue
    if (!matchesSearch || matchesSearch(index)) counts[driver.status]++
  }
  if (!countsCache.has(matches)) countsCache.set(matches, new WeakMap())
  countsCache.get(matches)!.set(drivers, counts)
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
  const selectedBySearch =
    selection.kind === 'matching' ? driverSearchMatcher(drivers, selection.filter.search) : null
  let hidden = 0
  for (let index = 0; index < drivers.length; index++) {
    const driver = drivers[index]
    const shown =
      (status === 'all' || driver.status === status) && (!shownBySearch || shownBySearch(index))
    if (shown) continue
    if (selection.kind === 'drivers') {
      if (selection.ids.has(driver.id)) hidden++
      continue
    }
    const { filter, except, plus } = selection
    const matches =
      (filter.status === 'all' || driver.status === filter.status) &&
      (!selectedBySearch || selectedBySearch(index))
    if (matches ? !except.has(driver.id) : plus.has(driver.id)) hidden++
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
