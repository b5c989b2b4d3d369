import {
  API_URL,
  expect,
  holdTheApp,
  hydratesPaintedHeading,
  serveIndexHtmlFor,
  setSignInHint,
  signInWithButton,
  test,
  withoutTheApp,
} from './fixtures'

// Signing in on the built app: the page's own link, the API host's redirect and back, the page
// painted before its code runs. What the login screen shows and where the sign-in return leads
// (its link, /login, another status, anything in the URL, a return-to cookie or stored path that
// is not a dashboard path) is the app's logic, checked without a page load:
// tests/features/auth/login-screen.test.tsx, login-entry.test.ts and
// tests/lib/session/return-to.test.ts.

test.describe('login screen and sign-in', () => {
  test('sign-in navigates the whole page to the API host and returns to the dashboard', async ({
    page,
  }) => {
    await page.goto('/')
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url())
    })
    const signInResponse = page.waitForResponse(`${API_URL}/admin/auth/google/login`)

    await page.getByRole('link', { name: 'Sign in with Google' }).click()

    const response = await signInResponse
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('http://localhost:4174/?status=login_success')
    await expect(page).toHaveURL('http://localhost:4174/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    // Two full page loads: the API's sign-in start, then the app at the server's return address.
    expect(documents).toEqual([
      `${API_URL}/admin/auth/google/login`,
      'http://localhost:4174/?status=login_success',
    ])
    // The session cookies crossed origins: the profile call from the app was accepted.
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByText('Demo Admin')).toBeVisible()
  })

  test('the return address replaces itself, so Back goes to the login screen', async ({ page }) => {
    await signInWithButton(page)
    await page.goBack()
    await expect(page).toHaveURL('http://localhost:4174/')
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
  })

  test('the login page paints by itself; a page served for another path paints nothing', async ({
    page,
  }) => {
    await withoutTheApp(page)
    for (const path of ['/', '/?status=login_failed', '/login']) {
      await page.goto(path, { waitUntil: 'load' })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Fleet Admin')
      // A plain link: signing in needs no script.
      await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
        'href',
        `${API_URL}/admin/auth/google/login`,
      )
    }
    // A plain SPA host answers every path without a page of its own with index.html (the login
    // page); `vite preview` does so for unknown paths and the sign-in return.
    await setSignInHint(page)
    await serveIndexHtmlFor(page, ['/dashboard', '/dashboard/drivers/3'])
    for (const path of [
      '/dashboard',
      '/dashboard/drivers/3',
      '/?status=login_success',
      '/no-such-page',
    ]) {
      await page.goto(path, { waitUntil: 'load' })
      await expect(page.locator('#root'), path).toBeHidden()
    }
  })

  test('the app hydrates the painted login screen instead of drawing it again', async ({
    page,
    consoleErrors,
  }) => {
    const { release } = await holdTheApp(page)
    // The held module script holds DOMContentLoaded back too.
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const sameHeading = await hydratesPaintedHeading(page, release)
    expect(sameHeading, 'React hydrated the markup instead of drawing it again').toBe(true)
    // A hydration mismatch would be logged.
    expect(consoleErrors).toEqual([])
  })
})
