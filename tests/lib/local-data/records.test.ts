import { describe, expect, it } from 'vitest'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import {
  adminFault,
  applicationsFault,
  characterCount,
  driverFault,
  MAX_DRIVERS,
  MAX_VIEWS,
  newDriverFault,
  newId,
  showsView,
  viewFault,
  type Others,
  type SavedView,
} from '@/lib/local-data/records'

// The one rule of each kind of record: the forms, the import, every Undo, the move from the first
// version and the reading of stored records ask these functions (commit.ts inside the transaction).

const maria = sampleDrivers[1]!
const none: Others = { count: 0, ownerOf: () => undefined }
const owning = (owners: Record<string, number>, count = Object.keys(owners).length): Others => ({
  count,
  ownerOf: (key) => owners[key],
})

describe('the driver rule', () => {
  it('takes every sample driver, and a driver added here with no rating yet', () => {
    for (const driver of sampleDrivers) expect(driverFault(driver, none)).toBeNull()
    expect(driverFault({ ...maria, id: 51, trips: 0, rating: null }, none)).toBeNull()
  })

  it.each([
    ['not an object', 'Maria'],
    ['no id', { ...maria, id: undefined }],
    ['an id of 0', { ...maria, id: 0 }],
    ['an id that is not whole', { ...maria, id: 2.5 }],
    ['a name with spaces around it', { ...maria, name: ' Maria ' }],
    ['a phone that is not text', { ...maria, phone: 5550100 }],
    ['an unknown status', { ...maria, status: 'retired' }],
    ['trips below zero', { ...maria, trips: -1 }],
    ['a rating past 5', { ...maria, rating: 5.1 }],
    ['a rating with two decimals', { ...maria, rating: 4.25 }],
  ])('refuses a stored record with %s as unreadable', (_case, value) => {
    expect(driverFault(value, none)).toEqual({ rule: 'unreadable', fields: [] })
  })

  it('keeps the contact rules, the form’s e-mail rule only for typed input', () => {
    expect(driverFault({ ...maria, phone: 'call me' }, none)).toEqual({
      rule: 'phoneCharacters',
      fields: ['phone'],
    })
    expect(driverFault({ ...maria, name: '' }, none)).toEqual({
      rule: 'emptyField',
      fields: ['name'],
    })
    // An address an earlier version accepted stays readable; a new one is held to the form's rule.
    const older = { ...maria, email: 'maria@localhost_' }
    expect(driverFault(older, none)).toBeNull()
    expect(driverFault(older, none, true)).toEqual({ rule: 'invalidEmail', fields: ['email'] })
  })

  it('gives an e-mail to one driver in the list, regardless of case; a driver keeps its own', () => {
    const others = owning({ 'maria.garcia2@example.com': 2 })
    expect(driverFault({ ...maria, id: 9, email: 'MARIA.Garcia2@example.com' }, others)).toEqual({
      rule: 'emailTaken',
      fields: ['email'],
    })
    expect(driverFault({ ...maria, email: 'Maria.Garcia2@example.com' }, others)).toBeNull()
  })

  it(`holds at most ${MAX_DRIVERS} drivers`, () => {
    const driver: Driver = { ...maria, id: 20_000 }
    expect(driverFault(driver, owning({}, MAX_DRIVERS - 1))).toBeNull()
    expect(driverFault(driver, owning({}, MAX_DRIVERS))).toEqual({ rule: 'full', fields: [] })
  })

  it('checks a driver to add before it has an id, as typed, with no trips or rating', () => {
    const typed = { name: 'Zoe Quinn', email: 'zoe@example.com', phone: '+1 555 0100' }
    expect(newDriverFault({ ...typed, status: 'active' }, none)).toBeNull()
    expect(
      newDriverFault({ ...typed, status: 'active' }, owning({ 'zoe@example.com': 7 })),
    ).toEqual({ rule: 'emailTaken', fields: ['email'] })
    expect(newDriverFault({ ...typed, email: 'zoe@', status: 'active' }, none)?.rule).toBe(
      'invalidEmail',
    )
  })
})

describe('the admin rule', () => {
  const olivia = {
    id: 1,
    name: 'Olivia Bennett',
    email: 'olivia@example.com',
    phone: '+1 555-0101',
  }

  it('is a person’s: whole, trimmed, the contact rules, an e-mail no other admin has', () => {
    expect(adminFault(olivia, none)).toBeNull()
    expect(adminFault({ ...olivia, name: '<b>x</b>' }, none)).toBeNull()
    expect(adminFault({ ...olivia, id: 0 }, none)?.rule).toBe('unreadable')
    expect(adminFault({ id: 1, name: 'Olivia' }, none)?.rule).toBe('unreadable')
    expect(adminFault({ ...olivia, email: '' }, none)).toEqual({
      rule: 'emptyField',
      fields: ['email'],
    })
    expect(adminFault({ ...olivia, id: 3 }, owning({ 'olivia@example.com': 1 }))?.rule).toBe(
      'emailTaken',
    )
  })

  it('has no most', () => {
    expect(adminFault(olivia, owning({}, 1_000_000))).toBeNull()
  })
})

describe('the applications switch', () => {
  it('is on or off, nothing else', () => {
    expect(applicationsFault({ key: 'applications', accepting: false })).toBeNull()
    expect(applicationsFault({ key: 'applications', accepting: 'yes' })?.rule).toBe('unreadable')
    expect(applicationsFault(null)?.rule).toBe('unreadable')
  })
})

const view = (id: string, name = `View ${id}`, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  name,
  query: 'q=garcia&status=inactive',
  columns: ['contact'],
  position: 1,
  ...extra,
})
const morning = view('a', 'Morning check')
const named = (name: string) => view('new', name)

describe('the view rule', () => {
  it('takes a name as typed, markup included, once trimmed', () => {
    expect(viewFault(named('<b>Garcia</b> & co'), [])).toBeNull()
    expect(viewFault(named(' Morning '), [])?.rule).toBe('unreadable')
  })

  it('wants a name of 1 to 40 characters as a person counts them', () => {
    expect(viewFault(named(''), [])).toEqual({ rule: 'emptyField', fields: ['name'] })
    expect(viewFault(named('x'.repeat(40)), [])).toBeNull()
    expect(viewFault(named('x'.repeat(41)), [])).toEqual({ rule: 'nameTooLong', fields: ['name'] })
    expect(viewFault(named('🚗'.repeat(40)), [])).toBeNull()
    expect(viewFault(named('🚗'.repeat(41)), [])?.rule).toBe('nameTooLong')
    expect(viewFault(named('بِ'.repeat(40)), [])).toBeNull()
    expect(characterCount('👩‍👩‍👧 بِ e\u0301')).toBe(5)
  })

  it('wants a name unlike the others’ regardless of case; a view may recase its own', () => {
    expect(viewFault(named('MORNING CHECK'), [morning])).toEqual({
      rule: 'nameTaken',
      fields: ['name'],
    })
    expect(viewFault({ ...morning, name: 'morning check' }, [morning])).toBeNull()
  })

  it(`refuses a view past ${MAX_VIEWS}, not a rename of one of them`, () => {
    const full = Array.from({ length: MAX_VIEWS }, (_, n) => view(`${n}`))
    expect(viewFault(named('One more'), full)).toEqual({ rule: 'full', fields: [] })
    expect(viewFault({ ...full[3]!, name: 'Renamed' }, full)).toBeNull()
  })

  it('takes any search the box takes, in any script; no more', () => {
    // The box's maxLength counts UTF-16 units: 200 Arabic letters, 100 cars.
    const longest = (letter: string) =>
      String(new URLSearchParams({ q: letter.repeat(200).slice(0, 200) }))
    for (const letter of ['ب', '🚗', 'x', '%', 'ü', '\u2028']) {
      const query = `${longest(letter)}&status=inactive&sort=rating&dir=desc&size=100`
      expect(viewFault(view('a', 'A', { query }), [])).toBeNull()
    }
    expect(viewFault(view('a', 'A', { query: `q=${'x'.repeat(201)}` }), [])?.rule).toBe(
      'unreadable',
    )
    expect(viewFault(view('a', 'A', { query: '?q=a' }), [])?.rule).toBe('unreadable')
  })

  it.each([
    ['no id', { ...morning, id: undefined }],
    ['an empty id', view('')],
    ['a name that is not text', { ...morning, name: 7 }],
    ['no position', { ...morning, position: undefined }],
    ['an unknown column', view('x', 'A', { columns: ['salary'] as never })],
    ['columns that are not a list', { ...morning, columns: 'contact' }],
  ])('refuses a stored view with %s as unreadable', (_case, value) => {
    expect(viewFault(value, [])?.rule).toBe('unreadable')
  })
})

describe('the view the list shows', () => {
  it('matches the query and the column choice, in any order', () => {
    const shown = { query: 'q=garcia&status=inactive', columns: ['contact'] as const }
    expect(showsView(morning, { ...shown, columns: ['contact'] })).toBe(true)
    expect(
      showsView(
        { ...morning, columns: ['trips', 'contact'] },
        { ...shown, columns: ['contact', 'trips'] },
      ),
    ).toBe(true)
    expect(showsView(morning, { ...shown, query: 'q=garcia' })).toBe(false)
    expect(showsView(morning, { ...shown, columns: [] })).toBe(false)
    expect(showsView(morning, { ...shown, columns: null })).toBe(false)
    expect(showsView({ ...morning, columns: null }, { ...shown, columns: null })).toBe(true)
  })
})

describe('new ids', () => {
  it('are made from the time and a random part', () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    expect(newId(now, () => 0.5)).toBe(`${now.getTime().toString(36)}-i`)
    expect(newId(now)).not.toBe(newId(now))
  })
})
