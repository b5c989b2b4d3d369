import { useEffect, useState } from 'react'
import { markContentLoading } from '@/app/boot/content-loading'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import { createStore, useStore } from '@/lib/store'
import { readEntry, type LogEntry, type StoreName } from './change-log'
import { mayReloadForNewBuild, reloadForNewBuild } from '@/lib/stale-build'
import { hasWorkOnScreen } from '@/lib/work-on-screen'
import {
  askToKeepStorage,
  hasV1Values,
  NewerVersionError,
  openDatabase,
  V1_KEYS,
  type Connection,
  type Database,
} from './database'
import { adminFault, applicationsFault, driverFault, emailKey, viewFault } from './records'
import type { AdminEntry, Fault, Others, SavedView } from './records'
import { writeDriversSummary } from './summary'

// What the screens show of the local database: each store's records, read into memory once, then
// again after each commit, in this tab (commit.ts) or another (their BroadcastChannel message).

export type { Database }

const CHANNEL = 'fleet-admin:local-data'

/** Whether changes outlive this tab: unknown until the database is open. */
export const changesKept = createStore<boolean | undefined>(() => undefined)
/** The log's newest entry: a history shown on screen reads the log again when it moves. */
const logSeq = createStore(() => 0)

/** A store a screen draws: what the markup was drawn with until the database has been read. */
function shownStore<T>(initial: T) {
  const store = createStore(() => initial)
  return { ...store, get: () => (readForScreen(), store.get()), reset: () => store.set(initial) }
}

const drivers = shownStore<readonly Driver[]>(sampleDrivers)
const admins = shownStore<readonly AdminEntry[] | undefined>(undefined)
const accepting = shownStore<boolean | undefined>(undefined)
const views = shownStore<readonly SavedView[] | undefined>(undefined)

let connecting: Promise<Connection> | null = null
let read = false
let stopFollowing = () => {}

/**
 * The database, opened and read into memory at the first call (what is saved shows from then), and
 * again after another tab's newer version closed it (then refused: NewerVersionError).
 */
export function connection(): Promise<Connection> {
  return (connecting ??= connect())
}

/** A screen that shows saved data draws it before start-up ends (app/boot/app-settled.ts). */
function readForScreen(): void {
  if (read) return
  read = true
  const loaded = markContentLoading()
  // After React has drawn what was read: start-up then shows the rows it hid meanwhile.
  void connection()
    .catch(notRead)
    .finally(() => setTimeout(loaded))
}

/** A newer version in another tab holds the database: that tab's build, by one reload. */
export function notRead(error: unknown): void {
  const newer = error instanceof NewerVersionError
  if (newer && mayReloadForNewBuild() && !hasWorkOnScreen()) return reloadForNewBuild()
  console.warn('The local database could not be read', error)
}

async function connect(): Promise<Connection> {
  const moving = hasV1Values() ? await import('./migrate-v1') : undefined
  const opened = await openDatabase(moving?.moveIn)
  changesKept.set(opened.lasting)
  if (opened.lasting) askToKeepStorage()
  if (moving) await moving.moveInLater(opened)
  await refresh(opened.db, EVERY_STORE)
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = ({ data }: MessageEvent<StoreName[]>) => void refresh(opened.db, data)
  // A tab of the first version still open writes its keys again: moved in once more.
  const onStorage = ({ key, newValue }: StorageEvent) => {
    if (newValue === null || !V1_KEYS.includes(key as never)) return
    void import('./migrate-v1')
      .then(({ moveInLater }) => moveInLater(opened))
      .then(() => announce(opened.db, EVERY_STORE))
  }
  // Node (unit tests) has no window to hear storage events on.
  globalThis.addEventListener?.('storage', onStorage)
  stopFollowing = () => {
    channel.close()
    globalThis.removeEventListener?.('storage', onStorage)
  }
  // Another tab upgrades the database: this connection closes (database.ts); the next opens anew.
  opened.db.addEventListener('versionchange', () => {
    stopFollowing()
    connecting = null
  })
  return opened
}

const EVERY_STORE: StoreName[] = ['drivers', 'admins', 'views', 'settings']

/** Closes the database and forgets what was read: the next read opens it again (tests use it). */
export async function closeLocalData(): Promise<void> {
  const closing = connecting
  connecting = null
  read = false
  stopFollowing()
  ;[drivers, admins, accepting, views].forEach((store) => store.reset())
  changesKept.set(undefined)
  const opened = await closing?.catch(() => null)
  opened?.db.close()
}

/** After a commit: read its stores again here, and tell the other tabs to. */
export async function announce(db: Database, stores: StoreName[]): Promise<void> {
  await refresh(db, stores)
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage(stores)
  channel.close()
}

/** Reads `stores` again into memory, each record by its rule; a record that breaks it is dropped. */
async function refresh(db: Database, stores: readonly StoreName[]): Promise<void> {
  let tx
  try {
    tx = db.transaction([...stores, 'log'])
  } catch (error) {
    // Closed meanwhile (another tab's upgrade, or a test's end): the next connection reads anew.
    if (error instanceof DOMException && error.name === 'InvalidStateError') return
    throw error
  }
  const [lastEntry, ...records] = await Promise.all([
    tx.objectStore('log').openKeyCursor(null, 'prev'),
    ...stores.map((store) => tx.objectStore(store).getAll()),
  ])
  const seq = lastEntry?.key ?? 0
  const dropped: [StoreName, IDBValidKey][] = []
  stores.forEach((store, index) => {
    const { kept, bad } = READERS[store](records[index] as never)
    bad.forEach((key) => dropped.push([store, key]))
    STORES[store](kept as never)
  })
  logSeq.set(seq)
  if (stores.includes('drivers')) {
    const list = drivers.get()
    writeDriversSummary({ seq, changed: list !== sampleDrivers, count: list.length })
  }
  if (dropped.length > 0) await dropUnreadable(db, dropped)
}

async function dropUnreadable(db: Database, dropped: [StoreName, IDBValidKey][]): Promise<void> {
  console.warn('Dropped stored records that break their rule:', dropped)
  const tx = db.transaction([...new Set(dropped.map(([store]) => store))], 'readwrite')
  await Promise.all([
    ...dropped.map(([store, key]) => tx.objectStore(store).delete(key as never)),
    tx.done,
  ])
}

const STORES = {
  drivers: (list: Driver[]) => drivers.set(sameAsBefore(drivers.get(), list)),
  admins: (list: AdminEntry[]) => admins.set(list),
  views: (list: SavedView[]) => views.set(list.sort((a, b) => a.position - b.position)),
  settings: ([setting]: { accepting: boolean }[]) => accepting.set(setting?.accepting ?? true),
}

/** Each record read by its rule beside those read before it (the first stored keeps its e-mail). */
function readPeople<T extends { id: number; email: string }>(
  values: (T & { emailKey: string })[],
  fault: (value: unknown, others: Others) => Fault | null,
) {
  const owners = new Map<string, number>()
  const others: Others = { count: 0, ownerOf: (key) => owners.get(key) }
  const kept: T[] = []
  const bad: number[] = []
  for (const { emailKey: key, ...value } of values) {
    const record = value as unknown as T
    if (fault(record, others) || key !== emailKey(record.email)) {
      bad.push(record.id)
      continue
    }
    kept.push(record)
    owners.set(key, record.id)
    others.count++
  }
  return { kept, bad }
}

const READERS = {
  drivers: (values: (Driver & { emailKey: string })[]) => readPeople<Driver>(values, driverFault),
  admins: (values: (AdminEntry & { emailKey: string })[]) =>
    readPeople<AdminEntry>(values, adminFault),
  views: (values: SavedView[]) => {
    const kept: SavedView[] = []
    const bad = values.filter((view) => (viewFault(view, kept) ? true : (kept.push(view), false)))
    return { kept, bad: bad.map(({ id }) => id) }
  },
  settings: (values: { key: string; accepting: boolean }[]) => ({
    kept: values.filter((value) => !applicationsFault(value)),
    bad: values.filter((value) => applicationsFault(value)).map(({ key }) => key),
  }),
} satisfies Record<StoreName, (values: never[]) => { kept: unknown[]; bad: IDBValidKey[] }>

/**
 * The list read, with the drivers that did not change kept as the same objects (React redraws
 * only what changed); the sample itself when nothing differs from it.
 */
function sameAsBefore(before: readonly Driver[], read: Driver[]): readonly Driver[] {
  const same = (a: Driver | undefined, b: Driver) =>
    a !== undefined && Object.keys(b).every((field) => a[field as never] === b[field as never])
  if (read.length === sampleDrivers.length && read.every((d, i) => same(sampleDrivers[i], d))) {
    return sampleDrivers
  }
  const previous = new Map(before.map((driver) => [driver.id, driver]))
  return read.map((driver) => {
    const earlier = previous.get(driver.id)
    return same(earlier, driver) ? earlier! : driver
  })
}

/** Every driver in the list now: the same list until it changes. */
export const currentDrivers = (): readonly Driver[] => drivers.get()

/**
 * The drivers, redrawn on every change here or in another tab. The sample in prerendered markup
 * and until the database is read (the head script hides the list meanwhile if it was changed):
 * with nothing changed it stays the very same list, so hydrating draws the screen once, and a
 * search box typed into before the app ran keeps its text.
 */
export const useDrivers = (): readonly Driver[] => useStore(drivers, sampleDrivers)
export const currentAdmins = () => admins.get()
/** Calls `listener` on each change to the admin list, here or in another tab; returns the stop. */
export const watchAdmins = (listener: () => void) => admins.subscribe(listener)
/** Each is undefined in prerendered markup and until the database is read. */
export const useAdmins = () => useStore(admins, undefined)
export const useAcceptingApplications = () => useStore(accepting, undefined)
export const useSavedViews = () => useStore(views, undefined)
export const currentViews = () => views.get() ?? []

/** The changes `read` finds in the log, newest first; read again when the log grows. */
export function useChanges(read: (db: Database) => Promise<unknown[]>, key: string) {
  const seq = useStore(logSeq, 0)
  const [shown, setShown] = useState<{ key: string; entries: LogEntry[] }>()
  useEffect(() => {
    let current = true
    void connection()
      .then(({ db }) => read(db))
      .then((values) => {
        const entries = values.flatMap((value) => readEntry(value) ?? [])
        if (current) setShown({ key, entries: entries.sort((a, b) => b.seq - a.seq) })
      })
    return () => void (current = false)
    // `read` follows `key`: a new function each render is the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, seq])
  return shown?.key === key ? shown.entries : undefined
}

/** The newest `count` changes. */
export const latestChanges = (count: number) => async (db: Database) => {
  const entries: unknown[] = []
  let cursor = await db.transaction('log').store.openCursor(null, 'prev')
  while (cursor && entries.length < count) {
    entries.push(cursor.value)
    cursor = await cursor.continue()
  }
  return entries
}

/** Every change that touched driver `id`. */
export const changesToDriver = (id: number) => (db: Database) =>
  db.getAllFromIndex('log', 'driver', id)
