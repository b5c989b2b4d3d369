import { describe, expect, it } from 'vitest'
import { parseDriversParams, toDriversParams } from '@/lib/drivers/drivers-url-state'

const parse = (query: string) => parseDriversParams(new URLSearchParams(query))

describe('drivers URL state', () => {
  it('defaults to the plain list', () => {
    expect(parse('')).toEqual({ search: '', status: 'all', sort: null, page: 1, size: 10 })
  })

  it('reads search, status, sort and page', () => {
    expect(parse('q=ada&status=inactive&sort=rating&dir=desc&page=2')).toEqual({
      search: 'ada',
      status: 'inactive',
      sort: { key: 'rating', direction: 'desc' },
      page: 2,
      size: 10,
    })
  })

  it.each(['name', 'trips', 'rating', 'status'] as const)(
    'reads sort=%s in both directions',
    (key) => {
      expect(parse(`sort=${key}&dir=asc`).sort).toEqual({ key, direction: 'asc' })
      expect(parse(`sort=${key}&dir=desc`).sort).toEqual({ key, direction: 'desc' })
    },
  )

  it.each(['sort=email', 'sort=Rating', 'sort=', 'sort=__proto__', 'sort=toString', 'dir=desc'])(
    'ignores an unknown sort key: %s',
    (query) => {
      expect(parse(query).sort).toBeNull()
    },
  )

  it.each(['dir=DESC', 'dir=down', 'dir=', ''])(
    'sorts ascending when the direction is %j',
    (dir) => {
      expect(parse(`sort=trips&${dir}`).sort).toEqual({ key: 'trips', direction: 'asc' })
    },
  )

  it.each(['page=-1', 'page=0', 'page=abc', 'page=2.5', 'page=1e400', 'page='])(
    'falls back to page 1 for %s',
    (query) => {
      expect(parse(query).page).toBe(1)
    },
  )

  it.each(['25', '50', '100'] as const)('reads size=%s rows per page', (size) => {
    expect(parse(`size=${size}`).size).toBe(Number(size))
  })

  it.each(['size=30', 'size=0', 'size=-25', 'size=abc', 'size=25.0x', 'size='])(
    'falls back to 10 rows for a size not offered: %s',
    (query) => {
      expect(parse(query).size).toBe(10)
    },
  )

  it.each(['status=ACTIVE', 'status=deleted', 'status=', 'status=<script>'])(
    'falls back to all statuses for %s',
    (query) => {
      expect(parse(query).status).toBe('all')
    },
  )

  it('caps a very long search', () => {
    expect(parse(`q=${'x'.repeat(5000)}`).search).toHaveLength(200)
  })

  it('writes only what differs from the defaults', () => {
    expect(
      toDriversParams({ search: '', status: 'all', sort: null, page: 1, size: 10 }).toString(),
    ).toBe('')
    expect(
      toDriversParams({
        search: 'a b',
        status: 'active',
        sort: { key: 'name', direction: 'desc' },
        page: 3,
        size: 10,
      }).toString(),
    ).toBe('q=a+b&status=active&sort=name&dir=desc&page=3')
    expect(
      toDriversParams({
        search: '',
        status: 'all',
        sort: { key: 'trips', direction: 'asc' },
        page: 1,
        size: 10,
      }).toString(),
    ).toBe('sort=trips&dir=asc')
    expect(
      toDriversParams({ search: '', status: 'all', sort: null, page: 2, size: 50 }).toString(),
    ).toBe('page=2&size=50')
  })

  it('round-trips', () => {
    const state = {
      search: 'Ada & co',
      status: 'inactive' as const,
      sort: { key: 'status' as const, direction: 'desc' as const },
      page: 4,
      size: 25 as const,
    }
    expect(parseDriversParams(toDriversParams(state))).toEqual(state)
  })
})
