import {
  faultProblem,
  findContactFault,
  sameEmail,
  trimContact,
  type ContactFields,
  type FieldProblem,
} from '@/lib/contact-fields'
import { driverNames } from '@/lib/history/change-history'
import { recordHistory, type Actor } from '@/lib/history/history-store'
import { t } from '@/lib/i18n/translate'
import { pick } from './driver-details'
import type { Driver, DriverStatus } from './drivers-data'
import { currentDrivers, saveDetails, saveStatuses } from './drivers-store'

// Editing one driver, with its history entries: loaded with the Edit driver dialog.

/** What the Edit driver form sends: the text fields as typed, and the status chosen. */
export type DriverInput = ContactFields & { status: DriverStatus }

/** A saved edit: the driver before and after, for its Undo and its message. */
export type DriverEdit = { before: Driver; after: Driver }

export type EditResult = { ok: true; edit: DriverEdit | null } | ({ ok: false } & FieldProblem)

/**
 * Checks `input` by Add Admin's rules (trimmed, required, the same limits) and an e-mail no other
 * driver has, then saves it and records it in the history. `edit` is null when nothing changed.
 */
export function editDriver(id: number, input: DriverInput, by: Actor): EditResult {
  const details = trimContact(input)
  const problem = detailsProblem(id, details)
  if (problem) return { ok: false, ...problem }
  const before = currentDrivers().find((driver) => driver.id === id)
  const after: Driver | undefined = before && { ...before, ...details, status: input.status }
  if (!before || !after || sameDriver(before, after)) return { ok: true, edit: null }
  save(after)
  recordHistory('driver-edited', by, { drivers: driverNames([after]), driverIds: [id] })
  return { ok: true, edit: { before, after } }
}

/**
 * The rules driver `id`'s details keep, for an edit and its Undo alike: Add Admin's (trimmed,
 * required, the same limits) and an e-mail no other driver has now, regardless of case.
 */
function detailsProblem(id: number, details: ContactFields): FieldProblem | null {
  const fault = findContactFault(details)
  if (fault) return faultProblem(fault)
  if (currentDrivers().some((other) => other.id !== id && sameEmail(other.email, details.email))) {
    return { message: t('drivers.edit.duplicateEmail'), fields: ['email'] }
  }
  return null
}

/**
 * Puts back the driver as it was before `edit`, and records it; unless that breaks the edit rules
 * now (another driver was given the old e-mail since): then the message saying why not.
 */
export function undoDriverEdit({ before }: DriverEdit, by: Actor): string | null {
  if (detailsProblem(before.id, pick(before))) return t('drivers.edit.notUndone')
  save(before)
  recordHistory('driver-edit-undone', by, {
    drivers: driverNames([before]),
    driverIds: [before.id],
  })
  return null
}

function save(driver: Driver): void {
  saveDetails(driver.id, pick(driver))
  saveStatuses([driver.id], driver.status)
}

const sameDriver = (a: Driver, b: Driver) =>
  a.name === b.name && a.email === b.email && a.phone === b.phone && a.status === b.status
