import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../support/component'

// The dashboard layout at a tablet's width: the sidebar, not the drawer.

// Code that loads on first use; a cold transform can outlast findBy's wait.
beforeAll(() =>
  Promise.all([
    import('@/app/routes/dashboard-layout'),
    import('@/app/routes/dashboard'),
    import('@/app/routes/drivers'),
    import('@/app/routes/settings'),
  ]),
)

describe('at 768 px', () => {
  it('the sidebar is shown and navigates; no menu button is needed; nothing scrolls sideways', async () => {
    await page.viewport(768, 800)
    const { router } = renderApp('/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeVisible()

    await userEvent.click(within(nav).getByRole('link', { name: 'Settings' }))
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard/settings')
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await userEvent.click(within(nav).getByRole('link', { name: 'Drivers' }))
    expect(await screen.findByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
    expect(within(nav).getByRole('link', { name: 'Drivers' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth)
  })
})
