import type { Driver } from '@/lib/drivers/drivers-data'

export type SortKey = 'name' | 'trips' | 'rating' | 'status'
export type SortDirection = 'asc' | 'desc'
/** One column at a time; null is the list's own order (by ID). */
export type DriversSort = { key: SortKey; direction: SortDirection } | null

export const SORT_KEYS: readonly SortKey[] = ['name', 'trips', 'rating', 'status']

/** The sort as one select value (`name:asc`, '' for the original order) and back. */
export const sortValue = (sort: DriversSort) => (sort ? `${sort.key}:${sort.direction}` : '')

export function sortFromValue(value: string): DriversSort {
  const [key, direction] = value.split(':')
  return key ? ({ key, direction } as NonNullable<DriversSort>) : null
}

const compareBy: Record<SortKey, (a: Driver, b: Driver) => number> = {
  // A fixed locale, so every admin and every test sees the same order ('Émile' beside 'Emma').
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
  trips: (a, b) => a.trips - b.trips,
  rating: (a, b) => (a.rating ?? 0) - (b.rating ?? 0),
  // 'active' before 'inactive' when ascending.
  status: (a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1),
}

/** Header clicks cycle ascending → descending → the original order; another column starts ascending. */
export function nextSort(current: DriversSort, key: SortKey): DriversSort {
  if (current?.key !== key) return { key, direction: 'asc' }
  return current.direction === 'asc' ? { key, direction: 'desc' } : null
}

/**
 * The list's indexes in sorted order. Stable in both directions: drivers that tie keep their
 * original order, so descending is not simply ascending reversed.
 */
export function sortOrder(drivers: readonly Driver[], sort: NonNullable<DriversSort>): number[] {
  const compare = compareBy[sort.key]
  const sign = sort.direction === 'asc' ? 1 : -1
  // A driver with no rating yet has none to rank: last, whichever way the ratings run.
  const unratedLast = (a: Driver, b: Driver) =>
    sort.key === 'rating' ? Number(a.rating === null) - Number(b.rating === null) : 0
  return [...drivers.keys()].sort(
    (a, b) =>
      unratedLast(drivers[a], drivers[b]) || sign * compare(drivers[a], drivers[b]) || a - b,
  )
}

export function sortDrivers(drivers: readonly Driver[], sort: DriversSort): readonly Driver[] {
  if (!sort) return drivers
  return sortOrder(drivers, sort).map((index) => drivers[index])
}

const sortOrders = new WeakMap<readonly Driver[], Map<string, readonly number[]>>()

/**
 * sortOrder, remembered per list and order: the list does not change while it is browsed, so
 * each order is worked out once (about 50 ms for 100 000 names) and every later search, filter
 * or page reads it in one pass.
 */
export function cachedSortOrder(
  drivers: readonly Driver[],
  sort: NonNullable<DriversSort>,
): readonly number[] {
  let byOrder = sortOrders.get(drivers)
  if (!byOrder) sortOrders.set(drivers, (byOrder = new Map()))
  const key = `${sort.key}:${sort.direction}`
  let order = byOrder.get(key)
  if (!order) byOrder.set(key, (order = sortOrder(drivers, sort)))
  return order
}
