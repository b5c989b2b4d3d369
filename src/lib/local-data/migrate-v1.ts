import type { IDBPTransaction, StoreNames } from 'idb'
import * as localKeys from '@/config/stored-names/local-keys'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { readSavedText } from '@/lib/storage/local-value'
import {
  isChangeKind,
  isLogTime,
  type ChangeKind,
  type NewEntry,
  type StoreName,
  type Touched,
} from './change-log'
import {
  DRIVERS_LIST,
  NEXT_DRIVER_ID,
  stored,
  unstored,
  V1_KEYS,
  type Connection,
  type FleetSchema,
} from './database'
import {
  adminFault,
  driverFault,
  emailKey,
  type AdminEntry,
  type Fault,
  type Others,
} from './records'
import { viewFault, type SavedView } from './view-records'

// Moving the first version's saved values (one localStorage key each) into the local database,
// loaded only when such a key exists. The first time, in the database's upgrade: what those keys
// hold becomes what the database holds, so two tabs upgrading at once move it in once. Later (a
// tab of the first version still open writes a key again), what it adds is merged in. Either way
// each record is read by today's rules and kept only if it keeps its kind's rule (records.ts); a
// key's value is moved in once (its fingerprint is kept), and the keys go once the move is saved.

type Tx = IDBPTransaction<FleetSchema, StoreNames<FleetSchema>[], 'versionchange' | 'readwrite'>
type Json = Record<string, unknown>

const STORES = ['drivers', 'admins', 'views', 'settings', 'lists', 'log', 'counters'] as const

/** Moves the keys' values in, over what the upgrade just created: they are what the admin had. */
export const moveIn = (tx: Tx) => moveValuesIn(tx, true)

/** Merges in what the keys hold now (a no-op for values already moved), then removes them. */
export async function moveInLater({ db, lasting }: Connection): Promise<void> {
  const tx = db.transaction([...STORES], 'readwrite') as unknown as Tx
  await moveValuesIn(tx, false)
  await tx.done
  // Kept while the database lives in memory only: the keys are then all that outlives the tab.
  if (lasting) V1_KEYS.forEach((key) => localStorage.removeItem(key))
}

/** FNV-1a: tells a key's value from the one moved in before, without keeping the value. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0
  }
  return hash
}

/** Each key's parsed value, unless it is gone or was moved in already. */
async function freshValues(tx: Tx): Promise<Map<string, unknown>> {
  const counters = tx.objectStore('counters')
  const fresh = new Map<string, unknown>()
  for (const key of V1_KEYS) {
    const raw = readSavedText(key)
    if (raw === null) continue
    const print = fingerprint(raw)
    if ((await counters.get(`v1:${key}`)) === print) continue
    await counters.put(print, `v1:${key}`)
    try {
      fresh.set(key, JSON.parse(raw))
    } catch {
      console.warn(`Not moved in: ${key} is not JSON`)
    }
  }
  return fresh
}

async function moveValuesIn(tx: Tx, first: boolean): Promise<void> {
  const values = await freshValues(tx)
  if (values.size === 0) return
  const removedRecords = await moveDrivers(tx, values, first)
  await moveAdmins(tx, values.get(localKeys.admins), first)
  await moveViews(tx, values.get(localKeys.savedViews))
  const applications = (values.get(localKeys.applications) ?? {}) as Json
  if (typeof applications.accepting === 'boolean') {
    await tx.objectStore('settings').put({ key: 'applications', accepting: applications.accepting })
  }
  await moveHistory(tx, values.get(localKeys.history), removedRecords)
}

const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const isStatus = (value: unknown): value is DriverStatus =>
  value === 'active' || value === 'inactive'
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 1
const textFields = (value: Json, fields: readonly string[]) =>
  Object.fromEntries(
    fields.flatMap((field) => (typeof value[field] === 'string' ? [[field, value[field]]] : [])),
  )

/** Records by id and who has which e-mail: what a person's rule asks, kept as records join. */
function people<T extends { email: string }>(records: Map<number, T>) {
  const owners = new Map([...records].map(([id, record]) => [emailKey(record.email), id]))
  return {
    records,
    others: (self: number): Others => ({
      count: records.size - (records.has(self) ? 1 : 0),
      ownerOf: (key) => owners.get(key),
    }),
    set(id: number, record: T) {
      records.set(id, record)
      owners.set(emailKey(record.email), id)
    },
  }
}

function warn(what: string, fault: Fault): void {
  console.warn(`Not moved in: ${what} breaks the rule (${fault.rule})`)
}

/**
 * The drivers: those added, then each edit and status, then those removed, over what is stored.
 * Then each driver changed is checked by the driver rule beside those unchanged (as the first
 * version read edits: the e-mails no edit changes first); one that breaks it keeps what was stored,
 * or, added, is left out alone. The first time, the ids stay; later, a driver a tab of the first
 * version added gets a new id unless it is there already. Gives the removed drivers as they were,
 * for the history entries that removed them.
 */
async function moveDrivers(tx: Tx, values: Map<string, unknown>, first: boolean) {
  const store = tx.objectStore('drivers')
  const counters = tx.objectStore('counters')
  const existing = new Map<number, Driver>()
  for (const driver of await store.getAll()) existing.set(driver.id, unstored(driver))
  const given = [
    (await counters.get(NEXT_DRIVER_ID)) ?? 1,
    ...[...existing.keys()].map((id) => id + 1),
  ]
  let next = Math.max(...given)
  const roster = objectOf(values.get(localKeys.driverRoster))
  const ids = new Map<number, number>()
  const changed = new Map<number, Driver>()
  const current = (id: number) => changed.get(id) ?? existing.get(id)

  for (const item of listOf(roster.added)) {
    const added = objectOf(item)
    if (!isId(added.id) || !isStatus(added.status)) continue
    const there = existing.get(added.id)
    if (there && emailKey(there.email) === emailKey(String(added.email))) continue
    const id = first && !there ? added.id : next++
    ids.set(added.id, id)
    const contact = textFields(added, ['name', 'email', 'phone'])
    changed.set(id, { ...contact, id, status: added.status, trips: 0, rating: null } as Driver)
  }
  const edit = (key: string, fields: Json) => {
    const id = ids.get(Number(key)) ?? Number(key)
    const driver = current(id)
    if (driver) changed.set(id, { ...driver, ...fields })
  }
  Object.entries(objectOf(values.get(localKeys.driverDetails))).forEach(([key, fields]) =>
    edit(key, textFields(objectOf(fields), ['name', 'email', 'phone'])),
  )
  Object.entries(objectOf(values.get(localKeys.driverStatuses))).forEach(([key, status]) => {
    if (isStatus(status)) edit(key, { status })
  })
  const removed = new Map<number, Driver>()
  for (const item of listOf(roster.removed)) {
    const id = isId(item) ? (ids.get(item) ?? item) : 0
    const driver = current(id)
    if (!driver) continue
    removed.set(id, driver)
    changed.delete(id)
    if (existing.delete(id)) await store.delete(id)
  }

  const kept = people(new Map([...existing].filter(([id]) => !changed.has(id))))
  for (const [id, driver] of [...changed].sort(([a], [b]) => a - b)) {
    const fault = driverFault(driver, kept.others(id))
    const fallback = existing.get(id)
    if (!fault) {
      kept.set(id, driver)
      await store.put(stored(driver))
    } else if (fallback && !driverFault(fallback, kept.others(id))) {
      warn(`the change to driver ${id}`, fault)
      kept.set(id, fallback)
    } else {
      warn(`driver ${id}`, fault)
      if (existing.delete(id)) await store.delete(id)
    }
  }
  const nextId = Number(roster.nextId)
  await counters.put(Math.max(next, Number.isSafeInteger(nextId) ? nextId : 0), NEXT_DRIVER_ID)
  // The one record screens read the drivers from, as they are now.
  const list = (await store.getAll()).map(unstored)
  await tx.objectStore('lists').put(list, DRIVERS_LIST)
  return removed
}

/**
 * The admin list: the first time it is the list; later, admins it has that the database lacks. As
 * the first version read it, a value that is not a list, or whose every entry is bad, is none saved.
 */
async function moveAdmins(tx: Tx, value: unknown, first: boolean): Promise<void> {
  if (!Array.isArray(value)) return
  const store = tx.objectStore('admins')
  const admins = people(new Map<number, AdminEntry>())
  if (!first) for (const admin of await store.getAll()) admins.set(admin.id, unstored(admin))
  const moved: AdminEntry[] = []
  for (const item of value) {
    const entry = objectOf(item)
    if (!isId(entry.id)) continue
    const admin = { ...textFields(entry, ['name', 'email', 'phone']), id: entry.id } as AdminEntry
    if (admins.others(0).ownerOf(emailKey(String(admin.email))) !== undefined) continue
    if (admins.records.has(admin.id)) admin.id = Math.max(...admins.records.keys()) + 1
    const fault = adminFault(admin, admins.others(admin.id))
    if (fault) warn(`admin ${String(entry.id)}`, fault)
    else {
      admins.set(admin.id, admin)
      moved.push(admin)
    }
  }
  if (value.length > 0 && moved.length === 0) return
  if (first) await store.clear()
  for (const admin of moved) await store.put(stored(admin))
}

/** The saved views, in their order, after those stored. */
async function moveViews(tx: Tx, value: unknown): Promise<void> {
  const store = tx.objectStore('views')
  const views: SavedView[] = await store.getAll()
  let position = views.reduce((most, view) => Math.max(most, view.position), 0)
  for (const item of listOf(value)) {
    const view = { ...objectOf(item), position: ++position } as SavedView
    if (views.some((other) => other.id === view.id)) continue
    const fault = viewFault(view, views)
    if (fault) warn(`view ${String(view.id)}`, fault)
    else {
      views.push(view)
      await store.put(view)
    }
  }
}

const STORE_OF_KIND = (kind: ChangeKind): StoreName =>
  kind.startsWith('admin') ? 'admins' : kind.startsWith('applications') ? 'settings' : 'drivers'

/**
 * The history, oldest first, as entries without old and new values (they keep their wording); a
 * removal's entry keeps the drivers it removed, as they were. One already moved in is left.
 */
async function moveHistory(tx: Tx, value: unknown, removed: Map<number, Driver>): Promise<void> {
  const log = tx.objectStore('log')
  for (const item of listOf(value).reverse()) {
    const entry = readV1Entry(item)
    if (!entry || (await log.index('v1').getKey(entry.v1Id!)) !== undefined) continue
    const gone =
      entry.kind === 'drivers-removed'
        ? (entry.driverIds ?? []).filter((id) => removed.has(id))
        : []
    const touched: Touched[] = gone.map((id) => ({
      key: id,
      name: removed.get(id)!.name,
      before: removed.get(id)!,
    }))
    gone.forEach((id) => removed.delete(id))
    const moved =
      touched.length > 0 && touched.length === entry.total ? { ...entry, touched } : entry
    await log.add({ ...moved, bytes: JSON.stringify(moved).length } as never)
  }
  removed.forEach((_driver, id) =>
    console.warn(`Driver ${id} was removed; no history entry names it`),
  )
}

/** A first-version history entry as a log entry, by that version's reader; null when unreadable. */
function readV1Entry(item: unknown): NewEntry | null {
  const { id, kind, subject, drivers, driverIds, by, at } = objectOf(item)
  if (typeof id !== 'string' || !id || !isChangeKind(kind)) return null
  if (typeof by !== 'string' || !by || !isLogTime(at)) return null
  const { names, total } = objectOf(drivers)
  const named = listOf(names).filter((name): name is string => typeof name === 'string' && !!name)
  const ids = listOf(driverIds).filter(isId)
  const touched =
    typeof subject === 'string' && subject ? [{ name: subject }] : named.map((name) => ({ name }))
  return {
    kind: kind as ChangeKind,
    store: STORE_OF_KIND(kind as ChangeKind),
    by,
    at,
    touched,
    ...(ids.length > 0 && { driverIds: ids }),
    ...(Number.isSafeInteger(total) && { total: total as number }),
    v1Id: id,
  }
}
