// @vitest-environment jsdom
// jsdom: happy-dom binds each storage's own methods, so a spy on Storage.prototype misses them.
import { describe, expect, it, vi } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'
import { savedDriversSummary, writeDriversSummary } from '@/lib/local-data/summary'
import { readLocalValue } from '@/lib/storage/local-value'

// The few facts the head script paints of the drivers before the database can be read: read by
// its own rule, and never replaced by an older one. (When the app writes it: local-data.test.ts.)

const read = () => readLocalValue(savedDriversSummary)
const save = (value: unknown) =>
  localStorage.setItem(localKeys.driversSummary, JSON.stringify(value))
const summary = { seq: 4, changed: true, count: 51 }

describe('the saved summary', () => {
  it('is read when whole: a sequence number and a count from 0, and whether they changed', () => {
    save(summary)
    expect(read()).toEqual(summary)
    save({ seq: 0, changed: false, count: 0 })
    expect(read()).toEqual({ seq: 0, changed: false, count: 0 })
  })

  it.each([
    ['none', null],
    ['a sequence number below zero', { ...summary, seq: -1 }],
    ['a count that is not whole', { ...summary, count: 1.5 }],
    ['a count below zero', { ...summary, count: -1 }],
    ['no count', { ...summary, count: undefined }],
    ['a change that is not yes or no', { ...summary, changed: 'yes' }],
  ])('is none with %s (the head script then hides the rows and the count)', (_case, value) => {
    save(value)
    expect(read()).toBeNull()
  })
})

describe('writing the summary', () => {
  it('replaces one of the same sequence number (drivers dropped since), never a newer one', () => {
    writeDriversSummary(summary)
    writeDriversSummary({ ...summary, count: 50 })
    expect(read()).toEqual({ ...summary, count: 50 })
    writeDriversSummary({ ...summary, seq: 3, count: 7 })
    expect(read()).toEqual({ ...summary, count: 50 })
  })

  it('saves none when given none, and when the storage is full', () => {
    writeDriversSummary(summary)
    writeDriversSummary(null)
    expect(read()).toBeNull()

    writeDriversSummary(summary)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError')
    })
    writeDriversSummary({ ...summary, seq: 5 })
    expect(localStorage.getItem(localKeys.driversSummary)).toBeNull()
  })

  it('says nothing when the storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('Blocked', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked)
    expect(() => writeDriversSummary(summary)).not.toThrow()
  })
})
