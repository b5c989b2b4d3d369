import { describe, expect, it } from 'vitest'
import {
  KEEP_SEARCH_TEXT,
  keepsSearchText,
  OPENED_FROM_LIST,
  wasOpenedFromList,
} from '@/lib/drivers/driver-navigation'

describe('a driver opened from the list', () => {
  it('is known by the state the list gave its navigation', () => {
    expect(wasOpenedFromList(OPENED_FROM_LIST)).toBe(true)
    expect(wasOpenedFromList({ ...OPENED_FROM_LIST, other: 1 })).toBe(true)
  })

  it('keeps the search text, as every move within the list does', () => {
    expect(keepsSearchText(OPENED_FROM_LIST)).toBe(true)
    expect(keepsSearchText(KEEP_SEARCH_TEXT)).toBe(true)
  })

  it("is not known from the list's own URL updates, which keep its search only", () => {
    expect(wasOpenedFromList(KEEP_SEARCH_TEXT)).toBe(false)
  })

  it.each([null, undefined, 'openedFromList', 'keepSearchText', {}, { opened: true }])(
    'is not known from %j (a shared link, a reload of another page), nor keeps the search',
    (state) => {
      expect(wasOpenedFromList(state)).toBe(false)
      expect(keepsSearchText(state)).toBe(false)
    },
  )
})
