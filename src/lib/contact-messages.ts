import {
  CONTACT_FIELD_LIMITS,
  EMAIL_LOCAL_PART_LIMIT,
  PHONE_MIN_DIGITS,
  type ContactRule,
} from '@/lib/contact-fields'
import { t } from '@/lib/i18n/translate'

// What each contact rule says when it is broken, in the page's language: the forms' refusals and
// the import's rows, which load with the desk's texts (catalogs/*-desk.ts) that hold the newer ones.

// Functions, not texts: each is worded when said, in the page's language.
export const contactMessages: Record<ContactRule, () => string> = {
  emptyField: () => t('contact.emptyField'),
  nameTooLong: () => t('contact.nameTooLong', { count: CONTACT_FIELD_LIMITS.name }),
  invalidEmail: () => t('contact.invalidEmail'),
  emailLocalPartTooLong: () =>
    t('contact.emailLocalPartTooLong', { count: EMAIL_LOCAL_PART_LIMIT }),
  phoneWithoutDigits: () => t('contact.phoneWithoutDigits'),
  phoneCharacters: () => t('contact.phoneCharacters'),
  phoneTooFewDigits: () => t('contact.phoneTooFewDigits', { count: PHONE_MIN_DIGITS }),
  phoneTooLong: () => t('contact.phoneTooLong', { count: CONTACT_FIELD_LIMITS.phone }),
}
