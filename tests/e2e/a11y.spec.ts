import type { Page } from '@playwright/test'
import {
  chooseTheme,
  createSession,
  expect,
  expectNoAxeViolations,
  expectTheme,
  saveScreenshot,
  test,
  useStoredTheme,
} from './fixtures'

// Whole screens only, each loaded afresh at its width. The dialogs, drawer, hint and toasts are
// scanned where they are drawn, light and dark, in English and Arabic (tests/**/*.browser.test.tsx).

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

/** A phone and a laptop. */
const widths = [375, 1280]

test.describe('accessibility of whole screens, light then dark', () => {
  for (const screen of screens) {
    for (const width of widths) {
      test(`${screen.name} screen at ${width} px has no WCAG 2.2 A/AA violations`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await useStoredTheme(page, 'light')
        if (screen.signedIn) await createSession(page)
        await page.goto(screen.path)

        await test.step('light theme, as stored', async () => {
          await screen.ready(page)
          await expectTheme(page, 'light')
          await expectNoAxeViolations(page)
          await saveScreenshot(page, `${screen.name}-light-${width}`)
        })

        await test.step('dark theme', async () => {
          if (screen.signedIn) {
            // As an admin switches: the header's toggle.
            await chooseTheme(page, 'dark')
          } else {
            // Signed-out pages have no toggle: a visitor whose stored choice is dark comes back.
            await useStoredTheme(page, 'dark')
            await page.reload()
          }
          await screen.ready(page)
          await expectTheme(page, 'dark')
          await expectNoAxeViolations(page)
          await saveScreenshot(page, `${screen.name}-dark-${width}`)
        })
      })
    }
  }
})
