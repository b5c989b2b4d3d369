import { unwrap } from 'idb'
import type { Driver } from '@/lib/drivers/drivers-data'
import type { StoreName } from './change-log'
import { DRIVERS_LIST, type Database } from './database'

// Loaded only when a stored record breaks its rule (a tampered or damaged database).

/**
 * Takes out of the database the records that break their rule, and says so in the console;
 * `drivers` is the drivers' list as shown, without them.
 */
export async function dropUnreadable(
  db: Database,
  dropped: [StoreName, IDBValidKey][],
  drivers: readonly Driver[],
): Promise<void> {
  console.warn('Dropped stored records that break their rule:', dropped)
  const stores = [...new Set(dropped.map(([store]) => store))]
  const tx = db.transaction([...stores, 'lists'], 'readwrite')
  // Raw requests, as commit.ts writes: a failed one is said once, by `done`.
  for (const [store, key] of dropped) unwrap(tx.objectStore(store)).delete(key)
  if (stores.includes('drivers')) unwrap(tx.objectStore('lists')).put([...drivers], DRIVERS_LIST)
  await tx.done
}
