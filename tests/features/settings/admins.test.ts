import { describe, expect, it } from 'vitest'
import {
  addAdmin,
  adminMessages,
  initialAdmins,
  nextAdminId,
  removeAdmin,
} from '@/features/settings/admins'

const valid = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 (555) 010-2000' }

describe('admin list', () => {
  it('starts with two admins', () => {
    expect(initialAdmins).toHaveLength(2)
  })

  it('adds with id = highest id + 1, even after gaps', () => {
    const list = [
      { id: 3, name: 'A', email: 'a@example.com', phone: '1' },
      { id: 9, name: 'B', email: 'b@example.com', phone: '2' },
    ]
    const result = addAdmin(list, valid)

    expect(result).toMatchObject({ ok: true, added: { id: 10, ...valid } })
    expect(nextAdminId([])).toBe(1)
  })

  it('trims every field', () => {
    const result = addAdmin(initialAdmins, {
      name: '  Grace Hopper ',
      email: ' grace@example.com ',
      phone: ' 555 1234 ',
    })

    expect(result).toMatchObject({
      ok: true,
      added: { name: 'Grace Hopper', email: 'grace@example.com', phone: '555 1234' },
    })
  })

  it.each([
    ['name', { ...valid, name: '' }, ['name']],
    ['email', { ...valid, email: '' }, ['email']],
    ['phone', { ...valid, phone: '' }, ['phone']],
    ['whitespace-only name', { ...valid, name: '   ' }, ['name']],
    ['whitespace-only phone', { ...valid, phone: '\t ' }, ['phone']],
    ['email and phone', { ...valid, email: '', phone: ' ' }, ['email', 'phone']],
    ['form', { name: '', email: '', phone: '' }, ['name', 'email', 'phone']],
  ])('refuses an empty %s with "Please fill all fields", naming it', (_case, input, fields) => {
    expect(addAdmin(initialAdmins, input)).toEqual({
      ok: false,
      message: 'Please fill all fields',
      fields,
    })
  })

  it.each([
    'not-an-email',
    'a@b',
    'a b@example.com',
    '@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses the e-mail %s', (email) => {
    expect(addAdmin(initialAdmins, { ...valid, email })).toEqual({
      ok: false,
      message: adminMessages.invalidEmail,
      fields: ['email'],
    })
  })

  it.each([
    ['+-()', adminMessages.phoneWithoutDigits],
    ['---', adminMessages.phoneWithoutDigits],
    ['no digits', adminMessages.phoneCharacters],
    ['555 abc', adminMessages.phoneCharacters],
    ['555+1', adminMessages.phoneCharacters],
    ['1'.repeat(31), adminMessages.phoneTooLong],
  ])('refuses the phone %s, saying why', (phone, message) => {
    expect(addAdmin(initialAdmins, { ...valid, phone })).toEqual({
      ok: false,
      message,
      fields: ['phone'],
    })
  })

  it.each(['+1 (555) 010-2000', '555.0142', '0'])('accepts the phone %s', (phone) => {
    expect(addAdmin(initialAdmins, { ...valid, phone })).toMatchObject({ ok: true })
  })

  it('refuses a name over 100 characters', () => {
    expect(addAdmin(initialAdmins, { ...valid, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: adminMessages.nameTooLong,
      fields: ['name'],
    })
  })

  it('refuses an e-mail already in the list, ignoring case', () => {
    const email = initialAdmins[0].email.toUpperCase()
    expect(addAdmin(initialAdmins, { ...valid, email })).toEqual({
      ok: false,
      message: adminMessages.duplicateEmail,
      fields: ['email'],
    })
  })

  it('keeps hostile text as plain text', () => {
    const name = '<img src=x onerror=alert(1)>'
    expect(addAdmin(initialAdmins, { ...valid, name })).toMatchObject({ ok: true, added: { name } })
  })

  it('removes by id', () => {
    expect(removeAdmin(initialAdmins, initialAdmins[0].id)).toEqual([initialAdmins[1]])
  })
})
