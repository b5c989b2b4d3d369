import { describe, expect, it } from 'vitest'
import {
  countHiddenSelected,
  countSelected,
  isSelected,
  NOTHING_SELECTED,
  pageSelection,
  rangeOf,
  selectedDrivers,
  selectMatching,
  setSelected,
} from '@/features/drivers/driver-selection'
import { generateSampleDrivers, type Driver } from '@/lib/drivers/drivers-data'

const drivers = generateSampleDrivers(12)
const [d1, d2, d3, d4, d5] = drivers
const ids = (list: readonly Driver[]) => list.map(({ id }) => id)
const active = (driver: Driver) => driver.status === 'active'
const ACTIVE = { search: '', status: 'active' } as const

describe('a set of drivers', () => {
  it('starts empty', () => {
    expect(countSelected(NOTHING_SELECTED, drivers)).toEqual({ active: 0, inactive: 0 })
    expect(drivers.some((driver) => isSelected(NOTHING_SELECTED, driver))).toBe(false)
  })

  it('adds and removes drivers, counting them by status', () => {
    const two = setSelected(NOTHING_SELECTED, [d1, d2], true)
    expect(ids(selectedDrivers(two, drivers))).toEqual([1, 2])
    // Driver 1 is inactive (every third, from the first), driver 2 active.
    expect(countSelected(two, drivers)).toEqual({ active: 1, inactive: 1 })
    const one = setSelected(two, [d1], false)
    expect(ids(selectedDrivers(one, drivers))).toEqual([2])
    expect(isSelected(two, d1)).toBe(true) // The earlier selection is left as it was.
  })

  it('gives back the same selection when nothing changes', () => {
    const two = setSelected(NOTHING_SELECTED, [d1, d2], true)
    expect(setSelected(two, [d1], true)).toBe(two)
    expect(setSelected(NOTHING_SELECTED, [d3], false)).toBe(NOTHING_SELECTED)
  })

  it('lists the selected drivers in the order given, not the order chosen', () => {
    const chosen = setSelected(setSelected(NOTHING_SELECTED, [d4], true), [d1], true)
    expect(ids(selectedDrivers(chosen, [...drivers].reverse()))).toEqual([4, 1])
  })
})

describe('all matching, except some', () => {
  const allActive = selectMatching(ACTIVE, drivers)

  it('selects every driver the search and filter match, and only those', () => {
    expect(drivers.filter((driver) => isSelected(allActive, driver))).toEqual(
      drivers.filter(active),
    )
    expect(countSelected(allActive, drivers)).toEqual({ active: 8, inactive: 0 })
  })

  it('unselects a matching driver as an exception, and selects one outside as an addition', () => {
    const fewer = setSelected(allActive, [d2], false)
    expect(isSelected(fewer, d2)).toBe(false)
    expect(countSelected(fewer, drivers)).toEqual({ active: 7, inactive: 0 })
    const more = setSelected(fewer, [d1], true)
    expect(isSelected(more, d1)).toBe(true)
    expect(countSelected(more, drivers)).toEqual({ active: 7, inactive: 1 })
    // Back again: the exception and the addition go.
    const back = setSelected(setSelected(more, [d1], false), [d2], true)
    expect(back.kind === 'matching' && [back.except.size, back.plus.size]).toEqual([0, 0])
    expect(countSelected(back, drivers)).toEqual({ active: 8, inactive: 0 })
  })

  it('keeps a toggle apart from the drivers matched, however many matched', () => {
    const many = generateSampleDrivers(100_000)
    const all = selectMatching({ search: '', status: 'all' }, many)
    const selection = setSelected(all, [many[5]], false)
    expect(selection.kind === 'matching' && selection.matched).toBe(
      all.kind === 'matching' && all.matched,
    )
    expect(selection.kind === 'matching' && [...selection.except]).toEqual([6])
    expect(countSelected(selection, many)).toEqual({ active: 66_665, inactive: 33_334 })
  })

  it('takes the drivers that match when chosen: one who comes to match later is not selected', () => {
    const inactive = selectMatching({ search: '', status: 'inactive' }, drivers)
    // Another tab sets Maria Garcia (driver 2) inactive; driver 1 becomes active.
    const later = drivers.map((driver) =>
      driver.id === 2
        ? { ...driver, status: 'inactive' as const }
        : driver.id === 1
          ? { ...driver, status: 'active' as const }
          : driver,
    )
    expect(isSelected(inactive, later[1]!)).toBe(false)
    expect(isSelected(inactive, later[0]!)).toBe(true)
    expect(countSelected(inactive, later)).toEqual({ active: 1, inactive: 3 })
  })

  it('selects by the search as well: every word, any order, accents ignored', () => {
    const garcias = selectMatching({ search: 'garcía', status: 'all' }, drivers)
    expect(drivers.filter((driver) => isSelected(garcias, driver)).map(({ name }) => name)).toEqual(
      drivers.filter(({ name }) => name.endsWith('Garcia')).map(({ name }) => name),
    )
    expect(countSelected(garcias, drivers)).toEqual(
      countSelected(
        setSelected(
          NOTHING_SELECTED,
          drivers.filter(({ name }) => name.endsWith('Garcia')),
          true,
        ),
        drivers,
      ),
    )
  })
})

describe('selected drivers the list shown hides', () => {
  const EVERYONE = { search: '', status: 'all' } as const
  const INACTIVE = { search: '', status: 'inactive' } as const

  it('counts the chosen drivers the search and filter leave out', () => {
    // Drivers 1 and 4 are inactive, 2, 3 and 5 active.
    const chosen = setSelected(NOTHING_SELECTED, [d1, d2, d3, d4], true)
    expect(countHiddenSelected(chosen, drivers, EVERYONE)).toBe(0)
    expect(countHiddenSelected(chosen, drivers, ACTIVE)).toBe(2)
    expect(countHiddenSelected(chosen, drivers, INACTIVE)).toBe(2)
    // Only driver 2 is named Maria Garcia among the twelve.
    expect(countHiddenSelected(chosen, drivers, { search: 'maria garcia', status: 'all' })).toBe(3)
    expect(countHiddenSelected(NOTHING_SELECTED, drivers, ACTIVE)).toBe(0)
  })

  it('counts "all matching" by the drivers it matched, with its exceptions and additions', () => {
    const allActive = selectMatching(ACTIVE, drivers)
    expect(countHiddenSelected(allActive, drivers, ACTIVE)).toBe(0)
    expect(countHiddenSelected(allActive, drivers, INACTIVE)).toBe(drivers.filter(active).length)

    const edited = setSelected(setSelected(allActive, [d2], false), [d1], true)
    // Shown: the inactive drivers. Hidden and selected: every active one but driver 2.
    expect(countHiddenSelected(edited, drivers, INACTIVE)).toBe(drivers.filter(active).length - 1)
    // Shown: the active ones. Hidden and selected: driver 1, added by hand.
    expect(countHiddenSelected(edited, drivers, ACTIVE)).toBe(1)
  })
})

describe('the page checkbox', () => {
  it('is checked for a whole page, mixed for part of it, clear for none', () => {
    const page = [d1, d2, d3]
    expect(pageSelection(NOTHING_SELECTED, page)).toBe(false)
    expect(pageSelection(setSelected(NOTHING_SELECTED, [d2], true), page)).toBe('mixed')
    expect(pageSelection(setSelected(NOTHING_SELECTED, page, true), page)).toBe(true)
    expect(pageSelection(selectMatching(ACTIVE, drivers), [d2, d3])).toBe(true)
    expect(pageSelection(selectMatching(ACTIVE, drivers), [d1, d2])).toBe('mixed')
  })
})

describe('a shift-click range', () => {
  it('runs from the anchor to the target in the order shown, either way', () => {
    const shown = [d5, d3, d1, d4, d2]
    expect(ids(rangeOf(shown, 3, 4)!)).toEqual([3, 1, 4])
    expect(ids(rangeOf(shown, 2, 1)!)).toEqual([1, 4, 2])
    expect(ids(rangeOf(shown, 1, 1)!)).toEqual([1])
  })

  it('is none when the anchor or the target is not shown', () => {
    expect(rangeOf([d1, d2], 3, 1)).toBeNull()
    expect(rangeOf([d1, d2], 1, 3)).toBeNull()
  })
})
