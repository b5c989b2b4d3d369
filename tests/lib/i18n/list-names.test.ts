import { describe, expect, it } from 'vitest'
import { listNames } from '@/lib/i18n/list-names'

describe('lists of names', () => {
  it('name three, then count the rest', () => {
    expect(listNames(['A'])).toBe('A')
    expect(listNames(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C, and 2 more')
    expect(listNames(['A', 'B', 'C'], 1000)).toBe('A, B, C, and 997 more')
  })
})
