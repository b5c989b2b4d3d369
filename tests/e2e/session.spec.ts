import type { Page } from '@playwright/test'
import * as cookieNames from '../../src/config/stored-names/cookie-names'
import {
  API_URL,
  createSession,
  expect,
  expectSteady,
  expireAccess,
  holdTheApp,
  injectFaults,
  openSignedIn,
  sessionCalls,
  shownLoading,
  test,
  untilAppStarted,
  WHILE_THE_APP_STARTS,
} from './fixtures'

const profileName = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Current Admin' }) })
    .locator('dd')
    .first()

/** Opens a path the app leaves for /login at once; waiting for 'load' would race that redirect. */
const openSentToLogin = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' })

type RefreshGate = { closed: boolean; waiting: number }

/** The local API's test gate: closed, it holds this session's refreshes until opened. */
async function refreshGate(page: Page, set?: { closed: boolean }): Promise<RefreshGate> {
  const url = `${API_URL}/api/user/__test__/refresh-gate`
  const response = set ? await page.request.post(url, { data: set }) : await page.request.get(url)
  expect(response.ok()).toBe(true)
  return (await response.json()) as RefreshGate
}

/** Requests waiting for a Web Lock, in any tab of the app's origin. */
const pendingLocks = (page: Page) =>
  page.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0)

const signInHintOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === cookieNames.signInHint)?.value

/** Every caller's app has to load, ask the API and leave on its own, which can take over 5 s in CI. */
async function expectLoginScreen(page: Page) {
  await expect(page).toHaveURL('/login', WHILE_THE_APP_STARTS)
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
}

test.describe('session', () => {
  test('an expired access cookie is renewed by one refresh and the call repeated once', async ({
    page,
  }) => {
    await createSession(page)
    await expireAccess(page)

    await page.goto('/dashboard/settings')
    await expect(profileName(page)).toHaveText('Demo Admin')
    await expect(page).toHaveURL('/dashboard/settings')
    // getUser: the 401, then the one repeat after the refresh.
    expect(await sessionCalls(page)).toEqual({ getUser: 2, refresh: 1, logout: 0 })
  })

  test('when the refresh fails, the browser goes to /login, which says why once', async ({
    page,
  }) => {
    await createSession(page)
    await injectFaults(page, { refresh: 401 })
    await expireAccess(page)

    await openSentToLogin(page, '/dashboard/drivers')
    await expectLoginScreen(page)
    await expect(page.getByRole('status')).toHaveText(
      'Your session has expired. Please sign in again.',
    )
    expect(new URL(page.url()).search).toBe('')
    // The drivers' profile call (401) and its one failed refresh.
    expect(await sessionCalls(page)).toEqual({ getUser: 1, refresh: 1, logout: 0 })

    // Said once: a reload, like a visitor who was never signed in, sees the plain login screen.
    await page.reload()
    await untilAppStarted(page)
    await expect(page.getByText('Your session has expired', { exact: false })).toHaveCount(0)
  })

  test('a call that gets 401 again after the refresh is not retried a second time', async ({
    page,
    consoleErrors,
  }) => {
    await createSession(page)
    await injectFaults(page, { getUser: 401 })

    await page.goto('/dashboard/settings')
    // The refresh worked, so the admin stays in and sees the fallback profile.
    await expect(profileName(page)).toHaveText('Admin User')
    await expect(page).toHaveURL('/dashboard/settings')
    expect(consoleErrors.some((text) => text.startsWith('Failed to fetch admin profile'))).toBe(
      true,
    )
    // A wrongly repeated call would follow the refresh at once: none comes within half a second.
    await expectSteady(
      () => sessionCalls(page),
      { getUser: 2, refresh: 1, logout: 0 },
      { forMs: 500 },
    )
  })

  test('Logout ends the session on the server and lands on /login', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectLoginScreen(page)
    await untilAppStarted(page)
    // A logout is no expired session.
    await expect(page.getByText('Your session has expired', { exact: false })).toHaveCount(0)

    // The session is gone: the dashboard now sends the browser back to /login.
    const controls = await page.request.get(`${API_URL}/api/user/__test__/calls`)
    expect(controls.status()).toBe(401)
    await openSentToLogin(page, '/dashboard')
    await expectLoginScreen(page)
  })

  test('Logout says it is signing out while the call is under way; the admin stays shown', async ({
    page,
  }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`${API_URL}/api/user/logout`, async (route) => {
      await held
      await route.continue()
    })
    await openSignedIn(page, '/dashboard/settings')
    await expect(profileName(page)).toHaveText('Demo Admin')
    await page.getByRole('button', { name: 'Logout' }).click()

    const busy = page.getByRole('button', { name: 'Signing out...' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(busy).toBeFocused()
    // Until the browser leaves, the profile card shows who is signing out, not 'Loading...'.
    await expect(profileName(page)).toHaveText('Demo Admin')
    await expect(shownLoading(page)).toHaveCount(0)
    // A second click while busy starts nothing new.
    await busy.dispatchEvent('click')
    release()
    await expectLoginScreen(page)
  })

  test('a failing logout is logged and still lands on /login', async ({ page, consoleErrors }) => {
    await openSignedIn(page, '/dashboard')
    await injectFaults(page, { logout: 500 })
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectLoginScreen(page)
    expect(consoleErrors.some((text) => text.startsWith('Logout failed'))).toBe(true)
    expect(await sessionCalls(page)).toEqual({ getUser: 1, refresh: 0, logout: 1 })
  })

  test('logout in one tab takes every open tab to /login, with one logout call', async ({
    page,
    context,
  }) => {
    const logoutCalls: string[] = []
    context.on('request', (request) => {
      if (request.url().endsWith('/api/user/logout')) logoutCalls.push(request.url())
    })
    await openSignedIn(page, '/dashboard')
    const other = await context.newPage()
    await other.goto('/dashboard/drivers?page=2')
    await expect(other.getByText('Showing 11 to 20 of 50 drivers')).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()

    await expect(other).toHaveURL('/login', { timeout: 1000 })
    await expectLoginScreen(page)
    expect(logoutCalls).toHaveLength(1)
  })

  test('two tabs whose session expired refresh it once between them, and both stay signed in', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/dashboard/settings')
    const other = await context.newPage()
    await other.goto('/dashboard/settings')
    await expect(profileName(other)).toHaveText('Demo Admin')
    await expireAccess(page)
    await refreshGate(page, { closed: true })

    // Both tabs open the screen again: each asks who is signed in, meets a 401 and must refresh.
    await Promise.all([page.reload(), other.reload()])
    // The gate holds the first refresh until the other tab has asked too: at the server, with the
    // same refresh token (which rotates), or waiting for the lock the first one holds.
    await expect
      .poll(async () => (await refreshGate(page)).waiting + (await pendingLocks(page)))
      .toBe(2)
    await refreshGate(page, { closed: false })

    for (const tab of [page, other]) {
      await expect(profileName(tab)).toHaveText('Demo Admin')
      await expect(tab).toHaveURL('/dashboard/settings')
    }
    expect(await signInHintOf(page)).toBe('1')
    // Each tab's 401 and its one repeat, after one refresh.
    expect(await sessionCalls(page)).toEqual({ getUser: 6, refresh: 1, logout: 0 })
  })

  test('a tab whose app starts just after a logout elsewhere leaves as logged out, not expired', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/dashboard')
    const other = await context.newPage()
    const { release } = await holdTheApp(other)
    await other.goto('/dashboard/drivers', { waitUntil: 'commit' })
    // Its heading is painted (the page's markup) and its code not yet run, when the first tab logs out.
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectLoginScreen(page)

    release()

    await expectLoginScreen(other)
    await untilAppStarted(other)
    await expect(other.getByText('Your session has expired', { exact: false })).toHaveCount(0)
    expect(await signInHintOf(other)).toBeUndefined()
    // Nothing to return to: the next sign-in starts on the dashboard.
    await other.getByRole('link', { name: 'Sign in with Google' }).click()
    await expect(other).toHaveURL('/dashboard')
  })

  test('after the session ends, signing in again returns to the same path and query', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers?q=a&status=active&page=2')
    await expect(page.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('a')
    // This visit's session check is done, so the failure below belongs to the next visit only.
    await expect.poll(async () => (await sessionCalls(page)).getUser).toBe(1)
    await injectFaults(page, { refresh: 401 })
    await expireAccess(page)

    // A fresh visit to the dashboard checks the session again, which now fails.
    await openSentToLogin(page, '/dashboard/drivers?q=a&status=active&page=2')
    await expectLoginScreen(page)
    await page.getByRole('link', { name: 'Sign in with Google' }).click()

    await expect(page).toHaveURL('/dashboard/drivers?q=a&status=active&page=2')
    await expect(page.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('a')
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('a dashboard link opened without a session leads there after signing in', async ({
    page,
  }) => {
    await openSentToLogin(page, '/dashboard/settings')
    await expectLoginScreen(page)

    await page.getByRole('link', { name: 'Sign in with Google' }).click()

    await expect(page).toHaveURL('/dashboard/settings')
    await expect(page.getByText('Demo Admin')).toBeVisible()
    // Only once: the next plain sign-in lands on the dashboard.
    await page.goto('/')
    await page.getByRole('link', { name: 'Sign in with Google' }).click()
    await expect(page).toHaveURL('/dashboard')
  })
})

// Which option 'lo' and Enter run (a driver, not Log out) and a confirmed Log out from the palette
// (the sidebar busy, one call, /login) are the palette's: tests/components/layout/
// command-palette.test.tsx "ranks the drivers above Log out for 'lo' (looking for Lopez), so Enter
// opens one" and "a confirmed logout shows the sidebar busy and sends one request, however often
// asked"; the real logout against the server above ("Logout says it is signing out…", "Logout ends
// the session…"). Here, what jsdom cannot lay out: where focus returns.
test.describe('logging out from the command palette', () => {
  const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
  const paletteInput = (page: Page) =>
    palette(page).getByRole('combobox', { name: 'Search screens, actions and drivers' })
  const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Log out of Fleet Admin?' })

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await expect(page.getByRole('button', { name: 'Search and commands' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K',
    )
  })

  test('Log out asks first: Escape and Cancel go back to the palette, still signed in', async ({
    page,
  }) => {
    await page.keyboard.press('Control+K')
    await paletteInput(page).pressSequentially('log out')
    await page.keyboard.press('Enter')
    await expect(confirm(page)).toBeVisible()
    await expect(confirm(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    // Enter twice by habit lands on Cancel.
    await page.keyboard.press('Enter')
    await expect(confirm(page)).toBeHidden()
    await expect(paletteInput(page)).toBeFocused()
    await expect(paletteInput(page)).toHaveValue('log out')

    // Escape at once, at full speed: the confirmation has focus, so Escape is its own (Radix counts
    // it as the topmost layer a render later, and gave that Escape to the palette beneath).
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(confirm(page)).toBeHidden()
    await expect(palette(page)).toBeVisible()
    await expect(paletteInput(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL('/dashboard')
    expect(await sessionCalls(page)).toEqual({ getUser: 1, refresh: 0, logout: 0 })
  })
})
