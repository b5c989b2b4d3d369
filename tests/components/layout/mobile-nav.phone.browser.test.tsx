import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../support/component'

// The navigation drawer of a phone (below 768 px), opened by the header's menu button: what it
// holds, where it goes, and where focus goes with it (its axe scan: mobile-nav.browser.test.tsx).

// Code that loads on first use; a cold transform can outlast findBy's wait.
beforeAll(() =>
  Promise.all([
    import('@/app/routes/dashboard-layout'),
    import('@/app/routes/dashboard'),
    import('@/app/routes/drivers'),
    import('@/components/layout/mobile-nav'),
  ]),
)
// The window keeps a test's size otherwise.
beforeEach(() => page.viewport(375, 800))

async function openDashboard(path = '/dashboard') {
  const view = renderApp(path)
  await screen.findByRole('button', { name: 'Open navigation menu' })
  return view
}

/** Drawn whole inside the window (half a pixel's rounding allowed). */
const wholeInView = (element: Element) => {
  const box = element.getBoundingClientRect()
  return (
    box.width > 0 &&
    box.left >= -0.5 &&
    box.top >= -0.5 &&
    box.right <= innerWidth + 0.5 &&
    box.bottom <= innerHeight + 0.5
  )
}

describe('the navigation drawer at 375 px', () => {
  it('the menu button opens it, with the screens, the admin and Logout; a link navigates and closes it', async () => {
    const { router } = await openDashboard()
    // No sidebar and no collapse button on a phone: the drawer is the navigation.
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Drivers', 'Settings'])
    expect(within(drawer).getByText('Admin User', { exact: true })).toBeVisible()
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible()

    await userEvent.click(within(drawer).getByRole('link', { name: 'Drivers' }))
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    // The drawer closes on the click; the screen follows once its code has loaded.
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard/drivers')
    await expect
      .poll(() => document.querySelector('main h1')?.textContent)
      .toBe('Drivers (50 total)')
    await screen.findByText('Showing 1 to 10 of 50 drivers')
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth)
  })

  it('opens by Enter and closes by Escape, giving focus back to the menu button', async () => {
    await openDashboard()
    const menu = screen.getByRole('button', { name: 'Open navigation menu' })
    menu.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(menu).toHaveFocus()
  })

  it('starts on its close button, in view, which closes it and gives focus back', async () => {
    await openDashboard()
    const menu = screen.getByRole('button', { name: 'Open navigation menu' })
    await userEvent.click(menu)
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    const close = within(drawer).getByRole('button', { name: 'Close menu' })
    // Focus starts on the close button, never on Logout, where one more Enter would sign out.
    await expect.poll(() => document.activeElement).toBe(close)
    await expect.poll(() => wholeInView(close)).toBe(true)
    await userEvent.click(close)
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(menu).toHaveFocus()
  })

  it('closes when the window widens to the sidebar layout; focus goes to the sidebar’s current screen', async () => {
    await openDashboard('/dashboard/drivers')
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    await screen.findByRole('dialog', { name: 'Navigation' })

    await page.viewport(1024, 800)

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    await expect
      .poll(() => document.activeElement)
      .toBe(within(sidebar).getByRole('link', { name: 'Drivers' }))
  })
})
