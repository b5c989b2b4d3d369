// The rules a person's name, e-mail and phone keep (SPEC §5): an admin added in Settings and a
// driver edited on the drivers desk alike. What is typed or imported is held to more of them than
// what an earlier version saved (`typed`). Their words: contact-messages.ts; what typed text becomes
// before it is checked: contact-input.ts (both loaded with the forms, not with every page).

export type ContactFields = { name: string; email: string; phone: string }
export type ContactField = keyof ContactFields
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone']

export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, phone: 30 } as const
/** RFC 5321: the part of an address before the @ (typed input). */
export const EMAIL_LOCAL_PART_LIMIT = 64
/** Fewer is no one's number (typed input). */
export const PHONE_MIN_DIGITS = 5

/** A rule the fields can break, by the name of its message. */
export type ContactRule =
  | 'emptyField'
  | 'nameTooLong'
  | 'invalidEmail'
  | 'emailLocalPartTooLong'
  | 'phoneCharacters'
  | 'phoneWithoutDigits'
  | 'phoneTooFewDigits'
  | 'phoneTooLong'

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
const SAVED_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/
// Empty past the +: a lone + has no digits, which is what is wrong with it.
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/

/** The rule, not its message: reading saved data checks the same rules and needs no words. */
export type ContactFault = { rule: ContactRule; fields: ContactField[] }

/**
 * The first rule that (tidied) fields break, or null when they are all valid. The `typed` fields
 * (typed or imported now) are held to today's rules; the others, as saved, to those an earlier
 * version saved under, so a driver saved with an old phone can still have their name corrected.
 */
export function findContactFault(
  { name, email, phone }: ContactFields,
  typed: readonly ContactField[],
): ContactFault | null {
  const fields = { name, email, phone }
  const empty = CONTACT_FIELDS.filter((field) => !fields[field])
  if (empty.length > 0) return { rule: 'emptyField', fields: empty }
  if (name.length > CONTACT_FIELD_LIMITS.name) return { rule: 'nameTooLong', fields: ['name'] }
  const typedEmail = typed.includes('email')
  const emailPattern = typedEmail ? EMAIL_PATTERN : SAVED_EMAIL_PATTERN
  if (email.length > CONTACT_FIELD_LIMITS.email || !emailPattern.test(email)) {
    return { rule: 'invalidEmail', fields: ['email'] }
  }
  if (typedEmail && email.indexOf('@') > EMAIL_LOCAL_PART_LIMIT) {
    return { rule: 'emailLocalPartTooLong', fields: ['email'] }
  }
  if (!PHONE_CHARACTERS.test(phone)) return { rule: 'phoneCharacters', fields: ['phone'] }
  const digits = phone.replace(/\D/g, '').length
  if (!digits) return { rule: 'phoneWithoutDigits', fields: ['phone'] }
  if (typed.includes('phone') && digits < PHONE_MIN_DIGITS)
    return { rule: 'phoneTooFewDigits', fields: ['phone'] }
  if (phone.length > CONTACT_FIELD_LIMITS.phone) return { rule: 'phoneTooLong', fields: ['phone'] }
  return null
}

/** E-mail addresses are told apart regardless of case. */
export const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
