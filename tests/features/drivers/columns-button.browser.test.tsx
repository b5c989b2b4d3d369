import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import { renderRoute } from '../../support/component'

// The menu's code arrives when the test lets it: as on a slow network, after the first click.
const menuCode = vi.hoisted(() => {
  let release!: () => void
  const arrived = new Promise<void>((resolve) => (release = resolve))
  return { asked: false, arrived, release }
})
vi.mock('@/features/drivers/columns-menu', async (importOriginal) => {
  menuCode.asked = true
  await menuCode.arrived
  return importOriginal()
})

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

describe('the Columns button', () => {
  it('opens the menu on a click made before its code arrived, and gets focus back from it', async () => {
    renderRoute('/dashboard/drivers', driversRoutes)
    await screen.findByRole('table')
    const columns = screen.getByRole('button', { name: 'Columns' })

    await userEvent.click(columns)
    // The menu's code is asked for on demand, by the click.
    await expect.poll(() => menuCode.asked).toBe(true)
    // Meanwhile the button stays, and no menu shows.
    expect(screen.getByRole('button', { name: 'Columns' })).toBeVisible()
    expect(screen.queryByRole('menu')).toBeNull()

    menuCode.release()
    const menu = await screen.findByRole('menu', { name: 'Columns' })
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Trips' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus()
  })
})
