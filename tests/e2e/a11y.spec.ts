import type { Page } from '@playwright/test'
import ar from '../../src/lib/i18n/catalogs/ar'
import en from '../../src/lib/i18n/catalogs/en'
import type { Translation } from '../../src/lib/i18n/message-types'
import {
  createSession,
  expect,
  expectNoAxeViolations,
  expectTheme,
  saveScreenshot,
  test,
  useLanguage,
  useStoredTheme,
  type Theme,
} from './fixtures'
import { shownDriverLinks } from './locators'

// Whole pages, each loaded afresh in its theme (the stored choice, as a returning admin has it):
// what only a whole page has (its landmarks, its title and language, the sidebar or the phone's
// header around the screen) and the screens no component test scans. Every screen is scanned in
// each theme and each reading direction, here or where it is drawn alone (component tests, in
// Chromium at 1280 px):
// - login and settings: no component test scans them, so both looks here (a laptop in English,
//   light; a phone in Arabic, dark);
// - dashboard: dashboard-screen.browser.test.tsx (light en, dark ar), here on a phone in Arabic;
// - drivers: drivers-screen.browser.test.tsx (light and dark, en), here on a phone in Arabic;
// - not found: not-found-screen.browser.test.tsx (light and dark, en), here on a phone in Arabic;
// - the sidebar and header at 1280 px, collapsed with a hint open, in every look:
//   icon-hint-bubble.browser.test.tsx; here the expanded sidebar (1280 px) and the phone's header
//   (375 px), each in both themes.
// The dialogs, drawer, hint and toasts are scanned where they are drawn, light and dark, in English
// and Arabic (tests/**/*.browser.test.tsx). German reads the same way as English.

type Words = Translation

type Screen = {
  name: string
  path: string
  signedIn: boolean
  /** What the user must see before the scan, so axe never scans a half-drawn screen. */
  ready: (page: Page, words: Words) => Promise<void>
}

const login: Screen = {
  name: 'login',
  path: '/',
  signedIn: false,
  ready: (page, words) =>
    expect(page.getByRole('link', { name: words['auth.login.google'] })).toBeVisible(),
}
const dashboard: Screen = {
  name: 'dashboard',
  path: '/dashboard',
  signedIn: true,
  ready: (page, words) => expect(page.getByText(words['dashboard.activity.title'])).toBeVisible(),
}
const drivers: Screen = {
  name: 'drivers',
  path: '/dashboard/drivers',
  signedIn: true,
  ready: (page) => expect(shownDriverLinks(page)).toHaveCount(10),
}
const settings: Screen = {
  name: 'settings',
  path: '/dashboard/settings',
  signedIn: true,
  ready: (page) => expect(page.getByText('Demo Admin')).toBeVisible(),
}
const notFound: Screen = {
  name: 'not-found',
  path: '/no/such/page',
  signedIn: false,
  ready: (page, words) => expect(page.getByText(words['errors.notFound.message'])).toBeVisible(),
}

/** A laptop in English, a phone in Arabic. */
const laptop = { width: 1280, language: 'en', words: en } as const
const phone = { width: 375, language: 'ar', words: ar } as const

const scans: { screen: Screen; look: typeof laptop | typeof phone; theme: Theme }[] = [
  { screen: login, look: laptop, theme: 'light' },
  { screen: login, look: phone, theme: 'dark' },
  { screen: settings, look: laptop, theme: 'light' },
  { screen: settings, look: phone, theme: 'dark' },
  { screen: dashboard, look: laptop, theme: 'dark' },
  { screen: dashboard, look: phone, theme: 'light' },
  { screen: drivers, look: phone, theme: 'light' },
  { screen: notFound, look: phone, theme: 'dark' },
]

test.describe('accessibility of whole pages', () => {
  for (const { screen, look, theme } of scans) {
    const { width, language, words } = look
    test(`${screen.name} page at ${width} px in ${language}, ${theme} theme, has no WCAG 2.2 A/AA violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await useLanguage(page, language)
      await useStoredTheme(page, theme)
      if (screen.signedIn) await createSession(page)
      await page.goto(screen.path)

      await screen.ready(page, words)
      await expectTheme(page, theme)
      await expectNoAxeViolations(page)
      await saveScreenshot(page, `${screen.name}-${theme}-${width}-${language}`)
    })
  }
})
