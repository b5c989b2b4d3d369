import {
  createSession,
  expect,
  holdTheApp,
  shownLoading,
  recordedFrames,
  recordFrames,
  serveIndexHtmlFor,
  test,
  WHILE_THE_APP_STARTS,
} from './fixtures'

// A plain SPA host answers every path without a file of its own with index.html, the login page
// (`vite preview` does so for unknown paths and the sign-in return; serveIndexHtmlFor makes it do
// so for the rest). That page must never show its login screen on another path.

/** The main heading in every frame where the app's markup is visible. */
function visibleHeading(): string | null {
  const root = document.getElementById('root')
  const styled = getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'
  if (!styled || !root || getComputedStyle(root).visibility !== 'visible') return null
  return document.querySelector('h1')?.textContent ?? ''
}

for (const { path, heading } of [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/drivers?page=2', heading: /^Drivers/ },
  { path: '/dashboard/drivers/3', heading: /^Drivers/ },
  { path: '/?status=login_success', heading: 'Dashboard' },
  { path: '/no-such-page', heading: '404' },
]) {
  test(`${path} served index.html never paints the login screen first`, async ({ page }) => {
    await createSession(page)
    await serveIndexHtmlFor(
      page,
      [new URL(path, 'http://host').pathname].filter((p) => p !== '/'),
    )
    await recordFrames(page, visibleHeading)

    await page.goto(path)
    // By tag, not role: the driver's panel hides the list behind it from role queries.
    await expect(page.locator('h1').first()).toHaveText(heading)
    await expect(page.locator('h1').first()).toBeVisible()

    // The heading may be rendered a frame before the page shows it: wait for a shown frame.
    await expect.poll(() => recordedFrames(page).length).toBeGreaterThan(0)
    const headings = recordedFrames(page).map((frame) => frame.seen)
    expect(headings).not.toContain('Welcome to Fleet Admin')
  })
}

test('a driver’s address served index.html says Loading... until the app draws the driver', async ({
  page,
}) => {
  await createSession(page)
  await serveIndexHtmlFor(page, ['/dashboard/drivers/3'])
  const app = await holdTheApp(page)
  await page.goto('/dashboard/drivers/3', { waitUntil: 'commit' })

  await expect(shownLoading(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welcome to Fleet Admin' })).toBeHidden()
  app.release()
  await expect(page.getByRole('dialog', { name: 'Robert Johnson' })).toBeVisible(
    WHILE_THE_APP_STARTS,
  )
  await expect(shownLoading(page)).toHaveCount(0)
})
