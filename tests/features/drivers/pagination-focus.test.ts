import { describe, expect, it } from 'vitest'
import {
  NEXT_ORDER,
  PREVIOUS_ORDER,
  nearestUsableControl,
} from '@/features/drivers/pagination-focus'

const previous = (usable: boolean) => ({ order: PREVIOUS_ORDER, usable })
const next = (usable: boolean) => ({ order: NEXT_ORDER, usable })
const pages = (numbers: number[], usable = true) => numbers.map((order) => ({ order, usable }))

describe('nearestUsableControl', () => {
  it('moves from a disabled Next to the last page button', () => {
    const controls = [previous(true), ...pages([1, 2, 3, 4, 5]), next(false)]
    expect(nearestUsableControl(controls, NEXT_ORDER)).toBe(5)
  })

  it('moves from a disabled Previous to the first page button', () => {
    const controls = [previous(false), ...pages([1, 2, 3]), next(true)]
    expect(nearestUsableControl(controls, PREVIOUS_ORDER)).toBe(1)
  })

  it('goes to Previous when the page buttons are hidden (phones)', () => {
    const controls = [previous(true), ...pages([3, 4, 5], false), next(false)]
    expect(nearestUsableControl(controls, NEXT_ORDER)).toBe(0)
  })

  it('goes to the nearest page number when a page button disappears', () => {
    const controls = [previous(true), ...pages([4, 5, 6, 7, 8]), next(true)]
    expect(nearestUsableControl(controls, 3)).toBe(1)
    expect(nearestUsableControl(controls, 10)).toBe(5)
  })

  it('prefers the earlier control on a tie', () => {
    const controls = [previous(true), ...pages([2, 4]), next(true)]
    expect(nearestUsableControl(controls, 3)).toBe(1)
  })

  it('finds nothing when nothing is usable', () => {
    expect(nearestUsableControl([previous(false), next(false)], NEXT_ORDER)).toBe(-1)
    expect(nearestUsableControl([], PREVIOUS_ORDER)).toBe(-1)
  })
})
