import { afterEach, describe, expect, it } from 'vitest'
import { contactMessages } from '@/lib/contact-messages'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../support/catalogs'

afterEach(() => setCatalog('en', everyText.en))

describe('what a broken contact rule says', () => {
  it('names the limit of the newer rules, in the page’s language', () => {
    expect(contactMessages.phoneTooFewDigits()).toBe('A phone number has at least 5 digits')
    expect(contactMessages.emailLocalPartTooLong()).toBe(
      'The part of an email address before the @ has at most 64 characters',
    )
    setCatalog('de', everyText.de)
    expect(contactMessages.phoneTooFewDigits()).toBe('Eine Telefonnummer hat mindestens 5 Ziffern')
    setCatalog('ar', everyText.ar)
    expect(contactMessages.phoneTooFewDigits()).toBe(
      'يجب أن يحتوي رقم الهاتف على 5 أرقام على الأقل',
    )
    expect(contactMessages.emailLocalPartTooLong()).toBe(
      'لا يتجاوز الجزء الذي يسبق @ في عنوان البريد الإلكتروني 64 حرفًا',
    )
  })
})
