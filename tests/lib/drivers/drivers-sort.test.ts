import { describe, expect, it } from 'vitest'
import {
  cachedSortOrder,
  nextSort,
  sortDrivers,
  type DriversSort,
} from '@/lib/drivers/drivers-sort'
import type { Driver } from '@/lib/drivers/drivers-data'

const driver = (id: number, overrides: Partial<Driver>): Driver => ({
  id,
  name: `Driver ${id}`,
  email: `driver${id}@example.com`,
  phone: '+1 555-0000',
  status: 'active',
  trips: 100,
  rating: 4.5,
  ...overrides,
})

// Every key has ties, so stability shows: ids 1, 3 and 4 tie on each key.
const drivers: Driver[] = [
  driver(1, { name: 'Émile Zola', trips: 50, rating: 4.2, status: 'inactive' }),
  driver(2, { name: 'ada lovelace', trips: 300, rating: 5, status: 'active' }),
  driver(3, { name: 'Émile Zola', trips: 50, rating: 4.2, status: 'inactive' }),
  driver(4, { name: 'Émile Zola', trips: 50, rating: 4.2, status: 'inactive' }),
  driver(5, { name: 'Zoe Brown', trips: 7, rating: 4, status: 'active' }),
  driver(6, { name: 'Emma Stone', trips: 1000, rating: 4.9, status: 'inactive' }),
]
const ids = (sort: DriversSort) => sortDrivers(drivers, sort).map((d) => d.id)

describe('sortDrivers', () => {
  it('keeps the original order without a sort', () => {
    expect(ids(null)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('sorts names alphabetically, ignoring case and reading accents as letters', () => {
    expect(ids({ key: 'name', direction: 'asc' })).toEqual([2, 1, 3, 4, 6, 5])
    expect(ids({ key: 'name', direction: 'desc' })).toEqual([5, 6, 1, 3, 4, 2])
  })

  it('sorts trips as numbers, not as text', () => {
    expect(ids({ key: 'trips', direction: 'asc' })).toEqual([5, 1, 3, 4, 2, 6])
    expect(ids({ key: 'trips', direction: 'desc' })).toEqual([6, 2, 1, 3, 4, 5])
  })

  it('sorts by rating', () => {
    expect(ids({ key: 'rating', direction: 'asc' })).toEqual([5, 1, 3, 4, 6, 2])
    expect(ids({ key: 'rating', direction: 'desc' })).toEqual([2, 6, 1, 3, 4, 5])
  })

  it('puts drivers with no rating yet last, whichever way the ratings run, in their order', () => {
    const unrated: Driver[] = [
      driver(7, { rating: null }),
      driver(8, { rating: 4.5 }),
      driver(9, { rating: null }),
      driver(10, { rating: 4 }),
      driver(11, { rating: 5 }),
    ]
    const order = (direction: 'asc' | 'desc') =>
      sortDrivers(unrated, { key: 'rating', direction }).map((d) => d.id)

    expect(order('asc')).toEqual([10, 8, 11, 7, 9])
    expect(order('desc')).toEqual([11, 8, 10, 7, 9])
    // Sorted by another column, a driver with no rating is not set apart.
    const byTrips = sortDrivers(unrated, { key: 'trips', direction: 'desc' })
    expect(byTrips.map((d) => d.id)).toEqual([7, 8, 9, 10, 11])
  })

  it('sorts active before inactive, then the other way round', () => {
    expect(ids({ key: 'status', direction: 'asc' })).toEqual([2, 5, 1, 3, 4, 6])
    expect(ids({ key: 'status', direction: 'desc' })).toEqual([1, 3, 4, 6, 2, 5])
  })

  it('leaves the list it was given untouched', () => {
    const before = drivers.map((d) => d.id)
    sortDrivers(drivers, { key: 'trips', direction: 'desc' })
    expect(drivers.map((d) => d.id)).toEqual(before)
  })
})

describe('cachedSortOrder', () => {
  it('gives the same order as sortDrivers, worked out once per list and order', () => {
    const sort = { key: 'rating', direction: 'desc' } as const
    const first = cachedSortOrder(drivers, sort)

    expect(Array.from(first, (index) => drivers[index])).toEqual(sortDrivers(drivers, sort))
    expect(cachedSortOrder(drivers, { ...sort })).toBe(first)
    expect(cachedSortOrder(drivers, { key: 'rating', direction: 'asc' })).not.toBe(first)
    expect(cachedSortOrder([...drivers], sort)).not.toBe(first)
  })
})

describe('nextSort', () => {
  it('cycles a column ascending → descending → unsorted', () => {
    const ascending = nextSort(null, 'rating')
    expect(ascending).toEqual({ key: 'rating', direction: 'asc' })
    const descending = nextSort(ascending, 'rating')
    expect(descending).toEqual({ key: 'rating', direction: 'desc' })
    expect(nextSort(descending, 'rating')).toBeNull()
  })

  it('starts another column ascending, one column at a time', () => {
    expect(nextSort({ key: 'rating', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    })
  })
})
