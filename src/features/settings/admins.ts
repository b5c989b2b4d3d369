import {
  CONTACT_FIELDS,
  faultProblem,
  findContactFault,
  SAVED_EMAIL_PATTERN,
  sameEmail,
  trimContact,
  type ContactFields,
  type FieldProblem,
} from '@/lib/contact-fields'
import { t } from '@/lib/i18n/translate'
import { readSavedList } from '@/lib/storage/saved-list'

export type AdminEntry = { id: number } & ContactFields

export type NewAdminInput = ContactFields

// The sample list a first visit starts from (SPEC §1); settings-store.ts saves changes to it.
export const initialAdmins: AdminEntry[] = [
  { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@example.com', phone: '+1 555-0101' },
  { id: 2, name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555-0102' },
]

// Functions, not texts: each is worded when said, in the page's language (its catalog is set
// after this module runs).
export const adminMessages = {
  duplicateEmail: () => t('settings.admins.duplicateEmail'),
  added: () => t('settings.admins.added'),
  deleted: () => t('settings.admins.deleted'),
  restored: () => t('settings.admins.restored'),
  notRestored: () => t('settings.admins.notRestored'),
  alreadyRemoved: (name: string) => t('settings.admins.alreadyRemoved', { name }),
} as const

export type AddAdminResult =
  { ok: true; admins: AdminEntry[]; added: AdminEntry } | ({ ok: false } & FieldProblem)

/** Validates (SPEC §5, trimmed) and appends with id = highest id + 1. */
export function addAdmin(admins: readonly AdminEntry[], input: NewAdminInput): AddAdminResult {
  const trimmed = trimContact(input)
  const fault = findContactFault(trimmed)
  if (fault) return { ok: false, ...faultProblem(fault) }
  if (admins.some((admin) => sameEmail(admin.email, trimmed.email))) {
    return { ok: false, message: adminMessages.duplicateEmail(), fields: ['email'] }
  }

  const added = { id: nextAdminId(admins), ...trimmed }
  return { ok: true, admins: [...admins, added], added }
}

export function nextAdminId(admins: readonly AdminEntry[]): number {
  return admins.reduce((highest, admin) => Math.max(highest, admin.id), 0) + 1
}

/**
 * What Undo needs to put a deleted admin back: the admin, and the order of the list it was
 * deleted from (ids), with the admins deleted before it (known from `earlierOrder`) in their places.
 */
export type RemovedAdmin = { admin: AdminEntry; order: number[] }

/** `current`'s ids, with the ids only `earlier` knows put back after the id that preceded them. */
export function mergeOrder(earlier: readonly number[], current: readonly number[]): number[] {
  const merged = [...current]
  earlier.forEach((id, at) => {
    if (merged.includes(id)) return
    merged.splice(at === 0 ? 0 : merged.indexOf(earlier[at - 1]!) + 1, 0, id)
  })
  return merged
}

/** Removes by id; `earlierOrder` is the last removal's order, so Undos in any order rebuild it. */
export function removeAdmin(
  admins: readonly AdminEntry[],
  id: number,
  earlierOrder: readonly number[] = [],
): { admins: AdminEntry[]; removed: RemovedAdmin | null } {
  const admin = admins.find((other) => other.id === id)
  if (!admin) return { admins: [...admins], removed: null }
  const order = mergeOrder(
    earlierOrder,
    admins.map((other) => other.id),
  )
  return { admins: admins.filter((other) => other !== admin), removed: { admin, order } }
}

export type RestoreAdminResult =
  { ok: true; admins: AdminEntry[]; restored: AdminEntry } | { ok: false; message: string }

/**
 * Where a removed admin goes back, by the order it was deleted from: before the first admin listed
 * that came after it, else after the last that came before it, else at its old place.
 */
function restorePosition(admins: readonly AdminEntry[], { admin, order }: RemovedAdmin): number {
  const at = order.indexOf(admin.id)
  const later = new Set(order.slice(at + 1))
  const next = admins.findIndex((other) => later.has(other.id))
  if (next !== -1) return next
  const earlier = new Set(order.slice(0, at))
  const previous = admins.reduce((last, other, index) => (earlier.has(other.id) ? index : last), -1)
  return previous !== -1 ? previous + 1 : Math.min(at, admins.length)
}

/**
 * Puts a removed admin back where it was. Its id is kept unless a newer admin has taken it; an
 * admin with the same e-mail added since blocks it.
 */
export function restoreAdmin(
  admins: readonly AdminEntry[],
  removed: RemovedAdmin,
): RestoreAdminResult {
  const { admin } = removed
  if (admins.some((other) => sameEmail(other.email, admin.email))) {
    return { ok: false, message: adminMessages.notRestored() }
  }
  const idTaken = admins.some((other) => other.id === admin.id)
  const restored = idTaken ? { ...admin, id: nextAdminId(admins) } : admin
  const next = [...admins]
  next.splice(restorePosition(admins, removed), 0, restored)
  return { ok: true, admins: next, restored }
}

/**
 * Reads a saved admin list entry by entry: each whole, trimmed and valid by the same rules as Add
 * Admin, else dropped alone; of two with one id or e-mail, the first stored stays. Not a list, or
 * no readable entry: null, so the caller falls back to the sample.
 */
export function parseStoredAdmins(value: unknown): AdminEntry[] | null {
  return readSavedList<AdminEntry>(value, (item, kept) => {
    const admin = parseStoredAdmin(item)
    const clash = (other: AdminEntry) =>
      other.id === admin!.id || sameEmail(other.email, admin!.email)
    return admin && !kept.some(clash) ? admin : null
  })
}

function parseStoredAdmin(item: unknown): AdminEntry | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, name, email, phone } = item as Record<string, unknown>
  if (!Number.isSafeInteger(id) || (id as number) < 1) return null
  if (typeof name !== 'string' || typeof email !== 'string' || typeof phone !== 'string')
    return null
  const fields = { name, email, phone }
  const trimmed = CONTACT_FIELDS.every((field) => fields[field] === fields[field].trim())
  if (!trimmed || findContactFault(fields, SAVED_EMAIL_PATTERN)) return null
  return { id: id as number, name, email, phone }
}
