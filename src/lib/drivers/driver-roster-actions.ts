import {
  faultProblem,
  findContactFault,
  trimContact,
  type FieldProblem,
} from '@/lib/contact-fields'
import { driverNames } from '@/lib/history/change-history'
import { recordHistory, type Actor } from '@/lib/history/history-store'
import { formatNumber, t } from '@/lib/i18n/translate'
import { claimDriverIds } from './driver-ids'
import {
  MAX_DRIVERS,
  withAdded,
  withoutAdded,
  withRemoved,
  type AddedDriver,
  type NewDriver,
} from './driver-roster'
import type { Driver } from './drivers-data'
import { currentDrivers, currentRoster, saveRoster } from './drivers-store'

// Adding drivers (one by the form, many from a file) and removing them, each with its Undo and its
// history entry: loaded with the dialogs that do it, so the drivers screen's first load has none.

export type AddResult =
  { ok: true; added: Driver[] } | ({ ok: false } & FieldProblem<keyof NewDriver>)

/** How often an add takes new ids when another tab took the same ones meanwhile. */
const ID_ATTEMPTS = 3

const storageFull = () => t('drivers.add.storageFull')
const listFull = () => t('drivers.add.full', { max: formatNumber(MAX_DRIVERS) })

/** The e-mails of the drivers in the list, lower-cased: an e-mail is told apart regardless of case. */
const takenEmails = (drivers: readonly Driver[]) =>
  new Set(drivers.map(({ email }) => email.toLowerCase()))

/**
 * What keeps `drivers` out of the list now: one breaking the add form's rules (Add Admin's), an
 * e-mail another driver has (or one before it in `drivers`), or no room left. Null when none.
 */
function addProblem(drivers: readonly NewDriver[]): FieldProblem<keyof NewDriver> | null {
  const current = currentDrivers()
  if (current.length + drivers.length > MAX_DRIVERS) return { message: listFull(), fields: [] }
  const taken = takenEmails(current)
  for (const driver of drivers) {
    const fault = findContactFault(driver)
    if (fault) return faultProblem(fault)
    const email = driver.email.toLowerCase()
    if (taken.has(email)) return { message: t('drivers.edit.duplicateEmail'), fields: ['email'] }
    taken.add(email)
  }
  return null
}

/**
 * Adds `inputs` (trimmed, as the form does) with new ids as one change, saved and recorded as
 * `kind`; or says what keeps them out, and nothing is added. The ids are taken only once the
 * checks pass: a refused add gives none out.
 */
export async function addDrivers(
  inputs: readonly NewDriver[],
  kind: 'drivers-added' | 'drivers-imported',
  by: Actor,
): Promise<AddResult> {
  const trimmed = inputs.map((input) => ({ ...trimContact(input), status: input.status }))
  const problem = addProblem(trimmed)
  if (problem) return { ok: false, ...problem }
  // Without IndexedDB two tabs may take the same ids: then they are taken again, above the other's.
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const first = await claimDriverIds(trimmed.length, currentRoster().nextId)
    // The list may have changed while the id was taken (another tab): the same checks again.
    const late = addProblem(trimmed)
    if (late) return { ok: false, ...late }
    const added: AddedDriver[] = trimmed.map((input, index) => ({ id: first + index, ...input }))
    let idsTaken = false
    const saved = saveRoster((latest) => {
      const used = new Set(latest.added.map(({ id }) => id))
      idsTaken = added.some(({ id }) => used.has(id))
      return idsTaken ? latest : withAdded(latest, added)
    })
    if (!saved) return { ok: false, message: storageFull(), fields: [] }
    if (idsTaken) continue
    recordHistory(kind, by, { drivers: driverNames(added), driverIds: added.map(({ id }) => id) })
    const ids = new Set(added.map(({ id }) => id))
    return { ok: true, added: currentDrivers().filter(({ id }) => ids.has(id)) }
  }
  return { ok: false, message: t('drivers.add.tryAgain'), fields: [] }
}

/** Takes added drivers out again (their ids are not given again) and records it; or why not. */
export function undoAdd(added: readonly Driver[], by: Actor): string | null {
  const ids = added.map(({ id }) => id)
  if (!saveRoster((latest) => withoutAdded(latest, ids))) return storageFull()
  recordHistory('drivers-removed', by, { drivers: driverNames(added), driverIds: ids })
  return null
}

/**
 * Takes `drivers` out of the list (their edits, statuses and history stay, for Undo) and records
 * it; or the message saying why not (the browser's storage is full).
 */
export function removeDrivers(drivers: readonly Driver[], by: Actor): string | null {
  const ids = drivers.map(({ id }) => id)
  if (!saveRoster((latest) => withRemoved(latest, ids, true))) return storageFull()
  recordHistory('drivers-removed', by, { drivers: driverNames(drivers), driverIds: ids })
  return null
}

/**
 * Puts removed drivers back as they were, and records it; unless that breaks the list's rules now
 * (another driver was given one of their e-mails since, or the list is full): then why not.
 */
export function undoRemove(drivers: readonly Driver[], by: Actor): string | null {
  const removed = new Set(currentRoster().removed)
  if (!drivers.some(({ id }) => removed.has(id))) return null // Back already (another tab).
  const current = currentDrivers()
  if (current.length + drivers.length > MAX_DRIVERS) return listFull()
  const taken = takenEmails(current)
  if (drivers.some(({ email }) => taken.has(email.toLowerCase()))) {
    return t('drivers.remove.notUndone')
  }
  const ids = drivers.map(({ id }) => id)
  if (!saveRoster((latest) => withRemoved(latest, ids, false))) return storageFull()
  recordHistory('drivers-restored', by, { drivers: driverNames(drivers), driverIds: ids })
  return null
}
