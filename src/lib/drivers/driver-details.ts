import {
  CONTACT_FIELDS,
  findContactFault,
  SAVED_EMAIL_PATTERN,
  type ContactFields,
} from '@/lib/contact-fields'
import { jsonCodec, type LocalValue } from '@/lib/storage/local-value'
import type { Driver } from './drivers-data'

// The drivers' names, e-mails and phones as admins edited them in this browser: only the fields
// that differ from the sample data, by driver id. Statuses are saved apart (driver-statuses.ts).
// No React: the head script reads the key before paint.

export type DriverDetails = ContactFields
export type DetailChanges = Readonly<Record<number, Partial<DriverDetails>>>

export const DRIVER_DETAILS_KEY = 'fleet-admin:driver-details:v1'

// Pure: the head script, which imports this module's key, leaves it out.
const NO_CHANGES: DetailChanges = /* @__PURE__ */ Object.freeze({})

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
 * Reads saved edits against the drivers that exist: each whole driver's details must keep the
 * edit rules (trimmed, within the limits, an e-mail and a phone with digits). An id no driver has
 * any more is dropped, as is a field back to the sample's. Anything not in that form is null. An
 * e-mail two drivers share is kept: two tabs saving at once could write it, and refusing it would
 * throw every edit away.
 */
export function parseDetailChanges(
  value: unknown,
  drivers: readonly Driver[],
): DetailChanges | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const samples = sampleById(drivers)
  const kept: [string, Partial<DriverDetails>][] = []
  for (const [id, edit] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[1-9]\d{0,15}$/.test(id) || typeof edit !== 'object' || edit === null) return null
    const fields = Object.entries(edit as Record<string, unknown>)
    if (
      !fields.every(
        ([field, text]) => CONTACT_FIELDS.includes(field as never) && typeof text === 'string',
      )
    )
      return null
    const sample = samples.get(Number(id))
    if (!sample) continue
    const details = { ...pick(sample), ...(edit as Partial<DriverDetails>) }
    const trimmed = CONTACT_FIELDS.every((field) => details[field] === details[field].trim())
    if (!trimmed || findContactFault(details, SAVED_EMAIL_PATTERN)) return null
    const changed = differences(sample, details)
    if (Object.keys(changed).length > 0) kept.push([id, changed])
  }
  return kept.length === 0 ? NO_CHANGES : Object.fromEntries(kept)
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

/** The saved details of `drivers` (the sample data); none saved, or unreadable: none edited. */
export function savedDriverDetails(drivers: readonly Driver[]): LocalValue<DetailChanges> {
  return {
    key: DRIVER_DETAILS_KEY,
    codec: jsonCodec((value) => parseDetailChanges(value, drivers)),
    fallback: () => NO_CHANGES,
  }
}
