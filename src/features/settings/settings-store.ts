import * as localKeys from '@/config/stored-names/local-keys'
import { recordHistory, useChangeHistory, type Actor } from '@/lib/history/history-store'
import { createLocalStore, updateWithOutcome, useLocalStore } from '@/lib/storage/local-store'
import { jsonCodec } from '@/lib/storage/local-value'
import {
  addAdmin,
  initialAdmins,
  parseStoredAdmins,
  removeAdmin,
  restoreAdmin,
  type AddAdminResult,
  type AdminEntry,
  type NewAdminInput,
  type RemovedAdmin,
  type RestoreAdminResult,
} from './admins'
import { ACCEPTING_APPLICATIONS_AT_START, parseStoredApplications } from './applications'

// Settings' data, saved in this browser and shared by its open tabs. The screens use only these
// exports, so a real settings API can replace this module without touching them.

const adminsStore = createLocalStore({
  key: localKeys.admins,
  codec: jsonCodec(parseStoredAdmins),
  fallback: () => initialAdmins,
})
const APPLICATIONS_AT_START = { accepting: ACCEPTING_APPLICATIONS_AT_START }
const applicationsStore = createLocalStore({
  key: localKeys.applications,
  codec: jsonCodec(parseStoredApplications),
  fallback: () => APPLICATIONS_AT_START,
})

// Each is undefined until the browser has read what it saved (see useLocalStore).
export const useAdmins = () => useLocalStore(adminsStore)
export const useAcceptingApplications = () => useLocalStore(applicationsStore)?.accepting
export { useChangeHistory }
export type { Actor }

/** Applies a change to the freshest saved admin list and saves it, if it gives one. */
function changeAdmins<Outcome extends { admins: AdminEntry[] } | { ok: false }>(
  change: (admins: readonly AdminEntry[]) => Outcome,
): Outcome {
  return updateWithOutcome(adminsStore, (latest) => {
    const outcome = change(latest)
    return { next: 'admins' in outcome ? outcome.admins : latest, outcome }
  })
}

export function saveNewAdmin(input: NewAdminInput, by: Actor): AddAdminResult {
  const result = changeAdmins((admins) => addAdmin(admins, input))
  if (result.ok) recordHistory('admin-added', by, { subject: result.added.name })
  return result
}

// The list's order before this tab's deletions, deleted admins in their places: Undos in any order
// rebuild it.
let orderBeforeDeletions: readonly number[] = []

/** Deletes and saves at once; the answer is what Undo needs (null if the admin was already gone). */
export function deleteAdmin(id: number, by: Actor): RemovedAdmin | null {
  let deleted: AdminEntry | undefined
  const { removed } = changeAdmins((admins) => {
    // Applied again to another tab's crossing write, it removes that admin only: an admin added
    // there since may have been given the freed id (e-mails are unique).
    const admin = admins.find((other) => other.id === id)
    deleted ??= admin
    if (admin?.email !== deleted?.email) return { admins: [...admins], removed: null }
    return removeAdmin(admins, id, orderBeforeDeletions)
  })
  if (!removed) return null
  orderBeforeDeletions = removed.order
  recordHistory('admin-deleted', by, { subject: removed.admin.name })
  return removed
}

export function undoDeleteAdmin(removed: RemovedAdmin, by: Actor): RestoreAdminResult {
  const result = changeAdmins((admins) => restoreAdmin(admins, removed))
  if (result.ok) recordHistory('admin-restored', by, { subject: result.restored.name })
  return result
}

/** Calls `gone` if another tab deletes the admin (or already has); returns the stop. */
export function watchAdminGone(id: number, gone: () => void): () => void {
  const check = () => {
    if (!adminsStore.get().some((admin) => admin.id === id)) gone()
  }
  check()
  return adminsStore.subscribe((fromAnotherTab) => fromAnotherTab && check())
}

export function setAcceptingApplications(accepting: boolean, by: Actor): void {
  if (applicationsStore.get().accepting === accepting) return
  applicationsStore.set({ accepting })
  recordHistory(accepting ? 'applications-opened' : 'applications-closed', by)
}
