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
  phoneWithoutDigits: 'A phone number needs at least one digit',
  phoneCharacters: 'Use only digits, spaces, +, -, ( and ) in a phone number',
  phoneTooLong: `Phone must be at most ${ADMIN_FIELD_LIMITS.phone} characters`,
  duplicateEmail: 'An admin with this email already exists',
  added: 'Admin added successfully',
  deleted: 'Admin deleted successfully',
} as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/

export type AdminField = keyof NewAdminInput
export const ADMIN_FIELDS: readonly AdminField[] = ['name', 'email', 'phone']

export type AddAdminResult =
  | { ok: true; admins: AdminEntry[]; added: AdminEntry }
  /** `fields`: the inputs at fault, in form order, so the dialog can mark and focus them. */
  | { ok: false; message: string; fields: AdminField[] }

const refuse = (message: string, fields: AdminField[]): AddAdminResult => ({
  ok: false,
  message,
  fields,
})

/** Validates (SPEC §5, trimmed) and appends with id = highest id + 1. */
export function addAdmin(admins: readonly AdminEntry[], input: NewAdminInput): AddAdminResult {
  const trimmed = { name: input.name.trim(), email: input.email.trim(), phone: input.phone.trim() }
  const { name, email, phone } = trimmed

  const empty = ADMIN_FIELDS.filter((field) => !trimmed[field])
  if (empty.length > 0) return refuse(adminMessages.emptyField, empty)
  if (name.length > ADMIN_FIELD_LIMITS.name) return refuse(adminMessages.nameTooLong, ['name'])
  if (email.length > ADMIN_FIELD_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    return refuse(adminMessages.invalidEmail, ['email'])
  }
  if (!PHONE_CHARACTERS.test(phone)) return refuse(adminMessages.phoneCharacters, ['phone'])
  if (!/\d/.test(phone)) return refuse(adminMessages.phoneWithoutDigits, ['phone'])
  if (phone.length > ADMIN_FIELD_LIMITS.phone) return refuse(adminMessages.phoneTooLong, ['phone'])
  if (admins.some((admin) => admin.email.toLowerCase() === email.toLowerCase())) {
    return refuse(adminMessages.duplicateEmail, ['email'])
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
