import { wrap, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb'
import * as databaseNames from '@/config/stored-names/database-names'
import * as localKeys from '@/config/stored-names/local-keys'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import { readSavedText } from '@/lib/storage/local-value'
import type { LogEntry } from './change-log'
import {
  ACCEPTING_APPLICATIONS_AT_START,
  emailKey,
  INITIAL_ADMINS,
  type AdminEntry,
  type ApplicationsSetting,
} from './records'
import { writeDriversSummary } from './summary'
import type { SavedView } from './view-records'

// The one local database (IndexedDB, through idb): its stores, opening it, and what happens when
// it cannot be opened. Version 1 was the driver id counter alone; version 2 moved in everything
// admins change.

/** Drivers and admins are stored with their e-mail as the unique index reads it. */
type Stored<T> = T & { emailKey: string }

export interface FleetSchema extends DBSchema {
  drivers: { key: number; value: Stored<Driver>; indexes: { email: string } }
  admins: { key: number; value: Stored<AdminEntry>; indexes: { email: string } }
  views: { key: string; value: SavedView }
  settings: { key: string; value: ApplicationsSetting }
  /** Every driver in one record, written with each change to drivers: read in one go (a 10,000-driver list in about 10 ms, where reading each record takes 60). */
  lists: { key: string; value: Driver[] }
  counters: { key: string; value: number }
  log: { key: number; value: LogEntry; indexes: { driver: number; v1: string } }
}

export type Database = IDBPDatabase<FleetSchema>
type UpgradeTransaction = IDBPTransaction<FleetSchema, StoreNames<FleetSchema>[], 'versionchange'>
/** The database, and whether what it holds outlives the tab (false: kept in memory only). */
export type Connection = { db: Database; lasting: boolean }

const DATABASE_VERSION = 2
export const NEXT_DRIVER_ID = 'next-driver-id'
/** The `lists` key of every driver in one record. */
export const DRIVERS_LIST = 'drivers'
/** How long opening may take before the app works in memory instead: no form waits in silence. */
const OPEN_TIMEOUT_MS = 5000

/** The first version's keys (localStorage), moved into the database and then removed. */
export const V1_KEYS = [
  localKeys.driverRoster,
  localKeys.driverDetails,
  localKeys.driverStatuses,
  localKeys.history,
  localKeys.admins,
  localKeys.applications,
  localKeys.savedViews,
] as const

export const hasV1Values = () => V1_KEYS.some((key) => readSavedText(key) !== null)

/** Another tab runs a newer version of the app: this one must reload to save. */
export class NewerVersionError extends Error {}

type MoveIn = (tx: UpgradeTransaction) => Promise<void>

/**
 * Opens the database, creating it (the sample data, or the first version's values moved in) the
 * first time. If IndexedDB is missing, refuses at once (some private windows) or does not answer
 * in OPEN_TIMEOUT_MS, the same database is made in memory instead, by fake-indexeddb.
 */
export async function openDatabase(moveIn?: MoveIn): Promise<Connection> {
  try {
    return { db: await open(indexedDB, moveIn, OPEN_TIMEOUT_MS), lasting: true }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'VersionError') {
      throw new NewerVersionError(error.message)
    }
    console.warn('Local database not opened; changes stay in this tab', error)
    // Its polyfill entry: idb finds IndexedDB's classes as globals.
    await import('fake-indexeddb/auto')
    return { db: await open(new IDBFactory(), moveIn), lasting: false }
  }
}

function open(factory: IDBFactory, moveIn?: MoveIn, timeoutMs?: number): Promise<Database> {
  return new Promise((resolve, reject) => {
    let late = false
    const request = factory.open(databaseNames.localData, DATABASE_VERSION)
    request.onupgradeneeded = ({ oldVersion }) => {
      const tx = wrap(request.transaction!) as unknown as UpgradeTransaction
      // A failed upgrade fails the open request, which says so: its own rejection is not news.
      tx.done.catch(() => {})
      create(tx, oldVersion)
      void seed(tx, moveIn).catch(() => tx.abort())
    }
    request.onsuccess = () => {
      const db = request.result
      if (late) return db.close()
      // Another tab's upgrade is never kept waiting by this one.
      db.onversionchange = () => db.close()
      resolve(wrap(db) as unknown as Database)
    }
    request.onerror = () => reject(request.error)
    if (timeoutMs !== undefined) {
      setTimeout(() => {
        late = true
        reject(new Error('IndexedDB did not answer'))
      }, timeoutMs)
    }
  })
}

function create(tx: UpgradeTransaction, oldVersion: number): void {
  const { db } = tx
  if (oldVersion < 1) db.createObjectStore('counters')
  const byEmail = ['email', 'emailKey', { unique: true }] as const
  db.createObjectStore('drivers', { keyPath: 'id' }).createIndex(...byEmail)
  db.createObjectStore('admins', { keyPath: 'id' }).createIndex(...byEmail)
  db.createObjectStore('views', { keyPath: 'id' })
  db.createObjectStore('settings', { keyPath: 'key' })
  db.createObjectStore('lists')
  const log = db.createObjectStore('log', { keyPath: 'seq', autoIncrement: true })
  log.createIndex('driver', 'driverIds', { multiEntry: true })
  log.createIndex('v1', 'v1Id', { unique: true })
}

/** What a first visit starts from, then the first version's values moved in over it. */
async function seed(tx: UpgradeTransaction, moveIn?: MoveIn): Promise<void> {
  const drivers = tx.objectStore('drivers')
  const admins = tx.objectStore('admins')
  sampleDrivers.forEach((driver) => void drivers.put(stored(driver)))
  void tx.objectStore('lists').put(sampleDrivers, DRIVERS_LIST)
  INITIAL_ADMINS.forEach((admin) => void admins.put(stored(admin)))
  void tx.objectStore('settings').put({
    key: 'applications',
    accepting: ACCEPTING_APPLICATIONS_AT_START,
  })
  // A summary of a database gone (the browser's data cleared but that key) is not this one's.
  writeDriversSummary(null)
  // Version 1's counter: new ids start above every id it gave out.
  const counters = tx.objectStore('counters')
  const given = await counters.get(NEXT_DRIVER_ID)
  await counters.put(Math.max(sampleDrivers.length + 1, given ?? 0), NEXT_DRIVER_ID)
  await moveIn?.(tx)
}

/**
 * Every driver in the list, in id order: the one record that holds them all, or, when it is
 * missing or does not count as many as the drivers' records (stored by other means), those records.
 */
export async function driversList(
  tx: IDBPTransaction<FleetSchema, StoreNames<FleetSchema>[], IDBTransactionMode>,
): Promise<Driver[]> {
  const [list, count] = await Promise.all([
    tx.objectStore('lists').get(DRIVERS_LIST),
    tx.objectStore('drivers').count(),
  ])
  if (Array.isArray(list) && list.length === count) return list
  return (await tx.objectStore('drivers').getAll()).map(unstored)
}

/** A stored record as the app keeps it: without the index's key. */
export function unstored<T extends object>(stored: T): Omit<T, 'emailKey'> {
  const record: T & { emailKey?: string } = { ...stored }
  delete record.emailKey
  return record
}

/** A driver or an admin as stored: with its e-mail as the unique index reads it. */
export const stored = <T extends { email: string }>(person: T): T & { emailKey: string } => ({
  ...person,
  emailKey: emailKey(person.email),
})

/** Asks the browser to keep this site's storage (Safari deletes it after 7 days unused). */
export function askToKeepStorage(): void {
  void globalThis.navigator?.storage?.persist?.().catch(() => {})
}
