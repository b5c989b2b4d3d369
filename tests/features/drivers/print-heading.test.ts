import { afterEach, describe, expect, it } from 'vitest'
import { printHeading } from '@/features/drivers/print-heading'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

afterEach(() => setCatalog('en', everyText.en))

const list = { status: 'all', search: '', sort: null, matching: 53, total: 53 } as const

describe('the heading a printed list goes under', () => {
  it('names the filter, the search and the sort, then how many of how many', () => {
    expect(
      printHeading({
        status: 'active',
        search: 'garcia',
        sort: { key: 'rating', direction: 'desc' },
        matching: 35,
        total: 53,
      }),
    ).toBe('Active drivers matching "garcia", by rating, highest first: 35 of 53')
  })

  it('says what is left out: no search, no sort, the list’s own order', () => {
    expect(printHeading(list)).toBe('All drivers: 53 of 53')
    expect(printHeading({ ...list, status: 'inactive', matching: 17 })).toBe(
      'Inactive drivers: 17 of 53',
    )
    expect(printHeading({ ...list, search: '  ' })).toBe('All drivers: 53 of 53')
  })

  it('words every order the toolbar offers', () => {
    const sorted = (key: 'name' | 'trips' | 'rating' | 'status', direction: 'asc' | 'desc') =>
      printHeading({ ...list, sort: { key, direction } })
    expect([
      sorted('name', 'asc'),
      sorted('name', 'desc'),
      sorted('trips', 'desc'),
      sorted('trips', 'asc'),
      sorted('rating', 'asc'),
      sorted('status', 'asc'),
      sorted('status', 'desc'),
    ]).toEqual([
      'All drivers, by name, A to Z: 53 of 53',
      'All drivers, by name, Z to A: 53 of 53',
      'All drivers, by trips, most first: 53 of 53',
      'All drivers, by trips, fewest first: 53 of 53',
      'All drivers, by rating, lowest first: 53 of 53',
      'All drivers, by status, active first: 53 of 53',
      'All drivers, by status, inactive first: 53 of 53',
    ])
  })

  it('is in the page’s language, its numbers too', () => {
    const searched = {
      ...list,
      status: 'inactive',
      search: 'Groß',
      matching: 1200,
      total: 1500,
    } as const
    setCatalog('de', everyText.de)
    expect(printHeading({ ...searched, sort: { key: 'trips', direction: 'desc' } })).toBe(
      'Inaktive Fahrer mit „Groß“, nach Fahrten, die meisten zuerst: 1.200 von 1.500',
    )
    setCatalog('ar', everyText.ar)
    expect(printHeading(searched)).toBe('السائقون غير النشطين المطابقون لـ «Groß»: 1,200 من 1,500')
  })
})
