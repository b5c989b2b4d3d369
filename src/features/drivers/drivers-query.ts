import type { Driver, DriverStatus } from './drivers-data'

export const DRIVERS_PAGE_SIZE = 10
export const MAX_PAGE_BUTTONS = 5

export type StatusFilter = 'all' | DriverStatus
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive']

export type DriversQuery = { search: string; status: StatusFilter; page: number }

export type DriverRow = { driver: Driver; position: number }

export type DriversPage = {
  rows: DriverRow[]
  /** Drivers matching search and filter. */
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

/** Name or e-mail without regard to case, or phone by plain substring (SPEC §9). */
export function filterDrivers(
  drivers: readonly Driver[],
  search: string,
  status: StatusFilter,
): readonly Driver[] {
  const needle = search.trim()
  // Nothing to filter: the list itself, not a 100 000-entry copy of it.
  if (!needle && status === 'all') return drivers
  const nameOrEmail = needle ? caseInsensitiveMatcher(needle) : null
  const matches: Driver[] = []
  for (const driver of drivers) {
    if (status !== 'all' && driver.status !== status) continue
    if (
      nameOrEmail &&
      !driver.phone.includes(needle) &&
      !nameOrEmail.test(driver.name) &&
      !nameOrEmail.test(driver.email)
    ) {
      continue
    }
    matches.push(driver)
  }
  return matches
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

export function queryDrivers(
  drivers: readonly Driver[],
  { search, status, page }: DriversQuery,
  pageSize = DRIVERS_PAGE_SIZE,
): DriversPage {
  const matches = filterDrivers(drivers, search, status)
  const pageCount = pageCountFor(matches.length, pageSize)
  const current = clampPage(page, pageCount)
  const offset = (current - 1) * pageSize
  const rows = matches
    .slice(offset, offset + pageSize)
    .map((driver, i) => ({ driver, position: offset + i + 1 }))
  return {
    rows,
    matching: matches.length,
    page: current,
    pageCount,
    from: rows.length ? offset + 1 : 0,
    to: offset + rows.length,
    pageButtons: pageWindow(current, pageCount),
  }
}
