import { describe, expect, it } from 'vitest'
import {
  driverCount,
  everyDriver,
  MAX_DRIVERS,
  parseRoster,
  savedRoster,
  withAdded,
  withoutAdded,
  withoutRemoved,
  withRemoved,
  type AddedDriver,
  type Roster,
} from '@/lib/drivers/driver-roster'
import { generateSampleDrivers, sampleDrivers } from '@/lib/drivers/drivers-data'

// The sample has drivers 1 to 50; added drivers take 51 and up.
const added = (id: number, changes: Partial<AddedDriver> = {}): AddedDriver => ({
  id,
  name: `Driver ${id}`,
  email: `driver${id}@example.com`,
  phone: '+1 555-0100',
  status: 'active',
  ...changes,
})
const roster = (changes: Partial<Roster> = {}): Roster => ({
  nextId: 51,
  added: [],
  removed: [],
  ...changes,
})

describe('reading the saved roster', () => {
  it('reads a roster as it was saved', () => {
    const saved = {
      nextId: 60,
      added: [added(51), added(55, { status: 'inactive' })],
      removed: [3],
    }
    expect(parseRoster(saved)).toEqual(saved)
  })

  it.each([
    ['null', null],
    ['text', 'roster'],
    ['a list', [[], []]],
    ['a roster without added drivers', { nextId: 51, removed: [] }],
    ['a roster without removed ids', { nextId: 51, added: [] }],
    ['added drivers that are not a list', { added: { 51: added(51) }, removed: [] }],
    ['removed ids that are not a list', { added: [], removed: '3' }],
  ])('reads %s as nothing saved', (_case, value) => {
    expect(parseRoster(value)).toBeNull()
  })

  // Neither id nor e-mail of these clashes with the neighbours, 51 and 53.
  it.each([
    ['not an object', 'Driver 52'],
    ['null', null],
    ['an id of the sample', added(50)],
    ['an id that is not a whole number', added(52.5)],
    ['an id as text', { ...added(52), id: '52' }],
    ['an id past the safe integers', added(2 ** 53)],
    ['no id', { ...added(52), id: undefined }],
    ['a name with spaces around it', added(52, { name: ' Ada Lovelace' })],
    ['an e-mail with spaces around it', added(52, { email: 'ada@example.com ' })],
    ['a phone with spaces around it', added(52, { phone: ' +1 555-0100' })],
    ['an empty name', added(52, { name: '' })],
    ['a name that is not text', { ...added(52), name: 52 }],
    ['an e-mail that is not text', { ...added(52), email: null }],
    ['a phone that is not text', { ...added(52), phone: 5550100 }],
    ['a name too long', added(52, { name: 'x'.repeat(101) })],
    ['a phone with letters', added(52, { phone: '555 abc' })],
    ['a phone without digits', added(52, { phone: '()' })],
    ['a phone too long', added(52, { phone: '1'.repeat(31) })],
    ['an e-mail without @', added(52, { email: 'ada.example.com' })],
    ['an e-mail too long', added(52, { email: `${'a'.repeat(243)}@example.com` })],
    ['an unknown status', { ...added(52), status: 'retired' }],
    ['no status', { ...added(52), status: undefined }],
    ['the id of an earlier entry', added(51, { email: 'ada@example.com' })],
    [
      'the e-mail of an earlier entry, in another case',
      added(52, { email: 'DRIVER51@example.com' }),
    ],
  ])('drops an added driver with %s alone, keeping its neighbours', (_case, bad) => {
    expect(parseRoster({ nextId: 54, added: [added(51), bad, added(53)], removed: [] })).toEqual(
      roster({ nextId: 54, added: [added(51), added(53)] }),
    )
  })

  it('lets a driver in the list have the e-mail of a removed one, as adding does', () => {
    const gone = added(51, { email: 'ada@example.com' })
    const again = added(52, { email: 'ADA@example.com' })
    expect(parseRoster({ nextId: 53, added: [gone, again], removed: [51] })).toEqual(
      roster({ nextId: 53, added: [gone, again], removed: [51] }),
    )
  })

  it('keeps an e-mail the form would refuse but an earlier version accepted', () => {
    const old = added(51, { email: 'ada@localhost' })
    expect(parseRoster({ nextId: 52, added: [old], removed: [] })?.added).toEqual([old])
  })

  it('lets a dropped entry claim neither its id nor its e-mail', () => {
    const broken = added(51, { phone: 'none' })
    const valid = added(51)
    expect(parseRoster({ nextId: 52, added: [broken, valid], removed: [] })?.added).toEqual([valid])
  })

  it('reads no added drivers when none of them is readable', () => {
    expect(parseRoster({ nextId: 52, added: ['x', added(7)], removed: [3] })).toEqual(
      roster({ nextId: 52, removed: [3] }),
    )
  })

  it(`keeps at most ${MAX_DRIVERS} added drivers, the first ones`, () => {
    const many = Array.from({ length: MAX_DRIVERS + 1 }, (_, index) => added(51 + index))
    const read = parseRoster({ added: many, removed: [] })!.added
    expect(read).toHaveLength(MAX_DRIVERS)
    expect(read.at(-1)!.id).toBe(50 + MAX_DRIVERS)
  })

  it('drops alone a removed id no driver has, or listed twice', () => {
    const saved = {
      nextId: 53,
      added: [added(51), added(52, { phone: 'x' })],
      removed: [3, 99, 51, 3, 52, 0, 1, 2.5, '4', null, 50],
    }
    expect(parseRoster(saved)).toEqual(
      roster({ nextId: 53, added: [added(51)], removed: [3, 51, 1, 50] }),
    )
  })

  it('reads no removed ids when none of them is readable', () => {
    expect(parseRoster({ nextId: 51, added: [], removed: [99, 'x'] })).toEqual(roster())
  })

  it.each([
    ['kept when above every id', 60, [added(51), added(55)], 60],
    ['raised above an added id', 52, [added(51), added(55)], 56],
    ['raised when it is an added id', 55, [added(51), added(55)], 56],
    ['raised above the sample', 10, [], 51],
    ['worked out when missing', undefined, [added(51), added(55)], 56],
    ['worked out when missing, with none added', undefined, [], 51],
    ['worked out when text', '60', [], 51],
    ['worked out when not a whole number', 60.5, [], 51],
  ])('the next id is %s', (_case, nextId, drivers, expected) => {
    expect(parseRoster({ nextId, added: drivers, removed: [] })?.nextId).toBe(expected)
  })

  it('reads the saved JSON, and falls back to the sample as it is', () => {
    const { codec, fallback } = savedRoster
    const value = roster({ nextId: 52, added: [added(51)], removed: [2] })
    expect(codec.decode(codec.encode(value))).toEqual(value)
    expect(codec.decode('{"nextId":51,"added":[')).toBeNull()
    expect(fallback()).toEqual(roster())
  })
})

describe('counting and listing the drivers', () => {
  it('counts the sample, plus the added drivers, less the removed ones', () => {
    expect(driverCount(roster())).toBe(50)
    expect(driverCount(roster({ added: [added(51), added(52)] }))).toBe(52)
    expect(driverCount(roster({ added: [added(51), added(52)], removed: [3, 51, 7] }))).toBe(49)
  })

  it('lists every driver there has been: the sample, then the added ones with no trips or rating', () => {
    const sample = generateSampleDrivers(2)
    expect(everyDriver(sample, roster())).toBe(sample)
    expect(everyDriver(sample, roster({ added: [added(52), added(51)], removed: [52] }))).toEqual([
      ...sample,
      { ...added(52), trips: 0, rating: null },
      { ...added(51), trips: 0, rating: null },
    ])
  })

  it('leaves the removed drivers out, keeping the order of the rest', () => {
    expect(withoutRemoved(sampleDrivers, roster())).toBe(sampleDrivers)
    const kept = withoutRemoved(sampleDrivers.slice(0, 5), roster({ removed: [4, 2] }))
    expect(kept.map(({ id }) => id)).toEqual([1, 3, 5])
  })
})

describe('changing the roster', () => {
  it('adds drivers after those there are, and the next id past them', () => {
    const before = roster({ added: [added(51)], nextId: 52 })
    expect(withAdded(before, [added(52), added(53)])).toEqual(
      roster({ nextId: 54, added: [added(51), added(52), added(53)] }),
    )
  })

  it('adds nothing twice when the same change is applied again (a crossing write)', () => {
    const once = withAdded(roster(), [added(51), added(52)])
    expect(withAdded(once, [added(51), added(52)])).toEqual(once)
  })

  it('never lowers the next id', () => {
    // Another tab's add (id 60) came first; ours, with an id given earlier, is applied again.
    const theirs = roster({ nextId: 61, added: [added(60)] })
    expect(withAdded(theirs, [added(51)]).nextId).toBe(61)
    expect(withAdded(theirs, []).nextId).toBe(61)
  })

  it('takes added drivers out, and out of the removed ids, keeping the next id', () => {
    const before = roster({
      nextId: 54,
      added: [added(51), added(52), added(53)],
      removed: [52, 3],
    })
    expect(withoutAdded(before, [52, 53])).toEqual(
      roster({ nextId: 54, added: [added(51)], removed: [3] }),
    )
  })

  it('removes drivers in the order given, each listed once, and puts them back', () => {
    const removed = withRemoved(roster({ removed: [3, 5] }), [7, 3], true)
    expect(removed.removed).toEqual([5, 7, 3])
    expect(withRemoved(removed, [7, 3], true)).toEqual(removed)
    expect(withRemoved(roster(), [2, 2], true)).toEqual(roster({ removed: [2] }))
    expect(withRemoved(removed, [3, 9], false)).toEqual(roster({ removed: [5, 7] }))
  })
})
