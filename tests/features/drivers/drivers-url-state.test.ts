import { describe, expect, it } from 'vitest'
import { parseDriversParams, toDriversParams } from '@/features/drivers/drivers-url-state'

const parse = (query: string) => parseDriversParams(new URLSearchParams(query))

describe('drivers URL state', () => {
  it('defaults to the plain list', () => {
    expect(parse('')).toEqual({ search: '', status: 'all', page: 1 })
  })

  it('reads search, status and page', () => {
    expect(parse('q=ada&status=inactive&page=2')).toEqual({
      search: 'ada',
      status: 'inactive',
      page: 2,
    })
  })

  it.each(['page=-1', 'page=0', 'page=abc', 'page=2.5', 'page=1e400', 'page='])(
    'falls back to page 1 for %s',
    (query) => {
      expect(parse(query).page).toBe(1)
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
    expect(toDriversParams({ search: '', status: 'all', page: 1 }).toString()).toBe('')
    expect(toDriversParams({ search: 'a b', status: 'active', page: 3 }).toString()).toBe(
      'q=a+b&status=active&page=3',
    )
  })

  it('round-trips', () => {
    const state = { search: 'Ada & co', status: 'inactive' as const, page: 4 }
    expect(parseDriversParams(toDriversParams(state))).toEqual(state)
  })
})
