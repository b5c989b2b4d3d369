import { request as httpRequest } from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { SIGNED_IN_HEADERS } from '../e2e/fixtures'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

// Every CSP violation the page reports, recorded from the first script on.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('pageerror', (error) => {
    throw error
  })
})

async function expectNoCspViolations(page: Page) {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([])
}

test('serves deep links with their page, security headers and no caching', async ({ request }) => {
  const response = await request.get('/dashboard/drivers/7?page=2', { headers: SIGNED_IN_HEADERS })
  const headers = response.headers()

  expect(response.status()).toBe(200)
  // A driver's panel opens over the drivers list: its page is served.
  expect(await response.text()).toContain(
    '<html lang="en" dir="ltr" data-page="/dashboard/drivers"',
  )
  expect(headers['cache-control']).toBe('no-cache')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'")
  expect(headers['content-security-policy']).toContain("connect-src 'self' http://localhost:8787")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
})

/**
 * Asks nginx for `path` exactly as written (a browser or Playwright's request would read a
 * backslash as a slash first): its status and Location, followed by nothing.
 */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, headers: SIGNED_IN_HEADERS }, (response) => {
      response.resume()
      resolve({ status: response.statusCode!, location: response.headers.location })
    })
    sent.on('error', reject).end()
  })
}

// Paths a browser would leave the site for if nginx answered them with themselves as Location.
const OTHER_HOSTS = [
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '/\\evil.example/',
  '/\\evil.example',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2F/evil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%5C/evil.example/',
  '/%09/evil.example/',
  '/.//evil.example/',
  '/dashboard/..//evil.example/',
]

test('never redirects to another host, however the path is written', async ({ baseURL }) => {
  for (const path of OTHER_HOSTS) {
    const { status, location } = await rawGet(baseURL!, path)
    if (location === undefined) continue
    expect(status, path).toBe(301)
    // Relative to this site, and read as a path by a browser (`/\x` would be the host x).
    expect(location, path).toMatch(/^\/(?![/\\])/)
    expect(new URL(location, baseURL).origin, path).toBe(new URL(baseURL!).origin)
  }
  // The one redirect it makes still works: one address per page.
  expect(await rawGet(baseURL!, '/dashboard/drivers/')).toEqual({
    status: 301,
    location: '/dashboard/drivers',
  })
})

test('a browser sent to such a path stays on the site', async ({ page, baseURL }) => {
  for (const path of OTHER_HOSTS) {
    await page.goto(`${baseURL}${path}`)
    expect(new URL(page.url()).origin, path).toBe(new URL(baseURL!).origin)
    await expect(page.getByText('Oops! Page not found'), path).toBeVisible()
  }
})

test('revalidates index.html however it is asked for, so one reload picks up a new build', async ({
  request,
}) => {
  for (const path of ['/', '/index.html', '/login', '/dashboard/settings']) {
    const response = await request.get(path, { headers: SIGNED_IN_HEADERS })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }
})

test('caches hashed assets for a year and compresses them', async ({ page, request }) => {
  await page.goto('/')
  // The login page starts its app's entry once it has painted (<html data-app>).
  const script = await page.locator('html').getAttribute('data-app')
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })

  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers()['content-encoding']).toBe('gzip')
  expect(response.headers()['content-type']).toContain('javascript')
})

test('answers a missing asset with 404, not the app shell', async ({ request }) => {
  expect((await request.get('/assets/missing-abc123.js')).status()).toBe(404)
})

test('runs every screen under the policy with zero CSP violations', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Total Drivers')).toBeVisible()
  await expectNoCspViolations(page)

  await page.getByRole('link', { name: 'Drivers' }).click()
  await page.getByRole('searchbox', { name: 'Search drivers' }).fill('smith')
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ drivers?$/)).toBeVisible()

  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('definition').filter({ hasText: 'Demo Admin' })).toBeVisible()
  await page.getByRole('switch', { name: 'Accepting Applications' }).click()
  await expect(page.getByText('Applications are now closed')).toBeVisible()
  await page.getByRole('button', { name: 'Add Admin' }).click()
  await expect(page.getByRole('dialog', { name: 'Add New Admin' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expectNoCspViolations(page)

  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('definition').filter({ hasText: 'Demo Admin' })).toBeVisible()
  await expectNoCspViolations(page)
})

test('shows the not-found page for unknown paths through the SPA fallback', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expectNoCspViolations(page)
})
