import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { cachedSortOrder, type DriversSort } from './drivers-sort'

export const DRIVERS_PAGE_SIZE = 10
export const MAX_PAGE_BUTTONS = 5

export type StatusFilter = 'all' | DriverStatus
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive']

export type DriversQuery = {
  search: string
  status: StatusFilter
  sort: DriversSort
  page: number
}

export type DriverRow = { driver: Driver; position: number }

export type DriversPage = {
  rows: DriverRow[]
  /** Every driver matching search and filter, in the sort order (what Export CSV writes). */
  matches: readonly Driver[]
  matching: number
  page: number
  pageCount: number
  from: number
  to: number
  pageButtons: number[]
}

// A case-insensitive regular expression needs no lower-cased copy of every name (no index to build).
function caseInsensitiveMatcher(needle: string): RegExp {
  return new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')
}

/**
 * The search and filter as a test of one driver: name or e-mail without regard to case, or phone
 * by plain substring (SPEC §9). Null when every driver passes.
 */
function driverMatcher(search: string, status: StatusFilter): ((driver: Driver) => boolean) | null {
  const needle = search.trim()
  if (!needle && status === 'all') return null
  const nameOrEmail = needle ? caseInsensitiveMatcher(needle) : null
  return (driver) =>
    (status === 'all' || driver.status === status) &&
    (!nameOrEmail ||
      driver.phone.includes(needle) ||
      nameOrEmail.test(driver.name) ||
      nameOrEmail.test(driver.email))
}

/** The search and filter as a test of one driver (what "select all matching" keeps). */
export function matcherFor(search: string, status: StatusFilter): (driver: Driver) => boolean {
  return driverMatcher(search, status) ?? (() => true)
}

export function filterDrivers(
  drivers: readonly Driver[],
  search: string,
  status: StatusFilter,
): readonly Driver[] {
  const matches = driverMatcher(search, status)
  // Nothing to filter: the list itself, not a 100 000-entry copy of it.
  return matches ? drivers.filter(matches) : drivers
}

/**
 * Filtered and sorted. Each driver is tested in list order, the order it sits in memory (testing
 * in sorted order, scattered across memory, takes three times as long), then the remembered
 * sort order is read once.
 */
export function matchingDrivers(
  drivers: readonly Driver[],
  { search, status, sort }: Omit<DriversQuery, 'page'>,
): readonly Driver[] {
  if (!sort) return filterDrivers(drivers, search, status)
  const order = cachedSortOrder(drivers, sort)
  const matches = driverMatcher(search, status)
  if (!matches) return order.map((index) => drivers[index])
  const kept = new Uint8Array(drivers.length)
  for (let index = 0; index < drivers.length; index++) kept[index] = matches(drivers[index]) ? 1 : 0
  return order.filter((index) => kept[index] === 1).map((index) => drivers[index])
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

export function pageCountFor(matching: number, pageSize = DRIVERS_PAGE_SIZE): number {
  return Math.ceil(matching / pageSize)
}

/** Pages past either end land on the nearest real page. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount))
}

/** Search, filter, sort, then one page. */
export function queryDrivers(
  drivers: readonly Driver[],
  query: DriversQuery,
  pageSize = DRIVERS_PAGE_SIZE,
): DriversPage {
  const matches = matchingDrivers(drivers, query)
  const pageCount = pageCountFor(matches.length, pageSize)
  const current = clampPage(query.page, pageCount)
  const offset = (current - 1) * pageSize
  const rows = matches
    .slice(offset, offset + pageSize)
    .map((driver, i) => ({ driver, position: offset + i + 1 }))
  return {
    rows,
    matches,
    matching: matches.length,
    page: current,
    pageCount,
    from: rows.length ? offset + 1 : 0,
    to: offset + rows.length,
    pageButtons: pageWindow(current, pageCount),
  }
}
