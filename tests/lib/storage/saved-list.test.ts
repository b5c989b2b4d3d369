import { describe, expect, it } from 'vitest'
import { readSavedList, readSavedRecord } from '@/lib/storage/saved-list'

const positive = (item: unknown) => (typeof item === 'number' && item > 0 ? item : null)
const unique = (item: unknown, kept: readonly number[]) => {
  const n = positive(item)
  return n !== null && !kept.includes(n) ? n : null
}

describe('reading a saved list entry by entry', () => {
  it('drops a bad entry alone, keeping its neighbours in order', () => {
    expect(readSavedList([1, 'x', 2, -3, 4], positive)).toEqual([1, 2, 4])
  })

  it('keeps the first stored of two that clash', () => {
    expect(readSavedList([3, 1, 3, 2], unique)).toEqual([3, 1, 2])
  })

  it('keeps the first `max` entries it can read', () => {
    expect(readSavedList([1, 'x', 2, 3], positive, 2)).toEqual([1, 2])
  })

  it('reads an empty list as empty, and a foreign shape or nothing readable as null', () => {
    expect(readSavedList([], positive)).toEqual([])
    expect(readSavedList({ 0: 1 }, positive)).toBeNull()
    expect(readSavedList(['x', -1], positive)).toBeNull()
  })
})

describe('reading a saved record entry by entry', () => {
  const read = ([key, item]: [string, unknown]) => (/^\d+$/.test(key) ? positive(item) : null)

  it('drops a bad entry alone, keys kept', () => {
    expect(readSavedRecord({ 1: 5, x: 6, 2: 'no', 3: 7 }, read)).toEqual([
      ['1', 5],
      ['3', 7],
    ])
  })

  it('reads a list, null or nothing readable as null, and an empty record as empty', () => {
    expect(readSavedRecord([5], read)).toBeNull()
    expect(readSavedRecord(null, read)).toBeNull()
    expect(readSavedRecord({ x: 1 }, read)).toBeNull()
    expect(readSavedRecord({}, read)).toEqual([])
  })
})
