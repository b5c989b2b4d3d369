import { unwrap, type IDBPTransaction } from 'idb'
import { CONTACT_FIELDS } from '@/lib/contact-fields'
import type { Driver } from '@/lib/drivers/drivers-data'
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
import {
  DRIVERS_LIST,
  driversList,
  NewerVersionError,
  stored,
  unstored,
  type FleetSchema,
} from './database'
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
// appends its entry to the change log. A server sync would plug in here: see docs/decisions/0003-local-database.md.

export type ChangeTx = IDBPTransaction<
  FleetSchema,
  (StoreName | 'lists' | 'log' | 'counters')[],
  'readwrite'
>

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
    const change = (tx = db.transaction([store, 'lists', 'log', 'counters'], 'readwrite'))
    // Awaited below when it commits; an aborted one's rejection is expected, not unhandled.
    change.done.catch(() => {})
    const planned = await plan(change)
    if ('reason' in planned) return refuse(change, planned)
    const records = await recordsOf(change, store)
    const checked = CHECKS[store](records, planned.writes, planned.typed ?? false)
    // In the order of the writes, as each check met them.
    const faults = [...checked].map(([write, fault]) => ({ write, fault }))
    if (faults[0] && !partial) return refuse(change, { reason: 'rule', ...faults[0] })
    const writes = planned.writes.filter((write) => !checked.has(write))
    if (writes.length === 0) {
      change.abort()
      return { ok: true, seq: null, writes, faults, note: planned.note }
    }
    save(change, store, writes)
    const list = store === 'drivers' ? saveDriversList(change, records as Driver[], writes) : null
    const seq = await append(change, entryFor(planned.kind, store, writes, by, new Date()))
    await change.done
    await announce(db, [store], list ? { drivers: list, seq } : undefined)
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

/** Writes each record (a failed write aborts the transaction: its `done` says why). */
function save(tx: ChangeTx, store: StoreName, writes: readonly Write[]): void {
  // The raw store: a thousand writes need no promise each.
  const records = unwrap(tx.objectStore(store))
  // Drivers and admins with the unique index's key; views and the switch as they are.
  const person = store === 'drivers' || store === 'admins'
  for (const { key, after } of writes) {
    if (!after) records.delete(key as IDBValidKey)
    else records.put(person ? stored(after as { email: string }) : after)
  }
}

/** The drivers' list after `writes`, in id order, saved as the one record screens read. */
function saveDriversList(tx: ChangeTx, list: readonly Driver[], writes: readonly Write[]) {
  const byId = new Map(list.map((driver) => [driver.id, driver]))
  for (const { key, after } of writes) {
    if (after) byId.set(Number(key), after as Driver)
    else byId.delete(Number(key))
  }
  const next = [...byId.values()].sort((a, b) => a.id - b.id)
  // The raw store, as in save: a promise here would reject unhandled if the change is aborted.
  unwrap(tx.objectStore('lists')).put(next, DRIVERS_LIST)
  return next
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

/** The records of `store` as stored now: a change's rule checks read them whole. */
async function recordsOf(tx: ChangeTx, store: StoreName): Promise<unknown[]> {
  if (store === 'drivers') return driversList(tx)
  if (store === 'settings') return []
  return (await tx.objectStore(store).getAll()).map((record) => unstored(record as object))
}

type Check = (records: unknown[], writes: Write[], typed: boolean) => Map<Write, Fault>

/**
 * Each write's record against its rule, as stored now with the change's earlier writes made: a
 * record that goes (or changes its e-mail) frees its e-mail for the ones after it.
 */
const checkPeople =
  (rule: typeof driverFault): Check =>
  (records, writes, typed) => {
    const people = records as { id: number; email: string }[]
    const owners = new Map(people.map(({ id, email }) => [emailKey(email), id] as const))
    let count = people.length
    const faults = new Map<Write, Fault>()
    for (const write of writes) {
      const { key, before, after } = write
      const freed = before ? emailKey(String(before.email)) : undefined
      if (before) count--
      if (freed !== undefined && owners.get(freed) === key) owners.delete(freed)
      const others: Others = { count, ownerOf: (email) => owners.get(email) }
      // Today's rules for what this change typed: every field of a new record, the changed ones of
      // an edited one (a saved value an earlier version accepted stays readable and savable).
      const typedFields = typed
        ? CONTACT_FIELDS.filter((field) => !before || before[field] !== after?.[field])
        : []
      const fault = after ? rule(after, others, typedFields) : null
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
  drivers: checkPeople(driverFault),
  admins: checkPeople(adminFault),
  views(records, writes) {
    let views = records as SavedView[]
    const faults = new Map<Write, Fault>()
    for (const write of writes) {
      const others = views.filter((view) => view.id !== write.key)
      const fault = write.after ? viewFault(write.after, others) : null
      if (fault) faults.set(write, fault)
      else views = write.after ? [...others, write.after as SavedView] : others
    }
    return faults
  },
  settings(_records, writes) {
    const faults = writes.map((write) => [write, write.after && applicationsFault(write.after)])
    return new Map(faults.filter((pair): pair is [Write, Fault] => !!pair[1]))
  },
}
