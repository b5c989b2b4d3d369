import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { E2E_API_URL } from '../../playwright.config'
import * as cookieNames from '../../src/config/stored-names/cookie-names'

export { expect }

export const API_URL = E2E_API_URL

/** The WCAG 2.2 A/AA rule set the product is held to (PRODUCT.md, "The bar"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export const SCREENSHOT_DIR = 'test-results/screenshots'

/** The app's entry chunk: holding it back shows what index.html paints by itself. */
export const APP_ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

export type Theme = 'light' | 'dark'
export type Endpoint = 'getUser' | 'refresh' | 'logout'
export type CallCounts = Record<Endpoint, number>

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

type Fixtures = {
  /** Every console.error the app printed during the test, as text. */
  consoleErrors: string[]
  /** Fails the test on any uncaught error in any page of the test's browser context. */
  failOnPageError: void
  /**
   * A returning admin's browser: the drivers screen was opened in it before, so it keeps what the
   * head script paints their first frame from (its summary of the local database) and the database
   * itself, as after any visit. A browser without it keeps the drivers' rows unseen until the app
   * draws them. `test.use({ returningAdmin: true })`; the test still signs in (createSession).
   */
  returningAdmin: boolean
}

/** Per app origin, what a browser holds after one signed-in visit to the drivers screen. */
const returningBrowsers = new Map<string, Promise<StorageState>>()

/**
 * Opens the drivers screen once in a browser of its own, signed in, and keeps what that browser then
 * holds (its local storage and database, made by the app itself; not its session, which each test
 * makes afresh). Once per worker and origin, instead of a visit in every test that needs it.
 */
async function returningBrowser(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    const response = await page.request.get(`${API_URL}/admin/auth/google/login`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    await context.addCookies([{ name: cookieNames.signInHint, value: '1', url: baseURL }])
    await page.goto('/dashboard/drivers')
    await untilAppStarted(page)
    const { origins } = await context.storageState({ indexedDB: true })
    return { cookies: [], origins }
  } finally {
    await context.close()
  }
}

export const test = base.extend<Fixtures>({
  returningAdmin: [false, { option: true }],
  storageState: async ({ returningAdmin, storageState, browser, baseURL }, use) => {
    if (!returningAdmin) return use(storageState)
    if (!returningBrowsers.has(baseURL!)) {
      returningBrowsers.set(baseURL!, returningBrowser(browser, baseURL!))
    }
    await use(await returningBrowsers.get(baseURL!)!)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await use(errors)
  },
  failOnPageError: [
    async ({ context }, use) => {
      const errors: string[] = []
      context.on('weberror', (webError) => errors.push(String(webError.error().stack)))
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The app's one start-up signal: `<html data-started>` (src/app/boot/app-settled.ts) is set once its code
 * runs and whatever was clicked, pressed or typed before it did has been carried out. A check that
 * something did not happen twice waits for this, not for a fixed time.
 */
export async function untilAppStarted(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' })
}

/**
 * A check that something does not happen: `read()` must keep giving `expected` for `forMs`, the
 * time the wrong extra step (a second call, another reload) would need to show. Polled, never slept.
 */
export async function expectSteady<T>(
  read: () => T | Promise<T>,
  expected: T,
  { forMs }: { forMs: number },
): Promise<void> {
  const until = Date.now() + forMs
  const current = async (): Promise<unknown> => await read()
  do {
    expect(await current()).toEqual(expected)
    await new Promise((next) => setTimeout(next, 50))
  } while (Date.now() < until)
  expect(await current()).toEqual(expected)
}

/**
 * For the few assertions whose subject is the app starting and acting on its own (it runs, asks the
 * API, leaves or opens a route's chunks): on two busy cores, beside another browser, that took over
 * 10 s with the CPU slowed 4x and over 5 s without. Every other assertion keeps Playwright's 5 s.
 */
export const WHILE_THE_APP_STARTS = { timeout: 20_000 }

/**
 * Signs in the way a user does: the real button, the server's redirect, the dashboard. The button
 * is found by the word every language keeps ('Sign in with Google', 'تسجيل الدخول باستخدام Google').
 */
export async function signInWithButton(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('link', { name: /\bGoogle$/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * Gets a session from the local API's sign-in start without loading the app, so the test then
 * decides which screen loads first (and the call counts start at zero). The browser also gets the
 * app's sign-in hint, as a returning admin's has (the app sets it on the sign-in return).
 */
export async function createSession(page: Page): Promise<void> {
  const response = await page.request.get(`${API_URL}/admin/auth/google/login`, {
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  await setSignInHint(page)
}

/** Request headers of a browser that holds the app's sign-in hint (src/lib/session/sign-in-hint.ts). */
export const SIGNED_IN_HEADERS = { Cookie: `${cookieNames.signInHint}=1` }

/** The app's sign-in hint cookie (src/lib/session/sign-in-hint.ts), for the app's origin. */
export async function setSignInHint(page: Page, value = '1'): Promise<void> {
  const url = test.info().project.use.baseURL ?? ''
  await page.context().addCookies([{ name: cookieNames.signInHint, value, url }])
}

/** Signs in and opens a dashboard route. */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await createSession(page)
  await page.goto(path)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
}

export async function sessionCalls(page: Page): Promise<CallCounts> {
  const response = await page.request.get(`${API_URL}/api/user/__test__/calls`)
  expect(response.ok(), 'the session must still exist to read its call counts').toBe(true)
  return (await response.json()) as CallCounts
}

export async function injectFaults(
  page: Page,
  faults: Partial<Record<Endpoint, number>>,
): Promise<void> {
  const response = await page.request.post(`${API_URL}/api/user/__test__/faults`, {
    data: faults,
  })
  expect(response.ok()).toBe(true)
}

export async function expireAccess(page: Page): Promise<void> {
  const response = await page.request.post(`${API_URL}/api/user/__test__/expire-access`)
  expect(response.ok()).toBe(true)
}

/**
 * Makes the app's server act as a plain SPA host for `paths`: it answers them with index.html
 * (the login page's markup) instead of their own pages, as hosts without per-route files do.
 */
export async function serveIndexHtmlFor(page: Page, paths: string[]): Promise<void> {
  const indexHtml = await (await page.request.get('/')).text()
  await page.route(
    (url) => paths.includes(url.pathname),
    (route) => route.fulfill({ body: indexHtml, contentType: 'text/html' }),
  )
}

/** The language cookie an admin's earlier choice left, as nginx and the app read it. */
export async function useLanguage(page: Page, language: 'en' | 'de' | 'ar'): Promise<void> {
  const url = test.info().project.use.baseURL!
  await page.context().addCookies([{ name: cookieNames.language, value: language, url }])
}

/** Stores the theme preference before every page load, as a returning visitor would have it. */
export async function useStoredTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value)
    } catch {
      // about:blank and other origins have no usable storage.
    }
  }, theme)
}

/** Chooses `theme` as an admin does, with the header's toggle (named in any of the languages). */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  const toggle = page.getByRole('button', {
    name: /^(Switch to (light|dark) theme|Zum (hellen|dunklen) Design wechseln|التبديل إلى المظهر)/,
  })
  if ((await page.locator('html.dark').count()) !== (theme === 'dark' ? 1 : 0)) await toggle.click()
  await expectTheme(page, theme)
}

export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  const html = page.locator('html')
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/)
}

/** Runs axe with the WCAG 2.2 A/AA tags and asserts zero violations of any impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A theme switch starts colour transitions; scanning mid-way measures colours no one sees at rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n'),
  )
  expect(found, 'axe violations').toEqual([])
}

/**
 * A full-page screenshot under the test output, named by screen and theme. The window grows to
 * the page's height first, so the sticky full-height sidebar looks as it does to a user.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  if (viewport && height > viewport.height) await page.setViewportSize({ ...viewport, height })
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  })
  if (viewport) await page.setViewportSize(viewport)
}

/** True when the page itself can scroll sideways. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
}

/** Slows the page's CPU 4x, about a mid-range phone's against this machine. */
export async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * Holds the app's code back until `release()`: what the page shows meanwhile is its HTML and head
 * script alone. `released()` says whether the code has been let through (the app may have run).
 */
export async function holdTheApp(
  page: Page,
): Promise<{ release: () => void; released: () => boolean }> {
  let release!: () => void
  let released = false
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(APP_ENTRY_SCRIPT, async (route) => {
    await held
    released = true
    await route.continue()
  })
  return { release, released: () => released }
}

/**
 * Lets the held app run (holdTheApp's `release`) and tells whether React hydrated the page's
 * painted main heading, the same node, instead of drawing it again.
 */
export async function hydratesPaintedHeading(page: Page, release: () => void): Promise<boolean> {
  await page.locator('h1').first().waitFor()
  await page.evaluate(() => Object.assign(window, { paintedHeading: document.querySelector('h1') }))
  release()
  // Hydrated once the heading carries React's fiber.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
  )
  return page.evaluate(
    () =>
      document.querySelector('h1') ===
      (window as unknown as { paintedHeading: Element }).paintedHeading,
  )
}

/** The loading line a page shows while its markup waits for the app (there is one per page and one per list). */
export const shownLoading = (page: Page) => page.getByText('Loading...').filter({ visible: true })

/**
 * The app's code never runs: its entry answers as an empty module (one that fails to load shows
 * "This page could not load" instead). Resolves to whether it was asked for.
 */
export async function withoutTheApp(page: Page): Promise<() => boolean> {
  let requested = false
  await page.route(APP_ENTRY_SCRIPT, (route) => {
    requested = true
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return () => requested
}

export type Frame = { path: string; seen: string }
const framesByPage = new WeakMap<Page, Frame[]>()

/**
 * Records what `describe` says each animation frame shows, from the very first one, on every page
 * the tab loads (a redirect included), with the page's path; each change once (null: nothing to
 * judge yet, e.g. before the stylesheet applies). Read back with recordedFrames().
 * `describe` runs in the page, so it may use nothing from outside its own body.
 */
export async function recordFrames(page: Page, describe: () => string | null): Promise<void> {
  const frames: Frame[] = []
  framesByPage.set(page, frames)
  await page.exposeBinding('reportFrame', (_source, frame: Frame) => void frames.push(frame))
  await page.addInitScript(`(() => {
    const describe = ${describe.toString()}
    let last = null
    const record = () => {
      const seen = describe()
      // Only changes cross to Node: a call per frame slows the page being judged.
      const frame = seen === null ? null : location.pathname + '\\n' + seen
      if (frame !== null && frame !== last) window.reportFrame({ path: location.pathname, seen })
      if (frame !== null) last = frame
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })()`)
}

/** What recordFrames() has seen so far, in order. */
export const recordedFrames = (page: Page): Frame[] => framesByPage.get(page) ?? []
