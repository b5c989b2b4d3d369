import { describe, expect, it } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'

// The names are stored data: renaming one would lose what admins saved under it.
describe('the localStorage keys', () => {
  it('keep the names they have always had; a new one is fleet-admin:<name>:v1', () => {
    expect({ ...localKeys }).toEqual({
      theme: 'theme',
      sidebarCollapsed: 'sidebar-collapsed',
      language: 'fleet-admin:language',
      admins: 'fleet-admin:admins:v1',
      applications: 'fleet-admin:applications:v1',
      history: 'fleet-admin:history:v1',
      driverColumns: 'fleet-admin:driver-columns:v1',
      driversSummary: 'fleet-admin:drivers-summary:v1',
      savedViews: 'fleet-admin:views:v1',
      driverStatuses: 'fleet-admin:driver-statuses:v1',
      driverDetails: 'fleet-admin:driver-details:v1',
      driverRoster: 'fleet-admin:driver-roster:v1',
      loggedOut: 'fleet-admin:logged-out:v1',
      sessionRefreshed: 'fleet-admin:session-refreshed:v1',
    })
  })
})
