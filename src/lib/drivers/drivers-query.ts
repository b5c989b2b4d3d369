import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { driverSearchMatcher, searchMatcher } from '@/lib/drivers/driver-search'
import { cachedSortOrder, type DriversSort } from '@/lib/drivers/drivers-sort'

/** Rows per page an admin can choose; the first is SPEC §9's and the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = PAGE_SIZES[0]
export const MAX_PAGE_BUTTONS = 5

export type StatusFilter = 'all' | DriverStatus
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive']

export type DriversQuery = {
  search: string
  status: StatusFilter
  sort: DriversSort
  page: number
  size: PageSize
}

export type DriverRow = { driver: Driver; position: number }

export type DriversPage = {
  rows: DriverRow[]
  /** Every driver matching search and filter, in the sort order (what Export CSV writes). */
  matches: readonly Driver[]
  matching: number
  counts: StatusCounts
  page: number
  pageCount: number
  from: number
  to: number
  pageButtons: number[]
}

/** How many drivers of each status the search finds, whatever the status filter. */
export type StatusCounts = Record<DriverStatus, number>

type Matching = { matches: readonly Driver[]; counts: StatusCounts }

const listCounts = new WeakMap<readonly Driver[], StatusCounts>()

/** Counted once per list: an unchanged list is not walked again for an empty search. */
function countsOf(drivers: readonly Driver[]): StatusCounts {
  let counts = listCounts.get(drivers)
  if (!counts) {
    counts = { active: 0, inactive: 0 }
    for (const driver of drivers) counts[driver.status]++
    listCounts.set(drivers, counts)
  }
  return counts
}

/** The search and filter as a test of one driver (what "select all matching" keeps). */
export function matcherFor(search: string, status: StatusFilter): (driver: Driver) => boolean {
  const matchesSearch = searchMatcher(search)
  return (driver) =>
    (status === 'all' || driver.status === status) && (!matchesSearch || matchesSearch(driver))
}

/**
 * Filtered (and sorted, when asked), with the counts per status, in one pass. Each driver is
 * tested in list order, the order it sits in memory (testing in sorted order, scattered across
 * memory, takes three times as long), then the remembered sort order is read once.
 */
export function matchingDrivers(
  drivers: readonly Driver[],
  { search, status, sort }: Pick<DriversQuery, 'search' | 'status' | 'sort'>,
): Matching {
  const order = sort ? cachedSortOrder(drivers, sort) : null
  const matchesSearch = driverSearchMatcher(drivers, search)
  if (!matchesSearch && status === 'all') {
    // Nothing to filter: the list itself, not a 100 000-entry copy of it, and its own counts.
    return {
      matches: order ? order.map((index) => drivers[index]) : drivers,
      counts: countsOf(drivers),
    }
  }
  let active = 0
  let inactive = 0
  const kept = new Uint8Array(order ? drivers.length : 0)
  const matches: Driver[] = []
  for (let index = 0; index < drivers.length; index++) {
    if (matchesSearch && !matchesSearch(index)) continue
    const driver = drivers[index]
    if (driver.status === 'active') active++
    else inactive++
    if (status !== 'all' && driver.status !== status) continue
    if (order) kept[index] = 1
    else matches.push(driver)
  }
  const counts: StatusCounts = { active, inactive }
  if (!order) return { matches, counts }
  return { matches: order.filter((index) => kept[index] === 1).map((i) => drivers[i]), counts }
}

/** At most five page numbers around the current page, by the window rule of SPEC §9. */
export function pageWindow(current: number, pageCount: number): number[] {
  if (pageCount <= 0) return []
  let start: number
  if (pageCount <= MAX_PAGE_BUTTONS || current <= 3) start = 1
  else if (current >= pageCount - 2) start = pageCount - MAX_PAGE_BUTTONS + 1
  else start = current - 2
  const end = Math.min(pageCount, start + MAX_PAGE_BUTTONS - 1)
  return Array.from({ length: end - start + 1 }, (_, i) => start + i)
}

export function pageCountFor(matching: number, size: PageSize): number {
  return Math.ceil(matching / size)
}

/** The page of `size` rows that holds the row shown first now (`from`, 0 when none): it stays in view. */
export function pageKeeping(from: number, size: PageSize): number {
  return from > 0 ? Math.floor((from - 1) / size) + 1 : 1
}

/** Pages past either end land on the nearest real page. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount))
}

/** Search, filter, sort, then one page, with the counts per status for the search. */
export function queryDrivers(drivers: readonly Driver[], query: DriversQuery): DriversPage {
  const { matches, counts } = matchingDrivers(drivers, query)
  const pageCount = pageCountFor(matches.length, query.size)
  const current = clampPage(query.page, pageCount)
  const offset = (current - 1) * query.size
  const rows = matches
    .slice(offset, offset + query.size)
    .map((driver, i) => ({ driver, position: offset + i + 1 }))
  return {
    rows,
    matches,
    matching: matches.length,
    counts,
    page: current,
    pageCount,
    from: rows.length ? offset + 1 : 0,
    to: offset + rows.length,
    pageButtons: pageWindow(current, pageCount),
  }
}
