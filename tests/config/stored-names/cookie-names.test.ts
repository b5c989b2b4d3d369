import { describe, expect, it } from 'vitest'
import * as cookieNames from '@/config/stored-names/cookie-names'

// nginx reads these cookies by name before any code runs, and browsers hold them for a year.
describe('the cookie names', () => {
  it('keep the names they have always had', () => {
    expect({ ...cookieNames }).toEqual({
      signInHint: 'fleet_admin_signed_in',
      returnTo: 'fleet_admin_return_to',
      language: 'fleet_admin_language',
    })
  })
})
