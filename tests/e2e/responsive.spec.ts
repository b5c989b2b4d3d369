import type { Page } from '@playwright/test'
import { createSession, expect, hasHorizontalScroll, test } from './fixtures'

const screens = [
  { path: '/', signedIn: false, text: 'Welcome to Fleet Admin' },
  { path: '/dashboard', signedIn: true, text: 'Recent Activity' },
  { path: '/dashboard/drivers', signedIn: true, text: 'Showing 1 to 10 of 50 drivers' },
  { path: '/dashboard/settings', signedIn: true, text: 'Demo Admin' },
  { path: '/nowhere', signedIn: false, text: 'Oops! Page not found' },
]

async function expectNoSidewaysScroll(page: Page, what: string) {
  expect(await hasHorizontalScroll(page), `${what} scrolls sideways`).toBe(false)
}

for (const width of [375, 768]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('no screen scrolls sideways', async ({ page }) => {
      await createSession(page)
      for (const screen of screens) {
        await page.goto(screen.path)
        await expect(page.getByText(screen.text)).toBeVisible()
        await expectNoSidewaysScroll(page, screen.path)
      }
    })

    test('no sideways scroll with a dialog open or a long search', async ({ page }) => {
      await createSession(page)
      await page.goto('/dashboard/settings')
      await page.getByRole('button', { name: 'Add Admin' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Add Admin' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSidewaysScroll(page, 'the Add Admin dialog')
      await page.keyboard.press('Escape')

      await page.goto(`/dashboard/drivers?q=${'x'.repeat(120)}`)
      await expect(page.getByText('No drivers found')).toBeVisible()
      await expectNoSidewaysScroll(page, 'the drivers empty state')
    })
  })
}

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the menu button opens the navigation drawer, which navigates and closes', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden()

    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link')).toHaveText(['Dashboard', 'Drivers', 'Settings'])
    await expect(drawer.getByText('Admin User', { exact: true })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()

    await drawer.getByRole('link', { name: 'Drivers' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/dashboard/drivers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drivers (50 total)')
    await expectNoSidewaysScroll(page, 'drivers after navigating from the drawer')
  })

  test('the drawer opens and closes by keyboard, returning focus to the menu button', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard')
    const menu = page.getByRole('button', { name: 'Open navigation menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden()
    await expect(menu).toBeFocused()
  })

  test('the wide drivers table scrolls inside its card, not the page', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers')
    const region = page.getByRole('region', { name: 'Drivers table' })
    await expect(region).toBeVisible()
    const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(overflows).toBe(true)
    await expectNoSidewaysScroll(page, 'drivers')

    // Scrolling the table moves the table only; the page stays put.
    await region.evaluate((element) => element.scrollBy(200, 0))
    expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect(await page.evaluate(() => window.scrollX)).toBe(0)
  })
})

test.describe('768 px wide', () => {
  test.use({ viewport: { width: 768, height: 800 } })

  test('the sidebar is shown and navigates; no menu button is needed', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL('/dashboard/settings')
    await expect(page.getByText('Demo Admin')).toBeVisible()
    await nav.getByRole('link', { name: 'Drivers' }).click()
    await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
    await expectNoSidewaysScroll(page, 'drivers')
  })
})
