// @vitest-environment jsdom
import * as localKeys from '@/config/stored-names/local-keys'
import { describe, expect, it, vi } from 'vitest'
import { editDriver } from '@/lib/drivers/driver-edits'
import { claimDriverIds } from '@/lib/drivers/driver-ids'
import { addDrivers, removeDrivers, undoAdd, undoRemove } from '@/lib/drivers/driver-roster-actions'
import type { AddedDriver, NewDriver, Roster } from '@/lib/drivers/driver-roster'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import { currentDrivers } from '@/lib/drivers/drivers-store'

const by = Promise.resolve('Grace Okafor')
const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
/** Lets the history entries be written: each waits for the admin's name. */
const flush = () => by.then(() => {})
const history = () =>
  (saved(localKeys.history) ?? []) as { kind: string; drivers: object; driverIds: number[] }[]
const kinds = () => history().map(({ kind }) => kind)
const ids = () => currentDrivers().map(({ id }) => id)
const driver = (id: number) => currentDrivers().find((found) => found.id === id)

// jsdom has no IndexedDB: the ids are the saved roster's next ones, unless a test says otherwise.
vi.mock('@/lib/drivers/driver-ids', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/drivers/driver-ids')>()
  return { claimDriverIds: vi.fn(original.claimDriverIds) }
})

// Driver 2 is Maria Garcia (maria.garcia2@example.com), driver 3 Robert Johnson.
const [, maria, robert] = sampleDrivers
const ada: NewDriver = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  status: 'active',
}
const grace: NewDriver = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555-0199',
  status: 'inactive',
}

/** Writes the roster as another tab would (or as an earlier visit left it), and tells the store. */
function saveRosterElsewhere(roster: Roster) {
  localStorage.setItem(localKeys.driverRoster, JSON.stringify(roster))
  window.dispatchEvent(
    new StorageEvent('storage', { key: localKeys.driverRoster, storageArea: localStorage }),
  )
}

/** A roster of `count` drivers in all: the sample and added drivers 51, 52… */
function rosterOf(count: number, removed: number[] = []): Roster {
  const added: AddedDriver[] = Array.from({ length: count - 50 + removed.length }, (_, index) => ({
    id: 51 + index,
    name: `Driver ${51 + index}`,
    email: `driver${51 + index}@example.com`,
    phone: '+1 555-0100',
    status: 'active',
  }))
  return { nextId: 51 + added.length, added, removed }
}

/** The browser refuses to write the roster (its storage is full); everything else is saved. */
function fillStorage() {
  const setItem = Storage.prototype.setItem
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === localKeys.driverRoster) throw new DOMException('full', 'QuotaExceededError')
    setItem.call(this, key, value)
  })
}

// tests/setup.ts clears storage after each test and tells the stores, as another tab would.

describe('adding drivers', () => {
  it('adds a driver, trimmed, with a new id, no trips and no rating, and records it', async () => {
    const result = await addDrivers(
      [{ ...ada, name: ' Ada Lovelace ', email: ' ada@example.com' }],
      'drivers-added',
      by,
    )
    await flush()

    const expected: Driver = { id: 51, ...ada, trips: 0, rating: null }
    expect(result).toEqual({ ok: true, added: [expected] })
    expect(currentDrivers()).toHaveLength(51)
    expect(driver(51)).toEqual(expected)
    expect(saved(localKeys.driverRoster)).toEqual({
      nextId: 52,
      added: [{ id: 51, ...ada }],
      removed: [],
    })
    expect(history()).toEqual([
      expect.objectContaining({
        kind: 'drivers-added',
        by: 'Grace Okafor',
        drivers: { names: ['Ada Lovelace'], total: 1 },
        driverIds: [51],
      }),
    ])
  })

  it('imports drivers as one change, in their order, recorded with every id', async () => {
    const result = await addDrivers([ada, grace], 'drivers-imported', by)
    await flush()

    expect(result.ok && result.added.map(({ id, name }) => [id, name])).toEqual([
      [51, 'Ada Lovelace'],
      [52, 'Grace Hopper'],
    ])
    expect(driver(52)!.status).toBe('inactive')
    expect(history()).toEqual([
      expect.objectContaining({
        kind: 'drivers-imported',
        drivers: { names: ['Ada Lovelace', 'Grace Hopper'], total: 2 },
        driverIds: [51, 52],
      }),
    ])
  })

  it('never gives an id again: not after Undo, not after a removal', async () => {
    const first = await addDrivers([ada], 'drivers-added', by)
    undoAdd(first.ok ? first.added : [], by)
    expect(ids()).not.toContain(51)

    const second = await addDrivers([ada], 'drivers-added', by)
    expect(second.ok && second.added[0]!.id).toBe(52)
    expect(removeDrivers(second.ok ? second.added : [], by)).toBeNull()

    const third = await addDrivers([grace], 'drivers-added', by)
    expect(third.ok && third.added[0]!.id).toBe(53)
    expect(ids().slice(-1)).toEqual([53])
    await flush()
  })

  it('records an Undo as the drivers taken out again', async () => {
    const result = await addDrivers([ada, grace], 'drivers-imported', by)
    expect(undoAdd(result.ok ? result.added : [], by)).toBeNull()
    await flush()

    expect(ids()).toHaveLength(50)
    expect(saved(localKeys.driverRoster)).toEqual({ nextId: 53, added: [], removed: [] })
    expect(history()[0]).toMatchObject({
      kind: 'drivers-removed',
      drivers: { names: ['Ada Lovelace', 'Grace Hopper'], total: 2 },
      driverIds: [51, 52],
    })
  })

  it('an Undo the browser cannot save takes no one out and records nothing, saying why', async () => {
    const result = await addDrivers([ada], 'drivers-added', by)
    fillStorage()

    expect(undoAdd(result.ok ? result.added : [], by)).toBe(
      'Could not save: this browser’s storage is full',
    )
    await flush()
    expect(ids()).toContain(51)
    expect(kinds()).toEqual(['drivers-added'])
  })

  it.each([
    ['an empty field', { name: '  ' }, 'Please fill all fields', ['name']],
    ['a bad e-mail', { email: 'ada@' }, 'Please enter a valid email address', ['email']],
    [
      'a phone without digits',
      { phone: '()' },
      'A phone number needs at least one digit',
      ['phone'],
    ],
    ['a name too long', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters', ['name']],
    [
      'a driver’s e-mail, in another case',
      { email: ` ${maria.email.toUpperCase()}` },
      'Another driver already has this email',
      ['email'],
    ],
  ])('refuses %s, adding and recording nothing', async (_case, changes, message, fields) => {
    expect(await addDrivers([{ ...ada, ...changes }], 'drivers-added', by)).toEqual({
      ok: false,
      message,
      fields,
    })
    await flush()
    expect(ids()).toHaveLength(50)
    expect(localStorage.length).toBe(0)
  })

  it('refuses an e-mail an added driver has', async () => {
    await addDrivers([ada], 'drivers-added', by)
    const again = await addDrivers([{ ...grace, email: 'ADA@example.com' }], 'drivers-added', by)
    expect(again).toMatchObject({ ok: false, fields: ['email'] })
    await flush()
  })

  it('refuses an import naming one e-mail twice, with the first problem it finds', async () => {
    const twice = [ada, grace, { ...grace, name: 'Grace B. Hopper', email: 'Grace@Example.com' }]
    expect(await addDrivers(twice, 'drivers-imported', by)).toEqual({
      ok: false,
      message: 'Another driver already has this email',
      fields: ['email'],
    })
    const laterFault = [ada, { ...grace, phone: 'none' }]
    expect(await addDrivers(laterFault, 'drivers-imported', by)).toMatchObject({
      ok: false,
      fields: ['phone'],
    })
    await flush()
    expect(ids()).toHaveLength(50)
  })

  it('refuses drivers past 10,000 in all, adding none of them', async () => {
    saveRosterElsewhere(rosterOf(9_999))

    expect(await addDrivers([ada, grace], 'drivers-imported', by)).toEqual({
      ok: false,
      message: 'A list holds at most 10,000 drivers',
      fields: [],
    })
    expect(ids()).toHaveLength(9_999)
    const last = await addDrivers([ada], 'drivers-added', by)
    expect(last.ok && last.added[0]!.id).toBe(10_000)
    expect(ids()).toHaveLength(10_000)
    await flush()
  })

  it('takes the ids the browser gives out, past those another tab took meanwhile', async () => {
    vi.mocked(claimDriverIds).mockClear().mockResolvedValueOnce(60)

    const result = await addDrivers([ada, grace], 'drivers-imported', by)

    expect(claimDriverIds).toHaveBeenCalledExactlyOnceWith(2, 51)
    expect(result.ok && result.added.map(({ id }) => id)).toEqual([60, 61])
    expect(saved(localKeys.driverRoster)).toMatchObject({ nextId: 62 })
    await flush()
  })

  it('takes new ids when another tab saved the same ones meanwhile (no IndexedDB), never losing either driver', async () => {
    // The other tab's driver lands between this tab taking id 51 and saving with it.
    vi.mocked(claimDriverIds)
      .mockClear()
      .mockImplementationOnce(async () => {
        localStorage.setItem(
          localKeys.driverRoster,
          JSON.stringify({ nextId: 52, added: [{ id: 51, ...grace }], removed: [] }),
        )
        return 51
      })

    const result = await addDrivers([ada], 'drivers-added', by)

    expect(result.ok && result.added.map(({ id }) => id)).toEqual([52])
    expect(claimDriverIds).toHaveBeenLastCalledWith(1, 52)
    expect(driver(51)!.name).toBe('Grace Hopper')
    expect(driver(52)!.name).toBe('Ada Lovelace')
    await flush()
    expect(history()).toMatchObject([{ kind: 'drivers-added', driverIds: [52] }])
  })

  it('gives an e-mail of a removed driver to a new one, who stays after a reload', async () => {
    const first = await addDrivers([ada], 'drivers-added', by)
    removeDrivers(first.ok ? first.added : [], by)
    const second = await addDrivers([{ ...ada, name: 'Ada Two' }], 'drivers-added', by)
    expect(second.ok).toBe(true)

    // As a reload reads it.
    saveRosterElsewhere(saved(localKeys.driverRoster) as Roster)
    expect(driver(52)!.name).toBe('Ada Two')
    await flush()
  })

  it('takes no id for drivers it refuses', async () => {
    vi.mocked(claimDriverIds).mockClear()
    await addDrivers([{ ...ada, email: maria.email }], 'drivers-added', by)
    expect(claimDriverIds).not.toHaveBeenCalled()
  })

  it('refuses a driver whose e-mail another tab gave out while its id was being taken', async () => {
    const adding = addDrivers([ada], 'drivers-added', by)
    saveRosterElsewhere({ nextId: 52, added: [{ id: 51, ...ada, name: 'Ada King' }], removed: [] })

    expect(await adding).toEqual({
      ok: false,
      message: 'Another driver already has this email',
      fields: ['email'],
    })
    await flush()
    expect(driver(51)!.name).toBe('Ada King')
    expect(history()).toEqual([])
  })

  it('changes nothing when the browser cannot save: no driver, no history', async () => {
    fillStorage()

    expect(await addDrivers([ada], 'drivers-added', by)).toEqual({
      ok: false,
      message: 'Could not save: this browser’s storage is full',
      fields: [],
    })
    await flush()
    expect(ids()).toHaveLength(50)
    expect(localStorage.getItem(localKeys.driverRoster)).toBeNull()
    expect(localStorage.getItem(localKeys.history)).toBeNull()
  })
})

describe('removing drivers', () => {
  it('takes drivers out of the list and records who they were', async () => {
    expect(removeDrivers([maria, robert], by)).toBeNull()
    await flush()

    expect(ids()).toHaveLength(48)
    expect(ids().slice(0, 2)).toEqual([1, 4])
    expect(saved(localKeys.driverRoster)).toEqual({ nextId: 51, added: [], removed: [2, 3] })
    expect(history()).toEqual([
      expect.objectContaining({
        kind: 'drivers-removed',
        by: 'Grace Okafor',
        drivers: { names: ['Maria Garcia', 'Robert Johnson'], total: 2 },
        driverIds: [2, 3],
      }),
    ])
  })

  it('Undo puts them back in their places, with their edits, and records it', async () => {
    editDriver(2, { ...maria, name: 'Mary Garcia', status: 'inactive' }, by)
    const added = await addDrivers([ada], 'drivers-added', by)
    const drivers = [driver(2)!, ...(added.ok ? added.added : [])]
    removeDrivers(drivers, by)

    expect(undoRemove(drivers, by)).toBeNull()
    await flush()

    expect(ids()).toHaveLength(51)
    expect(currentDrivers()[1]).toEqual({ ...maria, name: 'Mary Garcia', status: 'inactive' })
    expect(driver(51)).toEqual({ id: 51, ...ada, trips: 0, rating: null })
    expect(saved(localKeys.driverRoster)).toMatchObject({ removed: [] })
    expect(kinds()).toEqual([
      'drivers-restored',
      'drivers-removed',
      'drivers-added',
      'driver-edited',
    ])
    expect(history()[0]).toMatchObject({
      drivers: { names: ['Mary Garcia', 'Ada Lovelace'], total: 2 },
      driverIds: [2, 51],
    })
  })

  it('Undo refuses, saying why, when another driver was given one of their e-mails since', async () => {
    removeDrivers([robert, maria], by)
    await addDrivers([{ ...ada, email: maria.email.toUpperCase() }], 'drivers-added', by)

    expect(undoRemove([robert, maria], by)).toBe(
      'Could not undo: another driver has one of these emails now',
    )
    await flush()
    expect(ids()).not.toContain(3)
    expect(kinds()).toEqual(['drivers-added', 'drivers-removed'])
  })

  it('Undo refuses when the list has no room for them any more', async () => {
    saveRosterElsewhere(rosterOf(9_999, [2, 3]))

    expect(undoRemove([maria, robert], by)).toBe('A list holds at most 10,000 drivers')
    expect(undoRemove([maria], by)).toBeNull()
    expect(ids()).toHaveLength(10_000)
    await flush()
  })

  it('removes nothing, and records nothing, when the browser cannot save', async () => {
    fillStorage()

    expect(removeDrivers([maria], by)).toBe('Could not save: this browser’s storage is full')
    await flush()
    expect(ids()).toContain(2)
    expect(localStorage.length).toBe(0)
  })

  it('a second Undo of the same removal puts back nothing and says nothing', async () => {
    removeDrivers([maria], by)
    expect(undoRemove([maria], by)).toBeNull()
    expect(undoRemove([maria], by)).toBeNull()
    await flush()
    expect(kinds()).toEqual(['drivers-restored', 'drivers-removed'])
  })

  it('Undo puts back nothing, and records nothing, when the browser cannot save', async () => {
    removeDrivers([maria], by)
    fillStorage()

    expect(undoRemove([maria], by)).toBe('Could not save: this browser’s storage is full')
    await flush()
    expect(ids()).not.toContain(2)
    expect(kinds()).toEqual(['drivers-removed'])
  })
})
