// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localData } from '@/config/stored-names/database-names'
import * as localKeys from '@/config/stored-names/local-keys'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { DRIVERS_LIST } from '@/lib/local-data/database'
import { addDrivers, editDriver } from '@/lib/local-data/driver-changes'
import { changesKept } from '@/lib/local-data/changes-kept'
import { closeLocalData, connection, currentDrivers } from '@/lib/local-data/local-data'
import { currentAdmins } from '@/lib/local-data/settings-data'
import { currentViews } from '@/lib/local-data/views-data'
import { commit } from '@/lib/local-data/commit'
import { undo } from '@/lib/local-data/undo'
import * as staleBuild from '@/lib/stale-build'
import * as workOnScreen from '@/lib/work-on-screen'
import { seqOf } from '../../support/local-data'

// What the screens show of the local database: read into memory by each record's rule, again
// after each commit; and what happens when the database cannot be opened.

const maria = sampleDrivers[1]!
const summary = () => JSON.parse(localStorage.getItem(localKeys.driversSummary) ?? 'null')

/** A reload: the tab's memory goes, the database stays. */
async function reload() {
  await closeLocalData()
  return connection()
}

afterEach(() => {
  vi.useRealTimers()
})

describe('reading the drivers', () => {
  it('gives the sample itself while nothing differs from it: hydrating draws the list once', async () => {
    const warn = vi.spyOn(console, 'warn')
    expect(currentDrivers()).toBe(sampleDrivers)
    await connection()
    expect(currentDrivers()).toBe(sampleDrivers)
    const edited = await editDriver(2, { ...maria, phone: '+1 555 0199' })
    expect(currentDrivers()).not.toBe(sampleDrivers)
    await undo('drivers', seqOf(edited))
    expect(currentDrivers()).toBe(sampleDrivers)
    // Nothing was dropped, so nothing is said.
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps every driver that did not change as the same object', async () => {
    await editDriver(2, { ...maria, phone: '+1 555 0199' })
    const before = currentDrivers()
    await editDriver(3, { ...sampleDrivers[2]!, phone: '+1 555 0198' })
    const after = currentDrivers()
    expect(after[0]).toBe(before[0])
    expect(after[1]).toBe(before[1])
    expect(after[2]).not.toBe(before[2])
  })

  it('drops a stored record that breaks its rule, alone, and says so in the console', async () => {
    const { db } = await connection()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The drivers' list as another program might have left it: a bad phone, an e-mail twice.
    const tampered = sampleDrivers.map((driver) =>
      driver.id === 2
        ? { ...driver, phone: 'call me' }
        : driver.id === 3
          ? { ...driver, email: 'JAMES.smith1@example.com' }
          : driver,
    )
    await db.put('lists', tampered, DRIVERS_LIST)
    await db.put('admins', { id: 1, name: '<b>x</b>', emailKey: 'x' } as never)
    await db.put('views', { id: 'v', name: ' padded ', query: '', columns: null, position: 1 })
    const reloaded = await reload()
    expect(currentDrivers().map(({ id }) => id)).toEqual(
      sampleDrivers.map(({ id }) => id).filter((id) => id !== 2 && id !== 3),
    )
    await vi.waitFor(() =>
      expect(currentAdmins()?.map(({ name }) => name)).toEqual(['Marcus Reed']),
    )
    currentViews()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3))
    expect(currentViews()).toEqual([])
    // Each as something shows it: the drivers at once, the admins and the views when asked for.
    expect(warn).toHaveBeenCalledWith('Dropped stored records that break their rule:', [
      ['drivers', 2],
      ['drivers', 3],
    ])
    expect(warn).toHaveBeenCalledWith('Dropped stored records that break their rule:', [
      ['admins', 1],
    ])
    expect(warn).toHaveBeenCalledWith('Dropped stored records that break their rule:', [
      ['views', 'v'],
    ])
    // Gone from the database too: its e-mail is free for a driver in the list.
    await vi.waitFor(async () => expect(await reloaded.db.get('drivers', 2)).toBeUndefined())
    expect(await reloaded.db.get('lists', DRIVERS_LIST)).toHaveLength(48)
    expect((await addDrivers([{ ...maria, name: 'New' }], 'drivers-added')).ok).toBe(true)
  })

  it('keeps at most 10,000 drivers, the first stored', async () => {
    const { db } = await connection()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const many = Array.from({ length: 10_001 }, (_, n) => ({
      ...maria,
      id: n + 1,
      email: `d${n}@example.com`,
    }))
    await db.put('lists', many, DRIVERS_LIST)
    await db.clear('drivers')
    for (const driver of many) await db.put('drivers', { ...driver, emailKey: driver.email })
    await reload()
    expect(currentDrivers()).toHaveLength(10_000)
    expect(currentDrivers().at(-1)?.id).toBe(10_000)
  }, 30_000)

  it('reads each driver’s record when the one list is missing, or counts another number', async () => {
    const { db } = await connection()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await db.delete('lists', DRIVERS_LIST)
    await db.put('drivers', { ...maria, phone: 'call me', emailKey: maria.email })
    await reload()
    expect(currentDrivers()).toHaveLength(49)
    expect(currentDrivers().some(({ id }) => id === 2)).toBe(false)

    const { db: again } = await reload()
    await again.put('drivers', { ...maria, id: 99, emailKey: 'm@x' })
    await reload()
    expect(currentDrivers().at(-1)?.id).toBe(99)
  })
})

describe('the head script’s summary', () => {
  it('says whether the drivers differ from the sample, how many there are, and when', async () => {
    await connection()
    expect(summary()).toEqual({ seq: 0, changed: false, count: 50 })
    const added = await addDrivers([{ ...maria, email: 'z@example.com' }], 'drivers-added')
    expect(summary()).toEqual({ seq: seqOf(added), changed: true, count: 51 })
  })

  it('is never replaced by an older one (another tab’s later commit)', async () => {
    await connection()
    const later = { seq: 99, changed: true, count: 7 }
    localStorage.setItem(localKeys.driversSummary, JSON.stringify(later))
    await editDriver(2, { ...maria, phone: '+1 555 0199' })
    expect(summary()).toEqual(later)
  })

  it('of a database that is gone (the browser’s data cleared but this key) goes with it', async () => {
    const gone = { seq: 99, changed: true, count: 51 }
    localStorage.setItem(localKeys.driversSummary, JSON.stringify(gone))
    await connection()
    expect(summary()).toMatchObject({ seq: 0, changed: false, count: 50 })
  })

  it('is taken away while the database lives in memory: it would outlive the tab’s changes', async () => {
    localStorage.setItem(localKeys.driversSummary, '{"seq":3,"changed":true,"count":51}')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError')
    })
    await connection()
    expect(summary()).toBeNull()
  })
})

describe('when the database cannot be opened', () => {
  it('works on the data in memory, and says changes are not kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Blocked by the browser', 'SecurityError')
    })
    const { lasting } = await connection()
    expect(lasting).toBe(false)
    expect(changesKept.get()).toBe(false)
    expect(currentDrivers()).toBe(sampleDrivers)
    expect((await editDriver(2, { ...maria, phone: '+1 555 0199' })).ok).toBe(true)
    expect(currentDrivers()[1]?.phone).toBe('+1 555 0199')
    expect(warn.mock.calls[0]?.[0]).toMatch(/not opened/)
  })

  it('asks the browser to keep what it stores, only when it can store', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } })
    await connection()
    expect(persist).toHaveBeenCalledOnce()
    await closeLocalData()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError')
    })
    await connection()
    expect(persist).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('stops waiting after 5 s, so no form waits in silence', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockReturnValue({} as IDBOpenDBRequest)
    const saving = editDriver(2, { ...maria, phone: '+1 555 0199' })
    await vi.advanceTimersByTimeAsync(4999)
    expect(changesKept.get()).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    expect(await saving).toMatchObject({ ok: true })
    expect(changesKept.get()).toBe(false)
  })

  it('reloads once for a newer version another tab opened it with; its changes are refused', async () => {
    await new Promise<void>((resolve) => {
      const newer = indexedDB.open(localData, 99)
      newer.onsuccess = () => (newer.result.close(), resolve())
    })
    const reloads = vi.spyOn(staleBuild, 'reloadForNewBuild').mockImplementation(() => {})
    currentDrivers()
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledOnce())
    expect(await commit('drivers', async () => ({ kind: 'drivers-added', writes: [] }))).toEqual({
      ok: false,
      reason: 'newerVersion',
    })
  })

  it('keeps a tab whose reload would lose work on screen, and says why in the console', async () => {
    await new Promise<void>((resolve) => {
      const newer = indexedDB.open(localData, 99)
      newer.onsuccess = () => (newer.result.close(), resolve())
    })
    vi.spyOn(workOnScreen, 'hasWorkOnScreen').mockReturnValue(true)
    const reloads = vi.spyOn(staleBuild, 'reloadForNewBuild').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    currentDrivers()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The local database could not be read', expect.anything()),
    )
    expect(reloads).not.toHaveBeenCalled()
  })

  it('lets another tab upgrade it: this one closes, and its next change says to reload', async () => {
    await connection()
    await new Promise<void>((resolve) => {
      const newer = indexedDB.open(localData, 3)
      newer.onsuccess = () => (newer.result.close(), resolve())
    })
    expect(await editDriver(2, { ...maria, phone: '1' })).toEqual({
      ok: false,
      reason: 'newerVersion',
    })
  })
})
