import { t } from '@/lib/i18n/translate'

// The rules a person's name, e-mail and phone keep (SPEC §5): an admin added in Settings and a
// driver edited on the drivers desk alike.

export type ContactFields = { name: string; email: string; phone: string }
export type ContactField = keyof ContactFields
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone']

export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, phone: 30 } as const

/** A rule the fields can break, by the name of its message. */
export type ContactRule =
  | 'emptyField'
  | 'nameTooLong'
  | 'invalidEmail'
  | 'phoneCharacters'
  | 'phoneWithoutDigits'
  | 'phoneTooLong'

// Functions, not texts: each is worded when said, in the page's language (its catalog is set
// after this module runs).
export const contactMessages: Record<ContactRule, () => string> = {
  emptyField: () => t('contact.emptyField'),
  nameTooLong: () => t('contact.nameTooLong', { count: CONTACT_FIELD_LIMITS.name }),
  invalidEmail: () => t('contact.invalidEmail'),
  phoneWithoutDigits: () => t('contact.phoneWithoutDigits'),
  phoneCharacters: () => t('contact.phoneCharacters'),
  phoneTooLong: () => t('contact.phoneTooLong', { count: CONTACT_FIELD_LIMITS.phone }),
}

/** What a form says is wrong, and the inputs at fault in form order (to mark and focus them). */
export type FieldProblem<Field extends string = ContactField> = {
  message: string
  fields: Field[]
}

/** The rule <input type="email"> itself checks: WHATWG HTML's "valid e-mail address". */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
/**
 * What saved data may hold: any address an earlier version accepted (an @ with something on each
 * side, no spaces), so tightening the form's rule never throws saved data away.
 */
export const SAVED_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/

/** The rule, not its message: reading saved data checks the same rules and needs no words. */
export type ContactFault = { rule: ContactRule; fields: ContactField[] }

export const trimContact = ({ name, email, phone }: ContactFields): ContactFields => ({
  name: name.trim(),
  email: email.trim(),
  phone: phone.trim(),
})

/** The first rule that (trimmed) fields break, or null when they are all valid. */
export function findContactFault(
  { name, email, phone }: ContactFields,
  emailPattern = EMAIL_PATTERN,
): ContactFault | null {
  const fields = { name, email, phone }
  const empty = CONTACT_FIELDS.filter((field) => !fields[field])
  if (empty.length > 0) return { rule: 'emptyField', fields: empty }
  if (name.length > CONTACT_FIELD_LIMITS.name) return { rule: 'nameTooLong', fields: ['name'] }
  if (email.length > CONTACT_FIELD_LIMITS.email || !emailPattern.test(email)) {
    return { rule: 'invalidEmail', fields: ['email'] }
  }
  if (!PHONE_CHARACTERS.test(phone)) return { rule: 'phoneCharacters', fields: ['phone'] }
  if (!/\d/.test(phone)) return { rule: 'phoneWithoutDigits', fields: ['phone'] }
  if (phone.length > CONTACT_FIELD_LIMITS.phone) return { rule: 'phoneTooLong', fields: ['phone'] }
  return null
}

/** The fault as a form shows it: its message in the page's language, and its fields. */
export const faultProblem = ({ rule, fields }: ContactFault): FieldProblem => ({
  message: contactMessages[rule](),
  fields,
})

/** E-mail addresses are told apart regardless of case. */
export const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
