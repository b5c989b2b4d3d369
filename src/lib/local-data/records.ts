import {
  CONTACT_FIELDS,
  findContactFault,
  type ContactField,
  type ContactFields,
  type ContactRule,
} from '@/lib/contact-fields'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'

// The records admins change, and the one rule each kind keeps (a saved view's: view-records.ts).
// The forms, the import, every Undo, the move from the first version and the reading of stored
// records all ask these functions; a change asks them inside the transaction that writes it
// (commit.ts), against what is stored then.

/** A driver to add, as the Add Driver form or an imported file gives it. */
export type NewDriver = ContactFields & { status: DriverStatus }
export type AdminEntry = { id: number } & ContactFields
export type ApplicationsSetting = { key: 'applications'; accepting: boolean }

/** At most this many drivers in the list: an add, an import or an Undo past it is refused. */
export const MAX_DRIVERS = 10_000
export const ACCEPTING_APPLICATIONS_AT_START = true

/** The admin list a first visit starts from (SPEC §1). */
export const INITIAL_ADMINS: readonly AdminEntry[] = [
  { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@example.com', phone: '+1 555-0101' },
  { id: 2, name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555-0102' },
]

/**
 * A rule a record breaks: a contact rule, an e-mail (or a view's name) another record has, no room
 * left, or not a record this app writes at all (stored data only).
 */
type RecordRule = ContactRule | 'emailTaken' | 'nameTaken' | 'nameTooLong' | 'full' | 'unreadable'
export type Fault = { rule: RecordRule; fields: string[] }

/** E-mail addresses are told apart regardless of case: this is the unique index's key. */
export const emailKey = (email: string) => email.toLowerCase()

/** What a driver's or an admin's rule needs of the others of its kind, as stored now. */
export type Others = {
  /** How many there are besides this one. */
  count: number
  /** Which of them has an e-mail, by its emailKey. */
  ownerOf: (emailKey: string) => number | undefined
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value === value.trim()
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 1
const isRating = (value: unknown) =>
  value === null || (typeof value === 'number' && value >= 0 && value <= 5 && isTenth(value))
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

function isPerson(value: unknown): value is AdminEntry {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return isId(record.id) && CONTACT_FIELDS.every((field) => isText(record[field]))
}

function isDriver(value: unknown): value is Driver {
  if (!isPerson(value)) return false
  const { status, trips, rating } = value as unknown as Record<string, unknown>
  const known = status === 'active' || status === 'inactive'
  return known && Number.isSafeInteger(trips) && Number(trips) >= 0 && isRating(rating)
}

/**
 * A person's rule (a driver's, an admin's): trimmed, Add Admin's contact rules (the `typed` fields
 * held to those for what is typed or imported from now on, the others to those an earlier version
 * saved under), an e-mail none of the others has, and room for one more of them.
 */
function personFault(
  person: AdminEntry,
  others: Others,
  max: number,
  typed: readonly ContactField[],
): Fault | null {
  const fault = findContactFault(person, typed)
  if (fault) return fault
  const owner = others.ownerOf(emailKey(person.email))
  if (owner !== undefined && owner !== person.id) return { rule: 'emailTaken', fields: ['email'] }
  return others.count >= max ? { rule: 'full', fields: [] } : null
}

/** The driver rule: a whole driver, its person's rule, at most MAX_DRIVERS in the list. */
export function driverFault(
  value: unknown,
  others: Others,
  typed: readonly ContactField[] = [],
): Fault | null {
  if (!isDriver(value)) return { rule: 'unreadable', fields: [] }
  return personFault(value, others, MAX_DRIVERS, typed)
}

/** The admin rule: a whole admin, its person's rule (there is no most). */
export function adminFault(
  value: unknown,
  others: Others,
  typed: readonly ContactField[] = [],
): Fault | null {
  if (!isPerson(value)) return { rule: 'unreadable', fields: [] }
  return personFault(value, others, Infinity, typed)
}

/** The applications switch: exactly on or off. */
export const applicationsFault = (value: unknown): Fault | null =>
  typeof (value as ApplicationsSetting | null)?.accepting === 'boolean'
    ? null
    : { rule: 'unreadable', fields: [] }
