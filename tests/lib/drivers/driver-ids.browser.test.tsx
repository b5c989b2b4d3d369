import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claimDriverIds } from '@/lib/drivers/driver-ids'

// New drivers' ids in Chromium's real IndexedDB, which Node lacks: claims made at once, through
// connections of their own, never share an id. (.tsx: the component project runs *.browser.test.tsx.)

const DATABASE = 'fleet-admin'
const COUNTERS = 'counters'
const NEXT_DRIVER_ID = 'next-driver-id'

const done = <T,>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

const deleteDatabase = () => done(indexedDB.deleteDatabase(DATABASE))

/** Another connection to the ids' database, as another tab holds one. */
function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(COUNTERS)
  return done(request)
}

/** The stored counter, read (after setting it to `set`) in a transaction of `database`'s own. */
function counter(database: IDBDatabase, set?: unknown): Promise<unknown> {
  const counters = database.transaction(COUNTERS, 'readwrite').objectStore(COUNTERS)
  if (set !== undefined) counters.put(set, NEXT_DRIVER_ID)
  return done(counters.get(NEXT_DRIVER_ID))
}

/** Reads the counter and writes it back in one read-write transaction, as another tab's could. */
function touch(database: IDBDatabase): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(COUNTERS, 'readwrite')
    const counters = transaction.objectStore(COUNTERS)
    const read = counters.get(NEXT_DRIVER_ID)
    read.onsuccess = () => {
      if (read.result !== undefined) counters.put(read.result, NEXT_DRIVER_ID)
    }
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  })
}

beforeEach(deleteDatabase)
afterEach(deleteDatabase)

describe('claimDriverIds', () => {
  it('20 claims at once, while another connection reads and writes, never overlap and start at savedNext or later', async () => {
    const other = await openDatabase()
    try {
      const counts = Array.from({ length: 20 }, (_, index) => 1 + (index % 3))
      // The other connection's transactions interleave with the claims' (writing back what it read).
      const touches: Promise<void>[] = []
      const firsts = await Promise.all(
        counts.map((count) => {
          touches.push(touch(other))
          return claimDriverIds(count, 51)
        }),
      )
      await Promise.all(touches)

      const ranges = firsts
        .map((first, index) => ({ first, end: first + counts[index]! }))
        .sort((a, b) => a.first - b.first)
      expect(ranges[0]!.first).toBeGreaterThanOrEqual(51)
      for (let index = 1; index < ranges.length; index++) {
        expect(
          ranges[index]!.first,
          `claim ${index} against the one before`,
        ).toBeGreaterThanOrEqual(ranges[index - 1]!.end)
      }
      // The next id stored is one past the highest given out.
      expect(await counter(other)).toBe(ranges.at(-1)!.end)
    } finally {
      other.close()
    }
  })

  it('a higher savedNext than the stored counter wins; a lower one gives way to the counter', async () => {
    expect(await claimDriverIds(2, 51)).toBe(51)
    // The saved list has ids up to 99 (written by a tab whose counter was lost, say).
    expect(await claimDriverIds(1, 100)).toBe(100)
    expect(await claimDriverIds(3, 51)).toBe(101)
    expect(await claimDriverIds(1, 51)).toBe(104)
  })

  it('a stored counter that is not a whole number is ignored, and written over', async () => {
    const other = await openDatabase()
    try {
      await counter(other, 'sixty')
      expect(await claimDriverIds(2, 51)).toBe(51)
      expect(await counter(other)).toBe(53)
    } finally {
      other.close()
    }
  })
})
