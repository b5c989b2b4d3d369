import type { Page } from '@playwright/test'
import { createSession, expect, hasHorizontalScroll, saveScreenshot, test } from './fixtures'

// The whole app at a phone's and a tablet's width: a walk of every screen, and the Settings
// screen's long texts. The drivers screen's layout at each width, the drawer and the sidebar are
// component tests (tests/features/drivers/drivers-screen.layout.browser.test.tsx,
// tests/components/layout/mobile-nav.browser.test.tsx, dashboard-layout.layout.browser.test.tsx).

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

// The drawer navigating and closing at 375 px: tests/components/layout/
// mobile-nav.phone.browser.test.tsx "the menu button opens it, with the screens, the admin and
// Logout; a link navigates and closes it"; the sidebar navigating at 768 px:
// dashboard-layout.layout.browser.test.tsx "the sidebar is shown and navigates; no menu button is
// needed; nothing scrolls sideways".
test('at 375 and 768 px no screen scrolls sideways, nor with a dialog open or a long search', async ({
  page,
}) => {
  await createSession(page)
  for (const width of [375, 768]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      for (const screen of screens) {
        await page.goto(screen.path)
        await expect(page.getByText(screen.text)).toBeVisible()
        await expectNoSidewaysScroll(page, `${screen.path} at ${width} px`)
      }

      await page.goto('/dashboard/settings')
      await page.getByRole('button', { name: 'Add Admin' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Add Admin' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSidewaysScroll(page, `the Add Admin dialog at ${width} px`)
      await page.keyboard.press('Escape')

      await page.goto(`/dashboard/drivers?q=${'x'.repeat(120)}`)
      await expect(page.getByText('No drivers found').filter({ visible: true })).toBeVisible()
      await expectNoSidewaysScroll(page, `the drivers empty state at ${width} px`)
    })
  }

  await test.step('810 px beside the sidebar: the drivers screen, saved for review', async () => {
    await page.setViewportSize({ width: 810, height: 800 })
    await page.goto('/dashboard/drivers')
    await expect(page.getByRole('list', { name: 'Drivers' })).toBeVisible()
    await saveScreenshot(page, 'drivers-810-en-light')
  })
})

test('Settings at a phone’s and a tablet’s width: admin rows, the Admin Management header in every language, long names and e-mails', async ({
  page,
}) => {
  await createSession(page)

  await test.step('768 px beside the sidebar: admin rows stack instead of splitting addresses', async () => {
    await page.setViewportSize({ width: 768, height: 800 })
    await page.goto('/dashboard/settings')
    const email = page.getByText('olivia.bennett@example.com')
    await expect(email).toBeVisible()
    const lines = await email.evaluate(
      (element) =>
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    )
    expect(lines).toBeLessThan(1.5)
  })

  await test.step('375 px: Admin Management and its Add Admin button stand at least 8 px apart, in every language', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    const header = page.locator('[data-slot="card-header"]', {
      has: page.locator('[data-slot="card-action"]'),
    })
    const languageSelect = page.getByRole('combobox', { name: /Language/ })
    for (const language of ['en', 'de', 'ar']) {
      if (language !== 'en') {
        await languageSelect.selectOption(language)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
      }
      await expect(header.getByRole('button')).toBeVisible()
      const heading = (await header.getByRole('heading').boundingBox())!
      const button = (await header.getByRole('button').boundingBox())!
      // Stacked, the space between them; side by side, the space across.
      const stacked = button.y >= heading.y + heading.height - 1
      const gap = stacked
        ? button.y - (heading.y + heading.height)
        : Math.max(button.x - (heading.x + heading.width), heading.x - (button.x + button.width))
      expect(gap, `${language}, ${stacked ? 'stacked' : 'side by side'}`).toBeGreaterThanOrEqual(8)
    }
    await languageSelect.selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  await test.step('375 px: long names and e-mails wrap in the admin list, the history and the delete dialog', async () => {
    const name = `Maximilian${'N'.repeat(60)} Featherstonehaugh`
    const email = 'operations.team.london.northeast@fleetlogistics.example.co.uk'
    await page.getByRole('button', { name: 'Add Admin' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Admin' })
    await add.getByLabel('Name').fill(name)
    await add.getByLabel('Email').fill(email)
    await add.getByLabel('Phone').fill('+44 20 7946 0000')
    await expectNoSidewaysScroll(page, 'Add Admin with a long name')
    await add.getByRole('button', { name: 'Add Admin' }).click()
    await expect(add).toBeHidden()
    await expect(page.getByRole('list', { name: 'Admins' }).getByText(email)).toBeVisible()
    await expectNoSidewaysScroll(page, 'Settings with a long admin')

    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 })
    await expectNoSidewaysScroll(page, 'the delete dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`deleted admin ${name}`)).toBeVisible()
    await expectNoSidewaysScroll(page, 'the change history')
  })
})
