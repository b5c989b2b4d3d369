import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  APP_ENTRY_SCRIPT,
  createSession,
  expect,
  holdTheApp,
  hydratesPaintedHeading,
  recordedFrames,
  recordFrames,
  SIGNED_IN_HEADERS,
  test,
} from '../e2e/fixtures'

// Each route's own prerendered page, as nginx serves it (deploy/nginx.conf.template).

const SCREENS = [
  { path: '/', text: 'Sign in with Google' },
  { path: '/login', text: 'Sign in with Google' },
  { path: '/dashboard', text: 'Total Drivers' },
  { path: '/dashboard/drivers', text: 'All Drivers' },
  { path: '/dashboard/settings', text: 'Current Admin' },
  { path: '/no/such/page', text: 'Oops! Page not found' },
]

// The local API's signed-in admin: never part of a page's HTML.
const PERSONAL_DATA = ['Demo Admin', 'demo.admin@example.com']
// The spec's own log line for an unknown path.
const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route/
// The browser's note that a page came with status 404: the not-found page's own, on purpose.
const STATUS_404 = /^Failed to load resource: the server responded with a status of 404/

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

// What nginx answers: 200 for every page of the app and a driver's address (the app itself says
// 'Driver not found' for an unknown id); 404 for a path the app does not know, so link checkers see it.
const ANSWERS = [
  ...SCREENS.map((screen) => ({
    ...screen,
    status: screen.text === 'Oops! Page not found' ? 404 : 200,
  })),
  { path: '/dashboard/drivers/5', text: 'All Drivers', status: 200 },
  { path: '/dashboard/drivers/999', text: 'All Drivers', status: 200 },
  { path: '/dashboard/nope', text: 'Oops! Page not found', status: 404 },
]

test('serves each route its own page: the screen in the HTML, no personal data, CSP per page', async ({
  request,
}) => {
  for (const { path, text, status } of ANSWERS) {
    const response = await request.get(path, { headers: SIGNED_IN_HEADERS, maxRedirects: 0 })
    const html = await response.text()
    expect(response.status(), path).toBe(status)
    expect(html, path).toContain(text)
    for (const personal of PERSONAL_DATA) expect(html, path).not.toContain(personal)
    // Every inline script (the head script, the router's data) is allowed by its hash.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(inline.length, path).toBe(2)
    const policy = response.headers()['content-security-policy']
    for (const script of inline) expect(policy, path).toContain(sha256(script))
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  }
})

/** Signs in and sets the stored theme and sidebar width before the page's first script. */
async function prepare(page: Page, theme: 'light' | 'dark', collapsed: boolean) {
  await createSession(page)
  await page.addInitScript(
    ([theme, collapsed]) => {
      localStorage.setItem('theme', theme)
      localStorage.setItem('sidebar-collapsed', String(collapsed))
    },
    [theme, collapsed] as const,
  )
}

// Each stored value the head script writes onto <html> before React hydrates, on every screen: the
// theme and the sidebar's width are separate attributes, drawn by separate components, so two runs
// hold each value of each (light and expanded, dark and collapsed).
for (const [theme, collapsed] of [
  ['light', false],
  ['dark', true],
] as const) {
  test(`hydrates every screen with no warning or error: ${theme} theme, sidebar ${collapsed ? 'collapsed' : 'expanded'}`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      const notFoundPage =
        STATUS_404.test(text) &&
        message.location().url === page.url() &&
        page.url().endsWith('/no/such/page')
      if (
        ['error', 'warning'].includes(message.type()) &&
        !NOT_FOUND_LOG.test(text) &&
        !notFoundPage
      ) {
        problems.push(`${message.type()}: ${text}`)
      }
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    await prepare(page, theme, collapsed)

    for (const { path, text } of SCREENS) {
      await page.goto(path)
      await expect(page.getByText(text).first()).toBeVisible()
      // Hydrated: React owns the painted heading (it would be a new node after a fresh render).
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
      )
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/)
      else await expect(page.locator('html')).not.toHaveClass(/dark/)
      if (path.startsWith('/dashboard')) {
        const toggle = page.getByRole('button', { name: /(Collapse|Expand) sidebar/ })
        await expect(toggle).toHaveAccessibleName(collapsed ? 'Expand sidebar' : 'Collapse sidebar')
        // Shortcuts load after hydration; by then every effect of hydrating has run.
        await expect(page.getByRole('button', { name: 'Search and commands' })).toHaveAttribute(
          'aria-keyshortcuts',
        )
      }
    }
    expect(problems).toEqual([])
  })
}

test('the painted markup is the one React hydrates: the heading is never drawn twice', async ({
  page,
}) => {
  await createSession(page)
  for (const { path } of SCREENS) {
    const { release } = await holdTheApp(page)
    // The held module script holds DOMContentLoaded back too.
    await page.goto(path, { waitUntil: 'commit' })
    const same = await hydratesPaintedHeading(page, release)
    expect(same, path).toBe(true)
    await page.unroute(APP_ENTRY_SCRIPT)
  }
})

/** The IDs of the drivers the table shows, in every frame where its view is visible. */
function visibleDriverIds(): string | null {
  const styled = getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'
  const view = document.querySelector('[data-url-view]:has(table)')
  if (!styled || !view || getComputedStyle(view).visibility !== 'visible') return null
  // Not yet judged while the parser may still be adding rows to the list.
  let parsed = document.readyState !== 'loading'
  for (let node: Node | null = view; node && !parsed; node = node.parentNode) {
    parsed = node.nextSibling !== null
  }
  if (!parsed) return null
  const links = view.querySelectorAll('tbody a[data-driver-id]')
  return [...links].map((link) => link.getAttribute('data-driver-id')).join(',')
}

for (const { query, shows, ids } of [
  {
    query: '?page=3',
    shows: 'Showing 21 to 30 of 50 drivers',
    ids: '21,22,23,24,25,26,27,28,29,30',
  },
  { query: '?status=inactive', shows: /^Showing 1 to 10 of \d+ drivers?$/, ids: null },
  { query: '?sort=rating&dir=desc', shows: 'Showing 1 to 10 of 50 drivers', ids: null },
  { query: '?q=smith', shows: /^Showing 1 to \d+ of \d+ drivers?$/, ids: null },
]) {
  test(`/dashboard/drivers${query} shows its own rows in every frame, never page 1 of the plain list`, async ({
    page,
  }) => {
    await createSession(page)
    await recordFrames(page, visibleDriverIds)
    await page.goto(`/dashboard/drivers${query}`)
    await expect(page.getByText(shows)).toBeVisible()
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )

    const final = await page.evaluate(visibleDriverIds)
    if (ids) expect(final).toBe(ids)
    const plainList = '1,2,3,4,5,6,7,8,9,10'
    expect(final).not.toBe(plainList)
    const frames = recordedFrames(page).map((frame) => frame.seen)
    expect(frames.length).toBeGreaterThan(0)
    expect(new Set(frames)).toEqual(new Set([final]))
  })
}

test('a driver deep link never paints the not-found page or the login screen first', async ({
  page,
}) => {
  await createSession(page)
  await recordFrames(page, () => {
    const root = document.getElementById('root')
    if (!root || getComputedStyle(root).visibility !== 'visible') return null
    return document.querySelector('h1')?.textContent ?? ''
  })
  await page.goto('/dashboard/drivers/3')
  await expect(page.getByRole('dialog', { name: 'Robert Johnson' })).toBeVisible()

  const headings = new Set(recordedFrames(page).map((frame) => frame.seen))
  expect(headings.has('404')).toBe(false)
  expect(headings.has('Welcome to Fleet Admin')).toBe(false)
})

test('a visitor without a session ends on /login, and signing in returns to the same view', async ({
  page,
}) => {
  await page.goto('/dashboard/drivers?page=2')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByRole('link', { name: 'Sign in with Google' }).click()

  await expect(page).toHaveURL('/dashboard/drivers?page=2')
  await expect(page.getByText('Showing 11 to 20 of 50 drivers')).toBeVisible()
})
