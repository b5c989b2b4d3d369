import { describe, expect, it } from 'vitest'
import {
  matchesTerms,
  MAX_PALETTE_DRIVERS,
  paletteDrivers,
  searchTerms,
} from '@/components/layout/palette-search'
import { sampleDrivers } from '@/lib/drivers/drivers-data'

describe('palette search', () => {
  it('splits what was typed into lower-case words', () => {
    expect(searchTerms('  Maria   GARCIA ')).toEqual(['maria', 'garcia'])
    expect(searchTerms('   ')).toEqual([])
  })

  it('matches text holding every word, in any order and case', () => {
    expect(matchesTerms('Maria Garcia maria.garcia2@example.com', ['garcia', 'mar'])).toBe(true)
    expect(matchesTerms('Maria Garcia', ['maria', 'smith'])).toBe(false)
  })

  it('lists no drivers until something is typed', () => {
    expect(paletteDrivers(sampleDrivers, '  ')).toEqual({ shown: [], matching: 0 })
  })

  it('finds drivers by name or e-mail, at most a few, and counts them all', () => {
    const byName = paletteDrivers(sampleDrivers, 'maria')
    expect(byName.matching).toBe(5)
    expect(byName.shown.map((driver) => driver.id)).toEqual([2, 12, 22, 32, 42])

    expect(paletteDrivers(sampleDrivers, 'sofia.lopez10@').shown.map((d) => d.id)).toEqual([10])
    expect(paletteDrivers(sampleDrivers, '555-').matching).toBe(0)

    const many = paletteDrivers(sampleDrivers, 'example.com')
    expect(many.matching).toBe(50)
    expect(many.shown).toHaveLength(MAX_PALETTE_DRIVERS)
  })
})
