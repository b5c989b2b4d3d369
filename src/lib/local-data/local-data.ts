import { markContentLoading } from '@/lib/start/content-loading'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import { createStore, useStore, type Readable } from '@/lib/store'
import type { StoreName } from './change-log'
import { changesKept } from './changes-kept'
import { mayReloadForNewBuild, reloadForNewBuild } from '@/lib/stale-build'
import { hasWorkOnScreen } from '@/lib/work-on-screen'
import {
  askToKeepStorage,
  driversList,
  hasV1Values,
  NewerVersionError,
  openDatabase,
  unstored,
  V1_KEYS,
  type Connection,
  type Database,
} from './database'
import { driverFault, emailKey, type Fault, type Others } from './records'
import { writeDriversSummary } from './summary'

// What the screens show of the local database: each store's records, read into memory once, then
// again after each commit, in this tab (commit.ts) or another (their BroadcastChannel message).

const CHANNEL = 'fleet-admin:local-data'

/** The log's newest entry: a history shown on screen reads the log again when it moves. */
export const logSeq = createStore(() => 0)

type Shown = {
  read: (values: never[]) => { kept: unknown[]; bad: IDBValidKey[] }
  show: (kept: never[]) => void
  reset: () => void
  /** Its first read from the database open now, once something showed it. */
  reading?: Promise<void>
}

/** The stores something on screen shows: each registers when the module that shows it loads. */
const shown = new Map<StoreName, Shown>()

/**
 * A store of the database as a screen shows it: `initial` (what the markup was drawn with) until
 * read, then its records, each kept only if it keeps its kind's rule (`read`), as `toValue` makes
 * them; read again after each commit here or in another tab. The first read a screen asks for
 * counts as loading: start-up ends once it is drawn (app/boot/app-settled.ts).
 */
export function showStore<Record, T>(
  name: StoreName,
  initial: T,
  read: (values: Record[]) => { kept: Record[]; bad: IDBValidKey[] },
  toValue: (kept: Record[], before: T) => T,
): Readable<T> {
  const store = createStore(() => initial)
  const entry: Shown = {
    read: read as Shown['read'],
    show: (kept) => store.set(toValue(kept, store.get())),
    reset: () => store.set(initial),
  }
  shown.set(name, entry)
  return {
    get() {
      if (!entry.reading) {
        const loaded = markContentLoading()
        // After React has drawn what was read: start-up then shows the rows it hid meanwhile.
        void (entry.reading = connection().then(({ db }) => refresh(db, [name])))
          .catch(notRead)
          .finally(() => setTimeout(loaded))
      }
      return store.get()
    },
    subscribe: store.subscribe,
  }
}

let connecting: Promise<Connection> | null = null
let stopFollowing = () => {}
/** Where this tab hears other tabs' commits, and tells them of its own (never hearing them back). */
let channel: BroadcastChannel | null = null

/**
 * The database, opened at the first call (and the drivers read, for the head script's summary),
 * and again after another tab's newer version closed it (then refused: NewerVersionError).
 */
export function connection(): Promise<Connection> {
  return (connecting ??= connect())
}

/** A newer version in another tab holds the database: that tab's build, by one reload. */
export function notRead(error: unknown): void {
  const newer = error instanceof NewerVersionError
  if (newer && mayReloadForNewBuild() && !hasWorkOnScreen()) return reloadForNewBuild()
  console.warn('The local database could not be read', error)
}

/** The move of the first version's values, loaded only when one of its keys exists. */
const moveV1 = () => import('./migrate-v1')

async function connect(): Promise<Connection> {
  const moving = hasV1Values() ? await moveV1() : undefined
  const opened = await openDatabase(moving?.moveIn)
  changesKept.set(opened.lasting)
  if (opened.lasting) askToKeepStorage()
  if (moving) await moving.moveInLater(opened)
  const heard = (channel = new BroadcastChannel(CHANNEL))
  heard.onmessage = ({ data }: MessageEvent<StoreName[]>) => void refresh(opened.db, data)
  // A tab of the first version still open writes its keys again: moved in once more.
  const onStorage = ({ key, newValue }: StorageEvent) => {
    if (newValue === null || !V1_KEYS.includes(key as never)) return
    void moveV1()
      .then(({ moveInLater }) => moveInLater(opened))
      .then(() => announce(opened.db, [...shown.keys()]))
  }
  // Node (unit tests) has no window to hear storage events on.
  globalThis.addEventListener?.('storage', onStorage)
  stopFollowing = () => {
    heard.close()
    if (channel === heard) channel = null
    globalThis.removeEventListener?.('storage', onStorage)
  }
  // Another tab upgrades the database: this connection closes (database.ts); the next opens anew.
  opened.db.addEventListener('versionchange', () => {
    stopFollowing()
    connecting = null
    shown.forEach((entry) => delete entry.reading)
  })
  // The drivers are read at once: the head script's summary follows them.
  const driversShown = shown.get('drivers')!
  if (!driversShown.reading) await (driversShown.reading = refresh(opened.db, ['drivers']))
  return opened
}

/** Closes the database and forgets what was read: the next read opens it again (tests use it). */
export async function closeLocalData(): Promise<void> {
  const closing = connecting
  connecting = null
  stopFollowing()
  shown.forEach((entry) => {
    delete entry.reading
    entry.reset()
  })
  changesKept.set(undefined)
  const opened = await closing?.catch(() => null)
  opened?.db.close()
}

/**
 * After a commit: show it here (the drivers' list as it wrote it, else each store read again), and
 * tell the other tabs to read it.
 */
export async function announce(
  db: Database,
  stores: StoreName[],
  written?: { drivers: readonly Driver[]; seq: number },
): Promise<void> {
  if (written) showDrivers(written.drivers, written.seq)
  else await refresh(db, stores)
  channel?.postMessage(stores)
}

/**
 * Reads those of `stores` something shows again into memory, each record by its rule; a record
 * that breaks it is dropped.
 */
async function refresh(db: Database, stores: readonly StoreName[]): Promise<void> {
  const reading = stores.filter((store) => shown.has(store))
  let tx
  try {
    tx = db.transaction([...reading, 'lists', 'log'])
  } catch (error) {
    // Closed meanwhile (another tab's upgrade, or a test's end): the next connection reads anew.
    if (error instanceof DOMException && error.name === 'InvalidStateError') return
    throw error
  }
  const [lastEntry, ...records] = await Promise.all([
    tx.objectStore('log').openKeyCursor(null, 'prev'),
    ...reading.map((store) =>
      store === 'drivers' ? driversList(tx) : tx.objectStore(store).getAll(),
    ),
  ])
  const dropped: [StoreName, IDBValidKey][] = []
  reading.forEach((store, index) => {
    const { read, show } = shown.get(store)!
    const { kept, bad } = read(records[index] as never)
    bad.forEach((key) => dropped.push([store, key]))
    show(kept as never)
  })
  logSeq.set(lastEntry?.key ?? 0)
  if (reading.includes('drivers')) showDrivers(drivers.get(), lastEntry?.key ?? 0)
  if (dropped.length > 0) {
    const { dropUnreadable } = await import('./drop-unreadable')
    await dropUnreadable(db, dropped, drivers.get())
  }
}

/** The drivers as this tab now shows them, and the head script's summary of them. */
function showDrivers(list: readonly Driver[], seq: number): void {
  driversShown.show(list as never)
  logSeq.set(seq)
  const shownList = drivers.get()
  const changed = shownList !== sampleDrivers
  const count = shownList.length
  // None while the database lives in memory: it outlives no reload.
  writeDriversSummary(changesKept.get() ? { seq, changed, count } : null)
}

/** Each record read by its rule beside those read before it (the first stored keeps its e-mail). */
export function readPeople<T extends { id: number; email: string }>(
  values: T[],
  fault: (value: unknown, others: Others) => Fault | null,
) {
  const owners = new Map<string, number>()
  const others: Others = { count: 0, ownerOf: (key) => owners.get(key) }
  const kept: T[] = []
  const bad: number[] = []
  for (const value of values) {
    const record = unstored(value) as T
    if (fault(record, others)) {
      bad.push(record.id)
      continue
    }
    kept.push(record)
    owners.set(emailKey(record.email), record.id)
    others.count++
  }
  return { kept, bad }
}

/**
 * The list read, with the drivers that did not change kept as the same objects (React redraws
 * only what changed); the sample itself when nothing differs from it.
 */
function sameAsBefore(read: readonly Driver[], before: readonly Driver[]): readonly Driver[] {
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

const drivers = showStore<Driver, readonly Driver[]>(
  'drivers',
  sampleDrivers,
  (values) => readPeople(values, driverFault),
  sameAsBefore,
)
const driversShown = shown.get('drivers')!

/** Every driver in the list now: the same list until it changes. */
export const currentDrivers = (): readonly Driver[] => drivers.get()

/**
 * The drivers, redrawn on every change here or in another tab. The sample in prerendered markup
 * and until the database is read (the head script hides the list meanwhile if it was changed):
 * with nothing changed it stays the very same list, so hydrating draws the screen once, and a
 * search box typed into before the app ran keeps its text.
 */
export const useDrivers = (): readonly Driver[] => useStore(drivers, sampleDrivers)
