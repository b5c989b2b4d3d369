import { describe, expect, it } from 'vitest'
import { adminFaultMessage } from '@/features/settings/settings-actions'

// Add Admin's words for a refused admin: its own for a taken e-mail, the contact fields' otherwise.

describe('an admin refused by its rule', () => {
  it('says another admin has the e-mail, or what is wrong with the field', () => {
    expect(adminFaultMessage({ rule: 'emailTaken', fields: ['email'] })).toBe(
      'An admin with this email already exists',
    )
    expect(adminFaultMessage({ rule: 'phoneCharacters', fields: ['phone'] })).toBe(
      'Use only digits, spaces, +, -, ( and ) in a phone number',
    )
  })
})
