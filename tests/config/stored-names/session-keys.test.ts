import { describe, expect, it } from 'vitest'
import * as sessionKeys from '@/config/stored-names/session-keys'

// The names are stored data: a tab open across a deployment reads them under the same names.
describe('the sessionStorage keys', () => {
  it('keep the names they have always had', () => {
    expect({ ...sessionKeys }).toEqual({
      returnTo: 'fleet-admin:return-to',
      sessionExpired: 'fleet-admin:session-expired',
      reloadedForNewBuild: 'fleet-admin:reloaded-for-new-build',
    })
  })
})
