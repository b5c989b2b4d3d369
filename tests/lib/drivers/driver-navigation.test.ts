import { describe, expect, it } from 'vitest'
import { OPENED_FROM_LIST, wasOpenedFromList } from '@/lib/drivers/driver-navigation'

describe('a driver opened from the list', () => {
  it('is known by the state the list gave its navigation', () => {
    expect(wasOpenedFromList(OPENED_FROM_LIST)).toBe(true)
    expect(wasOpenedFromList({ ...OPENED_FROM_LIST, other: 1 })).toBe(true)
  })

  it.each([null, undefined, 'openedFromList', {}, { opened: true }])(
    'is not known from %j (a shared link, a reload of another page)',
    (state) => {
      expect(wasOpenedFromList(state)).toBe(false)
    },
  )
})
