import { describe, expect, it } from 'vitest'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { differences, entryFor, readEntry, valuesOf } from '@/lib/local-data/change-log'

const at = new Date('2026-11-23T10:00:00.000Z')
const [james, maria, robert] = sampleDrivers as [
  (typeof sampleDrivers)[0],
  (typeof sampleDrivers)[0],
  (typeof sampleDrivers)[0],
]

describe('an entry', () => {
  it('keeps an edit’s changed fields only, old and new', () => {
    const after = { ...maria, phone: '+1 555 0199' }
    expect(
      entryFor('driver-edited', 'drivers', [{ key: 2, before: maria, after }], 'Grace', at),
    ).toEqual({
      kind: 'driver-edited',
      store: 'drivers',
      by: 'Grace',
      at: '2026-11-23T10:00:00.000Z',
      touched: [
        {
          key: 2,
          name: 'Maria Garcia',
          before: { phone: maria.phone },
          after: { phone: '+1 555 0199' },
        },
      ],
      driverIds: [2],
    })
  })

  it('keeps a whole record for an add and for a removal', () => {
    const added = entryFor('drivers-added', 'drivers', [{ key: 2, after: maria }], null, at)
    expect(added.touched).toEqual([{ key: 2, name: 'Maria Garcia', after: maria }])
    expect(added.by).toBeNull()
    const removed = entryFor('drivers-removed', 'drivers', [{ key: 2, before: maria }], 'G', at)
    expect(removed.touched).toEqual([{ key: 2, name: 'Maria Garcia', before: maria }])
  })

  it('keeps the old and new values many records share once', () => {
    const writes = [maria, robert].map((driver) => ({
      key: driver.id,
      before: driver,
      after: { ...driver, status: 'inactive' },
    }))
    const entry = entryFor('drivers-deactivated', 'drivers', writes, 'G', at)
    expect(entry.shared).toEqual({ before: { status: 'active' }, after: { status: 'inactive' } })
    expect(entry.touched).toEqual([
      { key: 2, name: 'Maria Garcia' },
      { key: 3, name: 'Robert Johnson' },
    ])
    expect(valuesOf(entry, entry.touched[1]!)).toEqual({
      before: { status: 'active' },
      after: { status: 'inactive' },
    })
  })

  it('shares nothing when the records’ values differ', () => {
    const writes = [james, maria].map((driver) => ({
      key: driver.id,
      before: driver,
      after: { ...driver, status: driver.status === 'active' ? 'inactive' : 'active' },
    }))
    const entry = entryFor('drivers-activated', 'drivers', writes, 'G', at)
    expect(entry.shared).toBeUndefined()
    expect(valuesOf(entry, entry.touched[0]!)).toEqual({
      before: { status: 'inactive' },
      after: { status: 'active' },
    })
  })

  it('names no drivers for other records', () => {
    const admin = { id: 3, name: 'Grace Hopper', email: 'g@example.com', phone: '1' }
    const entry = entryFor('admin-added', 'admins', [{ key: 3, after: admin }], 'G', at)
    expect(entry.driverIds).toBeUndefined()
    expect(entry.touched[0]!.name).toBe('Grace Hopper')
  })

  it('names a record without a name as nothing, and a change to none as touching none', () => {
    const closed = entryFor(
      'applications-closed',
      'settings',
      [{ key: 'applications', before: { accepting: true }, after: { accepting: false } }],
      null,
      at,
    )
    expect(closed.touched).toEqual([
      { key: 'applications', name: '', before: { accepting: true }, after: { accepting: false } },
    ])
    expect(entryFor('drivers-removed', 'drivers', [], null, at)).toMatchObject({
      touched: [],
      driverIds: [],
    })
  })
})

describe('differences', () => {
  it('are the fields that differ, null when none do', () => {
    expect(differences({ a: 1, b: 2 }, { a: 1, b: 3 })).toEqual([{ b: 2 }, { b: 3 }])
    expect(differences({ a: 1 }, { a: 1 })).toBeNull()
    expect(differences({ r: null }, { r: 4.5 })).toEqual([{ r: null }, { r: 4.5 }])
  })
})

describe('reading a stored entry', () => {
  const entry = {
    ...entryFor('drivers-added', 'drivers', [{ key: 2, after: maria }], 'G', at),
    seq: 1,
    bytes: 100,
  }

  it('takes a whole entry, and one from the first version with names only', () => {
    expect(readEntry(entry)).toEqual(entry)
    const old = { ...entry, touched: [{ name: 'Maria Garcia' }], total: 4, v1Id: 'x' }
    expect(readEntry(old)).toEqual(old)
  })

  it.each([
    ['not an object', 'x'],
    ['nothing', null],
    ['no sequence number', { ...entry, seq: undefined }],
    ['an unknown kind', { ...entry, kind: 'drivers-painted' }],
    ['a name every object has, as a kind', { ...entry, kind: 'toString' }],
    ['an empty author', { ...entry, by: '' }],
    ['an author that is not text', { ...entry, by: 7 }],
    ['a date that is not ISO', { ...entry, at: 'yesterday' }],
    ['a date that is not text', { ...entry, at: Date.parse(at.toISOString()) }],
    ['a day without its time, which Date still reads', { ...entry, at: '2026-11-23' }],
    ['a time without milliseconds', { ...entry, at: '2026-11-23T10:00:00Z' }],
    ['a month no year has', { ...entry, at: '2026-13-01T10:00:00.000Z' }],
    ['records that are not a list', { ...entry, touched: {} }],
    ['a record that is nothing', { ...entry, touched: [null] }],
    ['a record with no name', { ...entry, touched: [{ key: 2 }] }],
    ['one bad record among good ones', { ...entry, touched: [{ name: 'M' }, { key: 2 }] }],
    ['values that are not an object', { ...entry, touched: [{ name: 'M', after: 'x' }] }],
    ['values that are nothing', { ...entry, touched: [{ name: 'M', before: null }] }],
    ['values that are a list', { ...entry, touched: [{ name: 'M', after: [] }] }],
    ['shared values that are not an object', { ...entry, shared: 'x' }],
  ])('refuses one with %s', (_case, value) => {
    expect(readEntry(value)).toBeNull()
  })
})
