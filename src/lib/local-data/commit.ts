import type { IDBPTransaction } from 'idb'
import { knownAdminName } from '@/lib/session/current-profile'
import {
  entryFor,
  LOG_MAX_BYTES,
  LOG_MIN_ENTRIES,
  type ChangeKind,
  type NewEntry,
  type StoreName,
  type Write,
} from './change-log'
import { NewerVersionError, stored, type FleetSchema } from './database'
import { announce, connection } from './local-data'
import {
  adminFault,
  applicationsFault,
  driverFault,
  emailKey,
  type Fault,
  type Others,
} from './records'
import { viewFault, type SavedView } from './view-records'

// The one way anything admins change is saved: a change is one read-write transaction that reads
// what it needs, checks each record's rule against what is stored at that moment, writes, and
// appends its entry to the change log. A server sync would plug in here: see docs/decisions.md.

export type ChangeTx = IDBPTransaction<FleetSchema, (StoreName | 'log' | 'counters')[], 'readwrite'>

/** What a change does, worked out inside its transaction from what is stored then. */
export type Plan<Note = undefined> = {
  kind: ChangeKind
  writes: Write[]
  /** Typed into a form: the form's e-mail rule, not the one for stored records. */
  typed?: boolean
  /** Anything the caller wants back (what an Undo could not put back, and why). */
  note?: Note
}

/** Why a change was not saved: a record's rule (which record), or the browser's storage. */
export type Refusal =
  | { reason: 'rule'; fault: Fault; write: Write }
  | { reason: 'storageFull' | 'newerVersion' | 'failed' }

export type Committed<Note> = {
  ok: true
  /** The change's log entry; null when it changed nothing. */
  seq: number | null
  /** What was written, and each write left out for the rule it broke (an Undo's `partial`). */
  writes: Write[]
  faults: { write: Write; fault: Fault }[]
  note?: Note
}

/**
 * Makes the change `plan` works out, as one transaction over `store`. Any write that breaks its
 * record's rule refuses the whole change, unless `partial`: then the others are made.
 */
export async function commit<Note = undefined>(
  store: StoreName,
  plan: (tx: ChangeTx) => Promise<Plan<Note> | Refusal>,
  { partial = false } = {},
): Promise<Committed<Note> | ({ ok: false } & Refusal)> {
  // Now: an IndexedDB transaction ends at the first await of anything but its own requests.
  const by = knownAdminName()
  let tx: ChangeTx | undefined
  try {
    const { db } = await connection()
    const change = (tx = db.transaction([store, 'log', 'counters'], 'readwrite'))
    // Awaited below when it commits; an aborted one's rejection is expected, not unhandled.
    change.done.catch(() => {})
    const planned = await plan(change)
    if ('reason' in planned) return refuse(change, planned)
    const checked = await CHECKS[store](change, planned.writes, planned.typed ?? false)
    const faults = planned.writes.flatMap((write) => {
      const fault = checked.get(write)
      return fault ? [{ write, fault }] : []
    })
    if (faults[0] && !partial) return refuse(change, { reason: 'rule', ...faults[0] })
    const writes = planned.writes.filter((write) => !checked.has(write))
    if (writes.length === 0) {
      change.abort()
      return { ok: true, seq: null, writes, faults, note: planned.note }
    }
    await Promise.all(writes.map((write) => save(change, store, write)))
    const seq = await append(change, entryFor(planned.kind, store, writes, by, new Date()))
    await change.done
    await announce(db, [store])
    return { ok: true, seq, writes, faults, note: planned.note }
  } catch (error) {
    // Nothing half done: an error in our own code would otherwise let the transaction commit.
    try {
      tx?.abort()
    } catch {
      // It had ended already.
    }
    return { ok: false, reason: reasonOf(error) }
  }
}

function refuse(tx: ChangeTx, refusal: Refusal): { ok: false } & Refusal {
  tx.abort()
  return { ok: false, ...refusal }
}

function reasonOf(error: unknown): 'storageFull' | 'newerVersion' | 'failed' {
  if (error instanceof NewerVersionError) return 'newerVersion'
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return 'storageFull'
  console.error('A change could not be saved:', error)
  return 'failed'
}

function save(tx: ChangeTx, store: StoreName, { key, after }: Write) {
  const records = tx.objectStore(store)
  if (!after) return records.delete(key as never)
  // Drivers and admins with the unique index's key; views and the switch as they are.
  const person = store === 'drivers' || store === 'admins'
  return records.put((person ? stored(after as { email: string }) : after) as never)
}

/** Appends `entry`, then lets the oldest go past LOG_MAX_BYTES (never the newest LOG_MIN_ENTRIES). */
async function append(tx: ChangeTx, entry: NewEntry): Promise<number> {
  const bytes = JSON.stringify(entry).length
  const log = tx.objectStore('log')
  const seq = await log.add({ ...entry, bytes } as never)
  const counters = tx.objectStore('counters')
  let total = ((await counters.get('log-bytes')) ?? 0) + bytes
  if (total > LOG_MAX_BYTES) {
    let count = await log.count()
    let oldest = await log.openCursor()
    while (oldest && total > LOG_MAX_BYTES && count > LOG_MIN_ENTRIES) {
      total -= oldest.value.bytes
      count--
      await oldest.delete()
      oldest = await oldest.continue()
    }
  }
  await counters.put(total, 'log-bytes')
  return seq
}

type Check = (tx: ChangeTx, writes: Write[], typed: boolean) => Promise<Map<Write, Fault>>

/**
 * Each write's record against its rule, as stored now with the change's earlier writes made: a
 * record that goes (or changes its e-mail) frees its e-mail for the ones after it.
 */
const checkPeople =
  (store: 'drivers' | 'admins', rule: typeof driverFault): Check =>
  async (tx, writes, typed) => {
    const records = tx.objectStore(store)
    const emails = writes.flatMap(({ after }) => (after ? [emailKey(String(after.email))] : []))
    const owners = new Map(
      await Promise.all(
        [...new Set(emails)].map(
          async (key) => [key, await records.index('email').getKey(key)] as const,
        ),
      ),
    )
    let count = await records.count()
    const faults = new Map<Write, Fault>()
    for (const write of writes) {
      const { key, before, after } = write
      const freed = before ? emailKey(String(before.email)) : undefined
      if (before) count--
      if (freed !== undefined && owners.get(freed) === key) owners.set(freed, undefined)
      const others: Others = { count, ownerOf: (email) => owners.get(email) }
      const fault = after ? rule(after, others, typed) : null
      if (fault) faults.set(write, fault)
      const made = fault ? before : after
      if (made) {
        count++
        owners.set(emailKey(String(made.email)), Number(key))
      }
    }
    return faults
  }

const CHECKS: Record<StoreName, Check> = {
  drivers: checkPeople('drivers', driverFault),
  admins: checkPeople('admins', adminFault),
  async views(tx, writes) {
    let views = await tx.objectStore('views').getAll()
    const faults = new Map<Write, Fault>()
    for (const write of writes) {
      const others = views.filter((view) => view.id !== write.key)
      const fault = write.after ? viewFault(write.after, others) : null
      if (fault) faults.set(write, fault)
      else views = write.after ? [...others, write.after as SavedView] : others
    }
    return faults
  },
  async settings(_tx, writes) {
    const faults = writes.map((write) => [write, write.after && applicationsFault(write.after)])
    return new Map(faults.filter((pair): pair is [Write, Fault] => !!pair[1]))
  },
}
