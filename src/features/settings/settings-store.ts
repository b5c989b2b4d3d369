import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
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
import {
  newChangeId,
  parseStoredHistory,
  recordChange,
  type Change,
  type ChangeKind,
} from './change-history'

// Settings' data, saved in this browser and shared by its open tabs. The screens use only these
// exports, so a real settings API can replace this module without touching them.

export const STORAGE_KEYS = {
  admins: 'fleet-admin:admins:v1',
  applications: 'fleet-admin:applications:v1',
  history: 'fleet-admin:history:v1',
} as const

const adminsStore = createLocalStore({
  key: STORAGE_KEYS.admins,
  fallback: initialAdmins,
  parse: parseStoredAdmins,
})
const applicationsStore = createLocalStore({
  key: STORAGE_KEYS.applications,
  fallback: { accepting: ACCEPTING_APPLICATIONS_AT_START },
  parse: parseStoredApplications,
})
const historyStore = createLocalStore<Change[]>({
  key: STORAGE_KEYS.history,
  fallback: [],
  parse: parseStoredHistory,
})

// Each is undefined until the browser has read what it saved (see useLocalStore).
export const useAdmins = () => useLocalStore(adminsStore)
export const useAcceptingApplications = () => useLocalStore(applicationsStore)?.accepting
export const useChangeHistory = () => useLocalStore(historyStore)

/** The signed-in admin's name, recorded with each change; it may still be loading. */
export type Actor = Promise<string>

// The change is saved at once; its history entry (timed now) follows as soon as the name is known.
function record(kind: ChangeKind, by: Actor, subject?: string): void {
  const at = new Date()
  void by.then((name) => {
    const change: Change = { id: newChangeId(at), kind, subject, by: name, at: at.toISOString() }
    historyStore.set(recordChange(historyStore.get(), change))
  })
}

/** Saves a changed admin list and records which admin the change was about. */
function saveAdmins(admins: AdminEntry[], kind: ChangeKind, by: Actor, admin: AdminEntry): void {
  adminsStore.set(admins)
  record(kind, by, admin.name)
}

export function saveNewAdmin(input: NewAdminInput, by: Actor): AddAdminResult {
  const result = addAdmin(adminsStore.get(), input)
  if (result.ok) saveAdmins(result.admins, 'admin-added', by, result.added)
  return result
}

/** Deletes and saves at once; the answer is what Undo needs (null if the admin was already gone). */
export function deleteAdmin(id: number, by: Actor): RemovedAdmin | null {
  const { admins, removed } = removeAdmin(adminsStore.get(), id)
  if (removed) saveAdmins(admins, 'admin-deleted', by, removed.admin)
  return removed
}

export function undoDeleteAdmin(removed: RemovedAdmin, by: Actor): RestoreAdminResult {
  const result = restoreAdmin(adminsStore.get(), removed)
  if (result.ok) saveAdmins(result.admins, 'admin-restored', by, result.restored)
  return result
}

export function setAcceptingApplications(accepting: boolean, by: Actor): void {
  if (applicationsStore.get().accepting === accepting) return
  applicationsStore.set({ accepting })
  record(accepting ? 'applications-opened' : 'applications-closed', by)
}
