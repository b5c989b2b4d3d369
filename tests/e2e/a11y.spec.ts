import type { Page } from '@playwright/test'
import ar from '../../src/lib/i18n/catalogs/ar'
import en from '../../src/lib/i18n/catalogs/en'
import type { Translation } from '../../src/lib/i18n/message-types'
import {
  chooseTheme,
  createSession,
  expect,
  expectNoAxeViolations,
  expectTheme,
  saveScreenshot,
  test,
  useLanguage,
  useStoredTheme,
} from './fixtures'
import { shownDriverLinks } from './locators'

// Whole screens only, each loaded afresh at its width: a laptop in English (left to right) and a
// phone in Arabic (right to left); German reads the same way as English. The dialogs, drawer, hint
// and toasts are scanned where they are drawn, light and dark, in English and Arabic
// (tests/**/*.browser.test.tsx).

type Words = Translation

type Screen = {
  name: string
  path: string
  signedIn: boolean
  /** What the user must see before the scan, so axe never scans a half-drawn screen. */
  ready: (page: Page, words: Words) => Promise<void>
}

const screens: Screen[] = [
  {
    name: 'login',
    path: '/',
    signedIn: false,
    ready: (page, words) =>
      expect(page.getByRole('link', { name: words['auth.login.google'] })).toBeVisible(),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    ready: (page, words) => expect(page.getByText(words['dashboard.activity.title'])).toBeVisible(),
  },
  {
    name: 'drivers',
    path: '/dashboard/drivers',
    signedIn: true,
    ready: (page) => expect(shownDriverLinks(page)).toHaveCount(10),
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
    ready: (page, words) => expect(page.getByText(words['errors.notFound.message'])).toBeVisible(),
  },
]

/** A laptop in English, a phone in Arabic. */
const looks = [
  { width: 1280, language: 'en', words: en },
  { width: 375, language: 'ar', words: ar },
] as const

test.describe('accessibility of whole screens, light then dark', () => {
  for (const screen of screens) {
    for (const { width, language, words } of looks) {
      test(`${screen.name} screen at ${width} px in ${language} has no WCAG 2.2 A/AA violations`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await useLanguage(page, language)
        await useStoredTheme(page, 'light')
        if (screen.signedIn) await createSession(page)
        await page.goto(screen.path)

        await test.step('light theme, as stored', async () => {
          await screen.ready(page, words)
          await expectTheme(page, 'light')
          await expectNoAxeViolations(page)
          await saveScreenshot(page, `${screen.name}-light-${width}-${language}`)
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
          await screen.ready(page, words)
          await expectTheme(page, 'dark')
          await expectNoAxeViolations(page)
          await saveScreenshot(page, `${screen.name}-dark-${width}-${language}`)
        })
      })
    }
  }
})
