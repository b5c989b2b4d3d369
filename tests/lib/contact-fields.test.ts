import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS, findContactFault, type ContactFields } from '@/lib/contact-fields'

// The contact rules: what is typed or imported from now on (`typed`), and what an earlier version
// saved, which stays readable.

const ada: ContactFields = { name: 'Ada', email: 'ada@example.com', phone: '+1 555-0100' }
const typed = (fields: Partial<ContactFields>) =>
  findContactFault({ ...ada, ...fields }, CONTACT_FIELDS)
const saved = (fields: Partial<ContactFields>) => findContactFault({ ...ada, ...fields }, [])
const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`

describe('a phone number', () => {
  it.each(['+', '( )', '- -'])('%j has no digits, typed or saved', (phone) => {
    const fault = { rule: 'phoneWithoutDigits', fields: ['phone'] }
    expect(typed({ phone })).toEqual(fault)
    expect(saved({ phone })).toEqual(fault)
  })

  it('typed, has at least 5 digits; saved, one is enough', () => {
    for (const phone of ['1', '+1 555', '(12) 3-4']) {
      expect(typed({ phone })).toEqual({ rule: 'phoneTooFewDigits', fields: ['phone'] })
      expect(saved({ phone })).toBeNull()
    }
    expect(typed({ phone: '12345' })).toBeNull()
  })

  it('is digits, spaces, a leading +, -, ( and ) only', () => {
    for (const phone of ['555-CALL', '12+345 67', '٥٥٥٠١٠٠'])
      expect(typed({ phone })).toEqual({ rule: 'phoneCharacters', fields: ['phone'] })
  })

  it('has at most 30 characters', () => {
    expect(typed({ phone: '5'.repeat(30) })).toBeNull()
    expect(typed({ phone: '5'.repeat(31) })?.rule).toBe('phoneTooLong')
  })
})

describe('an e-mail address', () => {
  it('typed, has at most 64 characters before the @ (RFC 5321); saved, any number', () => {
    expect(typed({ email: `${'a'.repeat(64)}@example.com` })).toBeNull()
    const long = `${'a'.repeat(65)}@example.com`
    expect(typed({ email: long })).toEqual({ rule: 'emailLocalPartTooLong', fields: ['email'] })
    expect(saved({ email: long })).toBeNull()
  })

  it('has at most 254 characters in all, typed or saved', () => {
    const longest = `${'a'.repeat(64)}@${domain}`
    expect(longest).toHaveLength(254)
    expect(typed({ email: longest })).toBeNull()
    expect(typed({ email: `${longest}m` })?.rule).toBe('invalidEmail')
    expect(saved({ email: `a${longest}` })?.rule).toBe('invalidEmail')
  })

  it('typed, is one the browser’s e-mail field takes; saved, an @ between two parts', () => {
    expect(typed({ email: 'ada@localhost_' })?.rule).toBe('invalidEmail')
    expect(saved({ email: 'ada@localhost_' })).toBeNull()
    expect(saved({ email: 'ada@' })?.rule).toBe('invalidEmail')
  })
})

describe('the order the rules are said in', () => {
  it('every empty field first, then the name, the e-mail, the phone', () => {
    expect(typed({ name: '', phone: '' })).toEqual({
      rule: 'emptyField',
      fields: ['name', 'phone'],
    })
    expect(typed({ name: 'x'.repeat(101), email: 'bad' })?.rule).toBe('nameTooLong')
    expect(typed({ email: 'bad', phone: '+' })?.rule).toBe('invalidEmail')
    expect(typed({ email: `${'a'.repeat(65)}@x.io`, phone: '+' })?.rule).toBe(
      'emailLocalPartTooLong',
    )
  })
})
