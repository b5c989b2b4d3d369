import { describe, expect, it } from 'vitest'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import {
  clampPage,
  matchingDrivers,
  pageKeeping,
  pageWindow,
  queryDrivers,
  type StatusFilter,
} from '@/lib/drivers/drivers-query'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

const driver = (id: number, overrides: Partial<Driver> = {}): Driver => ({
  id,
  name: `Driver ${id}`,
  email: `driver${id}@example.com`,
  phone: `+1 555-000${id}`,
  status: 'active',
  trips: 1,
  rating: 4.5,
  ...overrides,
})

const filterDrivers = (drivers: readonly Driver[], search: string, status: StatusFilter) =>
  matchingDrivers(drivers, { search, status, sort: null }).matches

describe('matchingDrivers', () => {
  const drivers = [
    driver(1, { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555-1234' }),
    driver(2, { name: 'Grace Hopper', email: 'GRACE@Navy.example.com', phone: '+1 555-9876' }),
    driver(3, {
      name: 'Alan Turing',
      email: 'alan@example.com',
      phone: '+44 20-1234',
      status: 'inactive',
    }),
  ]
  const names = (list: readonly Driver[]) => list.map((d) => d.name)

  it('matches the name without regard to case', () => {
    expect(names(filterDrivers(drivers, 'lOvElAcE', 'all'))).toEqual(['Ada Lovelace'])
  })

  it('matches the e-mail without regard to case', () => {
    expect(names(filterDrivers(drivers, 'navy.EXAMPLE', 'all'))).toEqual(['Grace Hopper'])
  })

  it('matches the phone by substring', () => {
    expect(names(filterDrivers(drivers, '1234', 'all'))).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(names(filterDrivers(drivers, '+44', 'all'))).toEqual(['Alan Turing'])
  })

  it('ignores surrounding spaces and treats a blank search as no search', () => {
    expect(filterDrivers(drivers, '  ada  ', 'all')).toHaveLength(1)
    expect(filterDrivers(drivers, '   ', 'all')).toHaveLength(3)
  })

  it('filters by status and combines it with the search', () => {
    expect(names(filterDrivers(drivers, '', 'inactive'))).toEqual(['Alan Turing'])
    expect(names(filterDrivers(drivers, '', 'active'))).toEqual(['Ada Lovelace', 'Grace Hopper'])
    expect(filterDrivers(drivers, 'ada', 'inactive')).toEqual([])
  })

  it('finds 33 active and 17 inactive sample drivers', () => {
    expect(filterDrivers(sampleDrivers, '', 'active')).toHaveLength(33)
    expect(filterDrivers(sampleDrivers, '', 'inactive')).toHaveLength(17)
  })

  it('treats regex characters in the search as plain text', () => {
    expect(filterDrivers(drivers, '.*', 'all')).toEqual([])
    expect(filterDrivers(drivers, '(', 'all')).toEqual([])
    expect(filterDrivers(drivers, '[a-z]\\', 'all')).toEqual([])
    const odd = [driver(9, { name: 'Jo $mith (Jr.)' })]
    expect(names(filterDrivers(odd, '$MITH (jr.)', 'all'))).toEqual(['Jo $mith (Jr.)'])
  })
})

describe('pageWindow (SPEC §9)', () => {
  it.each([
    // total pages 5 or fewer: all of them
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
    // current page 3 or less: pages 1 to 5
    [1, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    // within two of the end: the last five
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    // otherwise current - 2 to current + 2
    [4, 10, [2, 3, 4, 5, 6]],
    [7, 10, [5, 6, 7, 8, 9]],
    [4, 6, [2, 3, 4, 5, 6]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected)
  })

  it('shows no page buttons when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [999, 5, 5],
    [3, 5, 3],
    [4, 0, 1],
  ])('page %i of %i → %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected)
  })
})

describe('queryDrivers', () => {
  it('returns the first page of 10 with positions and footer figures', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'all',
      sort: null,
      page: 1,
      size: 10,
    })

    expect(result.rows).toHaveLength(10)
    expect(result.rows[0]).toEqual({ driver: sampleDrivers[0], position: 1 })
    expect(result).toMatchObject({ matching: 50, page: 1, pageCount: 5, from: 1, to: 10 })
    expect(result.pageButtons).toEqual([1, 2, 3, 4, 5])
  })

  it('numbers rows by their position in the filtered list (first row of page 2 is 11)', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'active',
      sort: null,
      page: 2,
      size: 10,
    })

    expect(result.rows[0].position).toBe(11)
    expect(result).toMatchObject({ matching: 33, pageCount: 4, from: 11, to: 20 })
  })

  it('shows a short last page', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'inactive',
      sort: null,
      page: 2,
      size: 10,
    })

    expect(result.rows).toHaveLength(7)
    expect(result).toMatchObject({ from: 11, to: 17, matching: 17 })
  })

  it('reports 0 to 0 of 0 when nothing matches', () => {
    const result = queryDrivers(sampleDrivers, {
      search: 'nobody-by-this-name',
      status: 'all',
      sort: null,
      page: 1,
      size: 10,
    })

    expect(result).toMatchObject({ rows: [], matching: 0, from: 0, to: 0, page: 1, pageCount: 0 })
    expect(result.pageButtons).toEqual([])
  })

  it('sorts within the search and filter, then pages, numbering rows by sorted position', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'active',
      sort: { key: 'rating', direction: 'desc' },
      page: 2,
      size: 10,
    })
    const expected = sampleDrivers
      .filter((d) => d.status === 'active')
      .sort((a, b) => b.rating! - a.rating! || a.id - b.id)

    expect(result.matches.map((d) => d.id)).toEqual(expected.map((d) => d.id))
    expect(result.rows.map((row) => [row.driver.id, row.position])).toEqual(
      expected.slice(10, 20).map((d, i) => [d.id, 11 + i]),
    )
  })

  it('sorts the drivers a search finds, ties in list order', () => {
    const result = queryDrivers(sampleDrivers, {
      search: 'MARIA',
      status: 'all',
      sort: { key: 'trips', direction: 'desc' },
      page: 1,
      size: 10,
    })
    const expected = sampleDrivers
      .filter((d) => d.name.startsWith('Maria'))
      .sort((a, b) => b.trips - a.trips || a.id - b.id)

    expect(result.matches.map((d) => d.id)).toEqual(expected.map((d) => d.id))
  })

  it('places every row of a page by its position in the list', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'all',
      sort: null,
      page: 3,
      size: 10,
    })

    expect(result.rows.map((row) => [row.driver.id, row.position])).toEqual(
      sampleDrivers.slice(20, 30).map((d, i) => [d.id, 21 + i]),
    )
  })

  it('lands a page past the end on the last page', () => {
    expect(
      queryDrivers(sampleDrivers, { search: '', status: 'all', sort: null, page: 999, size: 10 }),
    ).toMatchObject({
      page: 5,
      from: 41,
      to: 50,
    })
  })
})

describe('rows per page', () => {
  it('pages by the chosen size, with the window over the new page count', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'all',
      sort: null,
      page: 2,
      size: 25,
    })

    expect(result.rows.map((row) => row.position)).toEqual(range(26, 50))
    expect(result).toMatchObject({ page: 2, pageCount: 2, from: 26, to: 50, pageButtons: [1, 2] })
  })

  it('shows every driver on one page when the page holds them all', () => {
    const result = queryDrivers(sampleDrivers, {
      search: '',
      status: 'all',
      sort: null,
      page: 3,
      size: 100,
    })

    expect(result).toMatchObject({ page: 1, pageCount: 1, from: 1, to: 50, pageButtons: [1] })
  })

  it.each([
    [1, 25, 1],
    [21, 25, 1],
    [26, 25, 2],
    [41, 10, 5],
    [76, 50, 2],
    [51, 100, 1],
    [0, 50, 1],
  ] as const)('keeps row %i in view with %i rows a page: page %i', (from, size, page) => {
    expect(pageKeeping(from, size)).toBe(page)
  })
})

describe('counts per status', () => {
  const count = (drivers: readonly Driver[], search: string, status: StatusFilter = 'all') =>
    queryDrivers(drivers, { search, status, sort: null, page: 1, size: 10 }).counts
  const byHand = (search: string) => {
    const found = matchingDrivers(sampleDrivers, { search, status: 'all', sort: null }).matches
    return {
      active: found.filter((d) => d.status === 'active').length,
      inactive: found.filter((d) => d.status === 'inactive').length,
    }
  }

  it('counts every driver for no search: 33 active, 17 inactive', () => {
    expect(count(sampleDrivers, '')).toEqual({ active: 33, inactive: 17 })
    expect(count(sampleDrivers, '  ')).toEqual({ active: 33, inactive: 17 })
  })

  it('counts the drivers the search finds, whatever the status filter', () => {
    for (const search of ['', 'maria', 'garcía', 'smith james', '555', 'nobody']) {
      const expected = byHand(search)
      for (const status of ['all', 'active', 'inactive'] as const) {
        expect(count(sampleDrivers, search, status), `${search} ${status}`).toEqual(expected)
      }
    }
    expect(count(sampleDrivers, 'maria')).toEqual({ active: 4, inactive: 1 })
    expect(count(sampleDrivers, 'nobody')).toEqual({ active: 0, inactive: 0 })
  })

  it('keeps the counts when sorted, and filters only the matches', () => {
    const result = queryDrivers(sampleDrivers, {
      search: 'maria',
      status: 'inactive',
      sort: { key: 'trips', direction: 'desc' },
      page: 1,
      size: 10,
    })
    expect(result.counts).toEqual({ active: 4, inactive: 1 })
    expect(result.matches.map((d) => d.id)).toEqual([22])
  })

  it('counts a changed list afresh, the unchanged one as before', () => {
    const changed = sampleDrivers.map((d) =>
      d.id === 2 ? { ...d, status: 'inactive' as const } : d,
    )
    expect(count(changed, '')).toEqual({ active: 32, inactive: 18 })
    expect(count(changed, 'maria')).toEqual({ active: 3, inactive: 2 })
    expect(count(sampleDrivers, '')).toEqual({ active: 33, inactive: 17 })
  })
})

describe('search through the query', () => {
  it('finds accented, reordered and spaced-out phone searches', () => {
    const ids = (search: string) =>
      queryDrivers(sampleDrivers, {
        search,
        status: 'all',
        sort: null,
        page: 1,
        size: 10,
      }).matches.map((d) => d.id)
    expect(ids('García')).toEqual(ids('garcia'))
    expect(ids('García').length).toBeGreaterThan(0)
    expect(ids('smith james')).toEqual(ids('james smith'))
    const phone = sampleDrivers[0].phone.slice(3)
    expect(ids(phone.replace('-', ''))).toEqual([1])
    expect(ids(phone.replace('-', ' '))).toEqual([1])
  })
})
