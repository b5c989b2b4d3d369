import { screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import { dressPage, expectNoAxeViolations, renderRoute, switchTheme } from '../../support/component'

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

describe('the drivers screen in a real browser', () => {
  it('draws the table and passes axe, light and dark', async () => {
    dressPage({ theme: 'light' })
    renderRoute('/dashboard/drivers', driversRoutes)
    expect(await screen.findByRole('table')).toBeVisible()
    await expectNoAxeViolations()
    await switchTheme('dark')
    await expectNoAxeViolations()
  })

  it('typing in the search filters the rows', async () => {
    renderRoute('/dashboard/drivers', driversRoutes)
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search drivers' }), 'garcia')
    await expect.poll(() => screen.getAllByRole('row').length).toBeLessThan(11)
  })
})
