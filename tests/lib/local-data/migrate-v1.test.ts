// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { localData } from '@/config/stored-names/database-names'
import * as localKeys from '@/config/stored-names/local-keys'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { describeChange } from '@/lib/local-data/change-wording'
import { openDatabase, V1_KEYS } from '@/lib/local-data/database'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { closeLocalData, connection, currentDrivers } from '@/lib/local-data/local-data'
import { moveIn } from '@/lib/local-data/migrate-v1'
import { currentAdmins } from '@/lib/local-data/settings-data'
import { currentViews } from '@/lib/local-data/views-data'
import fixture from '../../support/v1-saved-values.json'
import { plainSentence } from '../../support/local-data'

// The first version's saved values, moved into the local database. The fixture was made by that
// version (main at ebb80cd, the commit before this change) through its own screens: three drivers
// added, three edited, three statuses changed, two removed, two imported, two views saved, an
// admin added and one deleted, applications closed; then localStorage and its IndexedDB counter
// were read out as they were.

/** The browser as the first version left it: its keys, and its database with the id counter. */
async function plantFirstVersion(values: Record<string, string> = fixture.localStorage) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  await new Promise<void>((resolve) => {
    const request = indexedDB.open(localData, 1)
    request.onupgradeneeded = () => {
      const counters = request.result.createObjectStore('counters')
      counters.put(fixture.indexedDB['fleet-admin'].counters['next-driver-id'], 'next-driver-id')
    }
    request.onsuccess = () => (request.result.close(), resolve())
  })
}

const byId = (id: number) => currentDrivers().find((driver) => driver.id === id)
const sample = (id: number) => sampleDrivers[id - 1]!

/** The log, newest first. */
async function history() {
  const { db } = await connection()
  return (await db.getAll('log')).reverse()
}

describe('moving the first version’s values in', () => {
  it('keeps every driver, edit, status, admin, view and history entry', async () => {
    await plantFirstVersion()
    await connection()

    // Drivers: the sample without the two removed, the four added still in the list.
    const ids = currentDrivers().map(({ id }) => id)
    expect(ids).toEqual([
      ...sampleDrivers.map(({ id }) => id).filter((id) => id !== 6),
      51,
      52,
      54,
      55,
    ])
    expect(byId(2)).toEqual({ ...sample(2), phone: '+1 555 424 2424' })
    expect(byId(3)).toEqual({ ...sample(3), name: 'Bob Johnson' })
    expect(byId(1)?.status).toBe('active')
    expect(byId(5)?.status).toBe('inactive')
    expect(byId(51)).toEqual({
      id: 51,
      name: 'Zoe Quinn',
      email: 'zoe.q@example.com',
      phone: '+1 555 0100',
      status: 'active',
      trips: 0,
      rating: null,
    })
    expect(byId(52)?.status).toBe('inactive')
    expect(byId(55)).toMatchObject({ name: 'Turing, Alan', status: 'inactive' })

    await vi.waitFor(() =>
      expect(currentAdmins()?.map(({ id, name }) => [id, name])).toEqual([
        [2, 'Marcus Reed'],
        [3, 'Grace Hopper'],
      ]),
    )
    const { db } = await connection()
    expect(await db.get('settings', 'applications')).toEqual({
      key: 'applications',
      accepting: false,
    })
    currentViews()
    await vi.waitFor(() => expect(currentViews()).toHaveLength(2))
    expect(currentViews()).toEqual([
      {
        id: 'mx0q5lz0-2e9acf',
        name: 'Inactive by name',
        query: 'status=inactive&sort=name&dir=asc',
        columns: null,
        position: 1,
      },
      {
        id: 'mx0q5nhf-2f1k3l',
        name: 'Über-Fahrer Garcia',
        query: 'q=garcia&size=25',
        columns: ['contact'],
        position: 2,
      },
    ])

    // The history, newest first, in its own words; the removals keep the drivers they removed.
    const entries = await history()
    expect(entries.map((entry) => plainSentence(describeChange(entry)))).toEqual([
      'Demo Admin closed applications',
      'Demo Admin deleted admin Olivia Bennett',
      'Demo Admin added admin Grace Hopper',
      'Demo Admin imported Ada Lovelace and Turing, Alan',
      'Demo Admin removed Xenia Park (xenia.park@example.com, +1 555 0102, active)',
      'Demo Admin removed Aisha Okafor (aisha.okafor6@example.com, +1 555 777 0000, active)',
      'Demo Admin edited Aisha Okafor',
      'Demo Admin activated James Smith',
      'Demo Admin deactivated Michael Brown',
      'Demo Admin edited Bob Johnson',
      'Demo Admin edited Zoe Quinn',
      'Demo Admin edited Maria Garcia',
      'Demo Admin added Xenia Park',
      'Demo Admin added Yusuf Ali',
      'Demo Admin added Zoe Quinn',
    ])
    expect(entries.map(({ at }) => at)).toEqual(
      JSON.parse(fixture.localStorage[localKeys.history]).map(({ at }: { at: string }) => at),
    )
    expect(entries[4]?.driverIds).toEqual([53])
    // Each in the store of what it changed, as its Undo needs.
    expect(entries.slice(0, 4).map(({ store }) => store)).toEqual([
      'settings',
      'admins',
      'admins',
      'drivers',
    ])
  })

  it('then removes the first version’s keys, keeps the preferences, and gives new ids above both counters', async () => {
    await plantFirstVersion()
    await connection()
    for (const key of V1_KEYS) expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem(localKeys.driverColumns)).toBe('["contact"]')
    await addDrivers(
      [{ name: 'New', email: 'new@example.com', phone: '555 0100', status: 'active' }],
      'drivers-added',
    )
    expect(byId(56)?.name).toBe('New')
  })

  it('moves in once: two tabs opening at once, or a second start, add nothing twice', async () => {
    await plantFirstVersion()
    // Two tabs' openings at the same moment: the upgrade, and so the move, runs in one of them.
    const opened = await Promise.all([openDatabase(moveIn), openDatabase(moveIn)])
    opened.forEach(({ db }) => db.close())
    await connection()
    expect(await history()).toHaveLength(15)
    expect(currentDrivers()).toHaveLength(53)
    await closeLocalData()
    await connection()
    expect(await history()).toHaveLength(15)
  })

  it('keeps a driver whose e-mail another had before an edit, which the first version dropped', async () => {
    await plantFirstVersion({
      [localKeys.driverRoster]: JSON.stringify({
        nextId: 53,
        added: [
          { id: 51, name: 'First', email: 'a@example.com', phone: '1', status: 'active' },
          { id: 52, name: 'Second', email: 'a@example.com', phone: '2', status: 'active' },
        ],
        removed: [],
      }),
      [localKeys.driverDetails]: JSON.stringify({ 51: { email: 'b@example.com' } }),
    })
    await connection()
    expect(
      currentDrivers()
        .slice(-2)
        .map(({ id, email }) => [id, email]),
    ).toEqual([
      [51, 'b@example.com'],
      [52, 'a@example.com'],
    ])
  })

  it('leaves out alone what breaks a rule: a driver, an edit, an admin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await plantFirstVersion({
      [localKeys.driverRoster]: JSON.stringify({
        nextId: 53,
        added: [
          { id: 51, name: 'Bad Phone', email: 'x@example.com', phone: 'call', status: 'active' },
          { id: 52, name: 'Good', email: 'good@example.com', phone: '2', status: 'active' },
        ],
        removed: [],
      }),
      [localKeys.driverDetails]: JSON.stringify({ 2: { email: 'james.smith1@example.com' } }),
      [localKeys.admins]: JSON.stringify([
        { id: 1, name: '' },
        { id: 2, ...{ name: 'M', email: 'm@example.com', phone: '1' } },
      ]),
    })
    await connection()
    expect(byId(51)).toBeUndefined()
    expect(byId(52)?.name).toBe('Good')
    expect(byId(2)).toEqual(sample(2))
    await vi.waitFor(() => expect(currentAdmins()?.map(({ name }) => name)).toEqual(['M']))
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Not moved in: the change to driver 2 breaks the rule (emailTaken)',
      'Not moved in: driver 51 breaks the rule (phoneCharacters)',
      'Not moved in: admin 1 breaks the rule (unreadable)',
    ])
  })

  it('reads foreign and half-bad values as the first version did: what it could, else none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const at = '2026-11-20T10:00:00.000Z'
    await plantFirstVersion({
      [localKeys.driverRoster]: JSON.stringify({
        nextId: 'many',
        added: [
          'junk',
          { id: 0, name: 'Zero', email: 'z@example.com', phone: '1', status: 'active' },
          { id: 51, name: 'Retired', email: 'r@example.com', phone: '1', status: 'retired' },
          { id: 53, name: 'Ok', email: 'ok@example.com', phone: '5', status: 'inactive' },
        ],
        removed: ['x', 999, 4, 9],
      }),
      [localKeys.driverDetails]: JSON.stringify({
        abc: { name: 'X' },
        5: 'junk',
        6: { name: 'Six', phone: 7 },
      }),
      [localKeys.driverStatuses]: JSON.stringify({ 7: 'retired', 8: 'inactive', x: 'active' }),
      [localKeys.admins]: JSON.stringify([{ id: 'one' }, { id: 2, name: '' }]),
      [localKeys.applications]: JSON.stringify({ accepting: 'no' }),
      [localKeys.savedViews]: JSON.stringify('views'),
      [localKeys.history]: JSON.stringify([
        { id: 'h1', kind: 'admin-added', subject: 'X', by: 'G', at: 'yesterday' },
        { id: 'h2', kind: 'drivers-painted', by: 'G', at },
        { id: 'h3', kind: 'drivers-removed', by: '', at },
        { id: 7, kind: 'drivers-removed', by: 'G', at },
        { id: '', kind: 'drivers-removed', by: 'G', at },
        {
          id: 'h5',
          kind: 'drivers-activated',
          subject: '',
          drivers: { names: ['Ana', '', 5], total: 'two' },
          driverIds: ['x'],
          by: 'G',
          at,
        },
        {
          id: 'h4',
          kind: 'drivers-removed',
          drivers: { names: [sample(4).name, 7], total: 1 },
          driverIds: [4, 'x'],
          by: 'G',
          at,
        },
      ]),
    })
    await connection()
    const ids = sampleDrivers.map(({ id }) => id).filter((id) => id !== 4 && id !== 9)
    expect(currentDrivers().map(({ id }) => id)).toEqual([...ids, 53])
    expect(byId(53)).toMatchObject({ name: 'Ok', status: 'inactive', trips: 0, rating: null })
    expect(byId(5)).toEqual(sample(5))
    expect(byId(6)).toEqual({ ...sample(6), name: 'Six' })
    expect(byId(7)).toEqual(sample(7))
    expect(byId(8)).toEqual({ ...sample(8), status: 'inactive' })
    // No admin readable: as if none were saved, the list a first visit starts from.
    await vi.waitFor(() => expect(currentAdmins()?.map(({ id }) => id)).toEqual([1, 2]))
    const { db } = await connection()
    expect((await db.get('settings', 'applications'))?.accepting).toBe(true)
    expect(await db.count('views')).toBe(0)
    const [activation, removal, ...others] = await history()
    expect(others).toEqual([])
    expect(activation).toEqual({
      seq: 2,
      kind: 'drivers-activated',
      store: 'drivers',
      by: 'G',
      at,
      touched: [{ name: 'Ana' }],
      v1Id: 'h5',
      bytes: expect.any(Number),
    })
    expect(removal).toMatchObject({
      kind: 'drivers-removed',
      touched: [{ key: 4, name: sample(4).name, before: sample(4) }],
      v1Id: 'h4',
    })
    const added = await addDrivers([{ ...sample(9), email: 'new@example.com' }], 'drivers-added')
    // A removal no entry names is kept nowhere: the console says so.
    expect(warn).toHaveBeenCalledWith('Driver 9 was removed; no history entry names it')
    expect(warn).not.toHaveBeenCalledWith('Driver 4 was removed; no history entry names it')
    // Above the first version's database counter (56), whatever its roster said.
    expect(added.ok && added.writes[0]?.key).toBe(56)
  })

  it('keeps an admin list the first version emptied, empty', async () => {
    await plantFirstVersion({ [localKeys.admins]: '[]' })
    await connection()
    await vi.waitFor(() => expect(currentAdmins()).toEqual([]))
  })

  it('merges in what a tab of the first version still open writes later', async () => {
    await plantFirstVersion()
    await connection()
    // That tab read its keys before they went: its next change writes them from its own memory.
    localStorage.setItem(
      localKeys.driverRoster,
      JSON.stringify({
        nextId: 52,
        added: [
          { id: 51, name: 'Late Driver', email: 'late@example.com', phone: '1', status: 'active' },
        ],
        removed: [],
      }),
    )
    window.dispatchEvent(
      new StorageEvent('storage', { key: localKeys.driverRoster, newValue: '{}' }),
    )
    // And its admin list, with an admin whose id another admin now has.
    localStorage.setItem(
      localKeys.admins,
      JSON.stringify([{ id: 3, name: 'Late Admin', email: 'late@example.com', phone: '1' }]),
    )
    window.dispatchEvent(
      new StorageEvent('storage', { key: localKeys.driverRoster, newValue: '{}' }),
    )
    await vi.waitFor(() => expect(currentDrivers().at(-1)?.name).toBe('Late Driver'))
    expect(currentDrivers().at(-1)?.id).toBe(56)
    await vi.waitFor(() =>
      expect(currentAdmins()?.map(({ id, name }) => [id, name])).toEqual([
        [2, 'Marcus Reed'],
        [3, 'Grace Hopper'],
        [4, 'Late Admin'],
      ]),
    )
    expect(byId(51)?.name).toBe('Zoe Quinn')
    await vi.waitFor(() => expect(localStorage.getItem(localKeys.driverRoster)).toBeNull())
  })

  it('keeps the keys while the database lives in memory only: they are all that outlives the tab', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await plantFirstVersion()
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError')
    })
    const { lasting } = await connection()
    expect(lasting).toBe(false)
    expect(currentDrivers()).toHaveLength(53)
    expect(localStorage.getItem(localKeys.driverRoster)).toBe(
      fixture.localStorage[localKeys.driverRoster],
    )
  })
})
