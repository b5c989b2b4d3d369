import type { Page } from '@playwright/test'
import {
  API_URL,
  createSession,
  expect,
  expireAccess,
  injectFaults,
  openSignedIn,
  sessionCalls,
  test,
} from './fixtures'

const profileName = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Current Admin' }) })
    .locator('dd')
    .first()

async function expectLoginScreen(page: Page) {
  await expect(page).toHaveURL('/login')
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

  test('when the refresh fails, the browser goes to /login', async ({ page }) => {
    await createSession(page)
    await injectFaults(page, { refresh: 401 })
    await expireAccess(page)

    await page.goto('/dashboard/drivers')
    await expectLoginScreen(page)
    expect(await sessionCalls(page)).toEqual({ getUser: 1, refresh: 1, logout: 0 })
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
    // Give a wrongly repeated call time to happen before counting.
    await page.waitForTimeout(500)
    expect(await sessionCalls(page)).toEqual({ getUser: 2, refresh: 1, logout: 0 })
  })

  test('Logout ends the session on the server and lands on /login', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectLoginScreen(page)

    // The session is gone: the dashboard now sends the browser back to /login.
    const controls = await page.request.get(`${API_URL}/api/user/__test__/calls`)
    expect(controls.status()).toBe(401)
    await page.goto('/dashboard')
    await expectLoginScreen(page)
  })

  test('Logout says it is signing out while the call is under way', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`${API_URL}/api/user/logout`, async (route) => {
      await held
      await route.continue()
    })
    await openSignedIn(page, '/dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()

    const busy = page.getByRole('button', { name: 'Signing out…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(busy).toBeFocused()
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

  for (const path of ['/dashboard', '/dashboard/drivers', '/dashboard/settings']) {
    test(`${path} without a session ends on /login`, async ({ page }) => {
      await page.goto(path)
      await expectLoginScreen(page)
    })
  }
})
