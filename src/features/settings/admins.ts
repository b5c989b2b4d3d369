export type AdminEntry = { id: number; name: string; email: string; phone: string }

export type NewAdminInput = { name: string; email: string; phone: string }

// Local placeholder list (SPEC §1); a real admin endpoint would replace this module.
export const initialAdmins: AdminEntry[] = [
  { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@example.com', phone: '+1 555-0101' },
  { id: 2, name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555-0102' },
]

export const ADMIN_FIELD_LIMITS = { name: 100, email: 254, phone: 30 } as const

export const adminMessages = {
  emptyField: 'Please fill all fields',
  nameTooLong: `Name must be at most ${ADMIN_FIELD_LIMITS.name} characters`,
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number (digits, spaces, + - ( ) only)',
  duplicateEmail: 'An admin with this email already exists',
  added: 'Admin added successfully',
  deleted: 'Admin deleted successfully',
} as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_PATTERN = /^\+?[\d\s().-]*\d[\d\s().-]*$/

export type AddAdminResult =
  { ok: true; admins: AdminEntry[]; added: AdminEntry } | { ok: false; message: string }

/** Validates (SPEC §5, trimmed) and appends with id = highest id + 1. */
export function addAdmin(admins: readonly AdminEntry[], input: NewAdminInput): AddAdminResult {
  const name = input.name.trim()
  const email = input.email.trim()
  const phone = input.phone.trim()

  if (!name || !email || !phone) return { ok: false, message: adminMessages.emptyField }
  if (name.length > ADMIN_FIELD_LIMITS.name)
    return { ok: false, message: adminMessages.nameTooLong }
  if (email.length > ADMIN_FIELD_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: adminMessages.invalidEmail }
  }
  if (phone.length > ADMIN_FIELD_LIMITS.phone || !PHONE_PATTERN.test(phone)) {
    return { ok: false, message: adminMessages.invalidPhone }
  }
  if (admins.some((admin) => admin.email.toLowerCase() === email.toLowerCase())) {
    return { ok: false, message: adminMessages.duplicateEmail }
  }

  const added = { id: nextAdminId(admins), name, email, phone }
  return { ok: true, admins: [...admins, added], added }
}

export function nextAdminId(admins: readonly AdminEntry[]): number {
  return admins.reduce((highest, admin) => Math.max(highest, admin.id), 0) + 1
}

export function removeAdmin(admins: readonly AdminEntry[], id: number): AdminEntry[] {
  return admins.filter((admin) => admin.id !== id)
}
