import { createStore, useStore } from '@/lib/store'

// Whether what admins change outlives this tab: false when the local database could not be opened
// and lives in memory (database.ts). Apart from the database's code, so every dashboard screen can
// say so without loading it first.

/** Unknown (undefined) until the database is open. */
export const changesKept = createStore<boolean | undefined>(() => undefined)

export const useChangesKept = () => useStore(changesKept, undefined)
