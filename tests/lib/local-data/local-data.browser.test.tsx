import { describe, expect, it } from 'vitest'
import { localData } from '@/config/stored-names/database-names'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { entryFor } from '@/lib/local-data/change-log'
import { DRIVERS_LIST, NEXT_DRIVER_ID, stored } from '@/lib/local-data/database'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { closeLocalData, connection, currentDrivers } from '@/lib/local-data/local-data'

// The local database in Chromium's own IndexedDB: the upgrade from the first version's database,
// another tab's upgrade, and how long the drivers screen's work takes (printed, not asserted: a
// timed assertion fails on a busy machine; issue 54's targets are beside each figure).

/** Opens the database as raw IndexedDB, at `version`, running `upgrade` if it is new. */
function openRaw(version: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(localData, version)
    request.onupgradeneeded = () => upgrade?.(request.result)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

const driver = (n: number) => ({
  name: `Driver ${n}`,
  email: `driver${n}@example.com`,
  phone: '+1 555 0100',
  status: 'active' as const,
})

/** Milliseconds `run` takes, the median of `times` runs. */
async function medianMs(times: number, run: () => Promise<unknown>): Promise<number> {
  const took: number[] = []
  for (let n = 0; n < times; n++) {
    const start = performance.now()
    await run()
    took.push(performance.now() - start)
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

describe('the local database in Chromium', () => {
  it('upgrades the first version’s database, keeping its id counter: new ids start above it', async () => {
    const v1 = await openRaw(1, (db) => db.createObjectStore('counters').put(75, NEXT_DRIVER_ID))
    v1.close()

    await addDrivers([driver(1)], 'drivers-added')

    expect(currentDrivers().at(-1)).toMatchObject({ id: 75, name: 'Driver 1' })
    const { db } = await connection()
    expect(db.version).toBe(2)
    expect(await db.get('counters', NEXT_DRIVER_ID)).toBe(76)
  })

  it('never keeps another tab’s upgrade waiting: this tab closes, and says so on its next change', async () => {
    await connection()
    const newer = await openRaw(3)
    newer.close()

    expect(await addDrivers([driver(1)], 'drivers-added')).toEqual({
      ok: false,
      reason: 'newerVersion',
    })
  })

  it('commits a 1,000-row import, and reads 10,000 drivers beside a 10,000-entry log (timings printed)', async () => {
    const rows = (round: number) => Array.from({ length: 1000 }, (_, n) => driver(round * 1000 + n))
    const importMs = await medianMs(5, async () => {
      const imported = await addDrivers(rows(Math.round(Math.random() * 1e6)), 'drivers-imported')
      expect(imported.ok).toBe(true)
    })
    await closeLocalData()
    await new Promise((done) => (indexedDB.deleteDatabase(localData).onsuccess = done))

    // 10,000 drivers (the sample's 50 among them) and 10,000 log entries, written as they would be.
    const { db } = await connection()
    const tx = db.transaction(['drivers', 'lists', 'log'], 'readwrite')
    const added = Array.from({ length: 9950 }, (_, n) => ({
      ...driver(n),
      id: 51 + n,
      trips: 0,
      rating: null,
    }))
    for (const each of added) void tx.objectStore('drivers').put(stored(each))
    void tx.objectStore('lists').put([...sampleDrivers, ...added], DRIVERS_LIST)
    const maria = sampleDrivers[1]!
    for (let n = 0; n < 10_000; n++) {
      const write = { key: 2, before: maria, after: { ...maria, phone: `+1 555 ${n}` } }
      const entry = entryFor('driver-edited', 'drivers', [write], 'Demo Admin', new Date())
      void tx.objectStore('log').add({ ...entry, bytes: 300 } as never)
    }
    await tx.done
    const readMs = await medianMs(5, async () => {
      await closeLocalData()
      await connection()
    })
    expect(currentDrivers()).toHaveLength(10_000)

    console.log(
      `Local database in Chromium (median of 5): a 1,000-row import committed in ${importMs.toFixed(1)} ms (target ≤ 100); ` +
        `the drivers screen's data read, 10,000 drivers beside 10,000 log entries, in ${readMs.toFixed(1)} ms (target ≤ 50)`,
    )
  }, 60_000)
})
