import {
  readEntry,
  sameValue,
  valuesOf,
  UNDONE_AS,
  type StoreName,
  type Values,
  type Write,
} from './change-log'
import { commit, type ChangeTx } from './commit'
import { unstored } from './database'
import { nextAdminId } from './settings-changes'

// Undo is a change like any other (commit.ts): it puts back, from the change's log entry, what
// still holds what that change wrote, and says what it could not put back and why.

/** A record the Undo left as it is: changed since (these fields) or removed since, elsewhere. */
export type LeftAsIs = { name: string; fields: string[] }

async function stored(tx: ChangeTx, store: StoreName, key: number | string | undefined) {
  const value = key === undefined ? undefined : await tx.objectStore(store).get(key as never)
  return value ? (unstored(value as Values) as Values) : undefined
}

/**
 * Undoes the change logged as `seq` in `store`, record by record: a removed record comes back if
 * its rule allows it now; an added one goes; an edited one gets back each field that still holds
 * what the change wrote. What breaks a rule now is left out alone (`faults`), and what another tab
 * changed since is kept (`note`).
 */
export const undo = (store: StoreName, seq: number) =>
  commit<LeftAsIs[]>(
    store,
    async (tx) => {
      const entry = readEntry(await tx.objectStore('log').get(seq))
      if (!entry) return { reason: 'failed' }
      const writes: Write[] = []
      const leftAsIs: LeftAsIs[] = []
      for (const touched of entry.touched) {
        const { key, name } = touched
        const { before, after } = valuesOf(entry, touched)
        const current = await stored(tx, store, key)
        if (key === undefined || (!before && !after)) continue
        if (!after) {
          // Back already (a second Undo, another tab), unless a newer admin took its id.
          if (!current) writes.push({ key, after: before })
          else if (store === 'admins' && !sameValue(current, before)) {
            // A newer admin has taken its id: it comes back under the next one (SPEC §9).
            const id = await nextAdminId(tx)
            writes.push({ key: id, after: { ...before, id } })
          }
        } else if (!before) {
          if (current) writes.push({ key, before: current })
        } else if (!current) {
          leftAsIs.push({ name, fields: [] })
        } else {
          const fields = Object.keys(after)
          const back = fields.filter((field) => sameValue(current[field], after[field]))
          const kept = fields.filter((field) => !back.includes(field))
          if (kept.length > 0) leftAsIs.push({ name, fields: kept })
          const restored = Object.fromEntries(back.map((field) => [field, before[field]]))
          if (back.length > 0)
            writes.push({ key, before: current, after: { ...current, ...restored } })
        }
      }
      return { kind: UNDONE_AS[entry.kind], writes, note: leftAsIs }
    },
    { partial: true },
  )
