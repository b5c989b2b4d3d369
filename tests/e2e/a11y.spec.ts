import type { Page } from '@playwright/test'
import {
  createSession,
  expect,
  expectNoAxeViolations,
  expectTheme,
  saveScreenshot,
  test,
  useStoredTheme,
  type Theme,
  untilAppStarted,
} from './fixtures'

type Screen = {
  name: string
  path: string
  signedIn: boolean
  /** What the user must see before the scan, so axe never scans a half-drawn screen. */
  ready: (page: Page) => Promise<void>
}

const screens: Screen[] = [
  {
    name: 'login',
    path: '/',
    signedIn: false,
    ready: (page) => expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible(),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    ready: (page) => expect(page.getByText('Recent Activity')).toBeVisible(),
  },
  {
    name: 'drivers',
    path: '/dashboard/drivers',
    signedIn: true,
    ready: (page) => expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible(),
  },
  {
    name: 'settings',
    path: '/dashboard/settings',
    signedIn: true,
    ready: (page) => expect(page.getByText('Demo Admin')).toBeVisible(),
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    signedIn: false,
    ready: (page) => expect(page.getByText('Oops! Page not found')).toBeVisible(),
  },
]

type OpenDialog = {
  name: string
  path: string
  viewport?: { width: number; height: number }
  open: (page: Page) => Promise<void>
}

const dialogs: OpenDialog[] = [
  {
    name: 'add-admin-dialog',
    path: '/dashboard/settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Admin' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add New Admin' })
      await expect(dialog).toBeVisible()
      // The error state too: the inline alert and the invalid fields must pass as well.
      await dialog.getByRole('button', { name: 'Add Admin' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Please fill all fields')
    },
  },
  {
    name: 'delete-admin-dialog',
    path: '/dashboard/settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Olivia Bennett' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible()
    },
  },
  {
    name: 'settings-history-and-undo-toast',
    path: '/dashboard/settings',
    open: async (page) => {
      await page.getByRole('switch', { name: 'Accepting Applications' }).click()
      await page.getByRole('button', { name: 'Delete Olivia Bennett' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveCount(2)
    },
  },
  {
    name: 'mobile-navigation',
    path: '/dashboard',
    viewport: { width: 375, height: 812 },
    open: async (page) => {
      await page.getByRole('button', { name: 'Open navigation menu' }).click()
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    },
  },
]

const themes: Theme[] = ['light', 'dark']
/** A phone and a laptop. */
const widths = [375, 1280]

for (const theme of themes) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme)
    })

    for (const screen of screens) {
      for (const width of widths) {
        test(`${screen.name} screen at ${width} px has no WCAG 2.2 A/AA violations`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 800 })
          if (screen.signedIn) await createSession(page)
          await page.goto(screen.path)
          await screen.ready(page)
          await expectTheme(page, theme)
          await expectNoAxeViolations(page)
          await saveScreenshot(page, `${screen.name}-${theme}-${width}`)
        })
      }
    }

    for (const dialog of dialogs) {
      test(`${dialog.name} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        if (dialog.viewport) await page.setViewportSize(dialog.viewport)
        await createSession(page)
        await page.goto(dialog.path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await dialog.open(page)
        await expectTheme(page, theme)
        await expectNoAxeViolations(page)
        await saveScreenshot(page, `${dialog.name}-${theme}`)
      })
    }

    test('collapsed sidebar with a hint open has no WCAG 2.2 A/AA violations', async ({ page }) => {
      await createSession(page)
      await page.goto('/dashboard')
      await untilAppStarted(page)
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      await page.getByRole('link', { name: 'Drivers' }).hover()
      await expect(page.locator('[data-slot="tooltip-content"]')).toHaveText('Drivers')
      await expectTheme(page, theme)
      await expectNoAxeViolations(page)
      await saveScreenshot(page, `dashboard-collapsed-${theme}`)
    })

    test('settings with a toast showing has no WCAG 2.2 A/AA violations', async ({ page }) => {
      await createSession(page)
      await page.goto('/dashboard/settings')
      await page.getByRole('switch', { name: 'Accepting Applications' }).click()
      await expect(page.getByText('Applications are now closed')).toBeVisible()
      await expectTheme(page, theme)
      await expectNoAxeViolations(page)
      await saveScreenshot(page, `settings-toast-${theme}`)
    })
  })
}
