// Giving out new drivers' ids so that two tabs adding at once never get the same one. Tabs can
// both read localStorage before either writes; an IndexedDB read-write transaction runs alone.

const DATABASE = 'fleet-admin'
const COUNTERS = 'counters'
const NEXT_DRIVER_ID = 'next-driver-id'

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(COUNTERS)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** The first of `count` ids in a row, none given out before: `savedNext` or more. */
function takeIds(database: IDBDatabase, count: number, savedNext: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(COUNTERS, 'readwrite')
    const counters = transaction.objectStore(COUNTERS)
    const read = counters.get(NEXT_DRIVER_ID)
    let first = savedNext
    read.onsuccess = () => {
      const next: unknown = read.result
      if (Number.isSafeInteger(next)) first = Math.max(first, next as number)
      counters.put(first + count, NEXT_DRIVER_ID)
    }
    transaction.oncomplete = () => resolve(first)
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
}

/**
 * Takes `count` new ids in a row and gives the first: one more than the highest ever given out in
 * this browser, in any tab, and never below `savedNext` (the saved list's own next id). Without
 * IndexedDB (blocked by privacy settings), `savedNext` itself.
 */
export async function claimDriverIds(count: number, savedNext: number): Promise<number> {
  try {
    const database = await openDatabase()
    try {
      return await takeIds(database, count, savedNext)
    } finally {
      database.close()
    }
  } catch {
    return savedNext
  }
}
