import {
  CONTACT_FIELDS,
  findContactFault,
  SAVED_EMAIL_PATTERN,
  type ContactFields,
} from '@/lib/contact-fields'
import * as localKeys from '@/config/stored-names/local-keys'
import { jsonCodec, type LocalValue } from '@/lib/storage/local-value'
import { readSavedRecord } from '@/lib/storage/saved-list'
import { DRIVER_ID } from './driver-statuses'
import type { Driver } from './drivers-data'

// The drivers' names, e-mails and phones as admins edited them in this browser: only the fields
// that differ from the sample data (or the driver as added), by driver id. Statuses are saved apart
// (driver-statuses.ts).
// No React: the head script reads the key before paint.

export type DriverDetails = ContactFields
export type DetailChanges = Readonly<Record<number, Partial<DriverDetails>>>

// Pure: the head script, which imports this module's key, leaves it out.
const NO_CHANGES: DetailChanges = /* @__PURE__ */ Object.freeze({})
const NONE_REMOVED: ReadonlySet<number> = /* @__PURE__ */ new Set()

const samplesById = new WeakMap<readonly Driver[], Map<number, Driver>>()

function sampleById(drivers: readonly Driver[]): Map<number, Driver> {
  let map = samplesById.get(drivers)
  if (!map) samplesById.set(drivers, (map = new Map(drivers.map((driver) => [driver.id, driver]))))
  return map
}

/** A driver's name, e-mail and phone. */
export const pick = ({ name, email, phone }: DriverDetails): DriverDetails => ({
  name,
  email,
  phone,
})

/** The fields of `details` that differ from `sample`'s; none when it is the sample's own. */
function differences(sample: DriverDetails, details: DriverDetails): Partial<DriverDetails> {
  return Object.fromEntries(
    CONTACT_FIELDS.filter((field) => details[field] !== sample[field]).map((field) => [
      field,
      details[field],
    ]),
  )
}

/**
 * Reads saved edits against the drivers that exist, entry by entry. An entry is dropped alone when
 * the driver's whole details break the edit rules (trimmed, within the limits, an e-mail and a
 * phone with digits), when it gives a driver in the list an e-mail another driver in the list has
 * (the first stored stays; a `removed` driver holds none, as when editing), or when it is no edit
 * (an id no driver has any more, fields back to the sample's). A value that is not such a record,
 * or whose every entry is unreadable, is null.
 */
export function parseDetailChanges(
  value: unknown,
  drivers: readonly Driver[],
  removed: ReadonlySet<number> = NONE_REMOVED,
): DetailChanges | null {
  const samples = sampleById(drivers)
  const readable = readSavedRecord<Partial<DriverDetails>>(value, ([id, edit]) =>
    DRIVER_ID.test(id) ? readEdit(edit, samples.get(Number(id))) : null,
  )
  if (!readable) return null
  const kept = withoutSharedEmails(
    readable.filter(([, changed]) => Object.keys(changed).length > 0),
    drivers.filter(({ id }) => !removed.has(id)),
  )
  return kept.length === 0 ? NO_CHANGES : Object.fromEntries(kept)
}

/** A saved edit's fields that differ from `sample`'s; null when it is not a valid edit. */
function readEdit(edit: unknown, sample: Driver | undefined): Partial<DriverDetails> | null {
  if (typeof edit !== 'object' || edit === null || Array.isArray(edit)) return null
  const fields = Object.entries(edit as Record<string, unknown>)
  const known = ([field, text]: [string, unknown]) =>
    CONTACT_FIELDS.includes(field as never) && typeof text === 'string'
  if (!fields.every(known)) return null
  if (!sample) return {} // A driver no longer there: no edit, and nothing wrong with it.
  const details = { ...pick(sample), ...(edit as Partial<DriverDetails>) }
  const trimmed = CONTACT_FIELDS.every((field) => details[field] === details[field].trim())
  if (!trimmed || findContactFault(details, SAVED_EMAIL_PATTERN)) return null
  return differences(sample, details)
}

/**
 * The edits without those giving a driver of `drivers` (those in the list) an e-mail another of
 * them has: the e-mails no edit changes come first, then the edits in their stored order. Dropping
 * an edit gives its driver the sample's e-mail back, which may clash in turn, so it checks again
 * until none does. Edits of drivers not in `drivers` (removed) are kept as they are.
 */
function withoutSharedEmails(
  edits: [string, Partial<DriverDetails>][],
  drivers: readonly Driver[],
): [string, Partial<DriverDetails>][] {
  const inList = new Set(drivers.map(({ id }) => id))
  let kept = edits
  for (;;) {
    const emailEdited = new Set(kept.filter(([, edit]) => edit.email).map(([id]) => Number(id)))
    const claimed = new Set(
      drivers.filter(({ id }) => !emailEdited.has(id)).map(({ email }) => email.toLowerCase()),
    )
    const clash = kept.find(([id, { email }]) => {
      if (email === undefined || !inList.has(Number(id))) return false
      const key = email.toLowerCase()
      return claimed.has(key) || (claimed.add(key), false)
    })
    if (!clash) return kept
    kept = kept.filter((edit) => edit !== clash)
  }
}

/** `changes` with driver `id`'s details set, kept only where they differ from the sample. */
export function withDetails(
  changes: DetailChanges,
  id: number,
  details: DriverDetails,
  drivers: readonly Driver[],
): DetailChanges {
  const sample = sampleById(drivers).get(id)
  if (!sample) return changes
  const next: Record<number, Partial<DriverDetails>> = { ...changes }
  const changed = differences(sample, details)
  if (Object.keys(changed).length === 0) delete next[id]
  else next[id] = changed
  return next
}

/** The drivers with the saved details: the edited ones are new objects, the rest the same. */
export function applyDetailChanges(
  drivers: readonly Driver[],
  changes: DetailChanges,
): readonly Driver[] {
  if (Object.keys(changes).length === 0) return drivers
  return drivers.map((driver) =>
    changes[driver.id] ? { ...driver, ...changes[driver.id] } : driver,
  )
}

/**
 * The saved details of the drivers `drivers()` gives (every driver there has been), those
 * `removed()` out of the list; none saved, or unreadable: none edited.
 */
export function savedDriverDetails(
  drivers: () => readonly Driver[],
  removed: () => ReadonlySet<number> = () => NONE_REMOVED,
): LocalValue<DetailChanges> {
  return {
    key: localKeys.driverDetails,
    codec: jsonCodec((value) => parseDetailChanges(value, drivers(), removed())),
    fallback: () => NO_CHANGES,
  }
}
