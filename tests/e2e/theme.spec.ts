import type { Page } from '@playwright/test'
import {
  APP_ENTRY_SCRIPT,
  createSession,
  expect,
  expectTheme,
  openSignedIn,
  test,
  untilAppStarted,
  useStoredTheme,
  withoutTheApp,
} from './fixtures'

// The toggle itself (its label, the page's colours, the bars' colour, the saved value) is checked
// in tests/components/layout/theme-toggle.theme.browser.test.tsx; the cards against the page in
// tests/features/errors/not-found-screen.browser.test.tsx. Here: first frames, reloads and tabs.

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const barColour = (page: Page) => page.locator('meta[name="theme-color"]')

/** Whether the login card is lighter than the page behind it, as the dashboard's cards are. */
async function cardAbovePage(page: Page): Promise<boolean> {
  const title = page.getByRole('heading', { name: 'Welcome to Fleet Admin' })
  await expect(title).toBeVisible()
  const [card, behind] = await title.evaluate((element) => {
    const luminance = (target: Element) => {
      const [r, g, b] = getComputedStyle(target).backgroundColor.match(/\d+/g)!.map(Number)
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    return [luminance(element.parentElement!), luminance(element.closest('main')!)]
  })
  return card > behind
}

test('the first frame has the saved theme, and light when none is (SPEC: default light), before the app runs', async ({
  page,
}) => {
  // Hold back the app entirely: only the page's own head script can set the class.
  const entryRequested = await withoutTheApp(page)

  await test.step('nothing saved, a light system: light', async () => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/', { waitUntil: 'load' })
    await expectTheme(page, 'light')
    expect(await background(page)).toBe('rgb(255, 255, 255)')
    expect(await cardAbovePage(page), 'the login card against the page').toBe(true)
  })

  await createSession(page)
  await test.step('nothing saved, a dark system: still light, and nothing saved', async () => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/dashboard', { waitUntil: 'load' })
    await expect(page.getByText('Total Drivers')).toBeVisible()
    await expectTheme(page, 'light')
    expect(await background(page)).toBe('rgb(255, 255, 255)')
    await expect(barColour(page)).toHaveAttribute('content', '#ffffff')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  })

  await test.step('dark saved: dark from the first frame, with no flash', async () => {
    await page.emulateMedia({ colorScheme: 'light' })
    await useStoredTheme(page, 'dark')
    await page.goto('/dashboard', { waitUntil: 'load' })
    expect(entryRequested()).toBe(true)
    // The dashboard's own page paints, dark from the start.
    await expect(page.getByText('Total Drivers')).toBeVisible()
    await expectTheme(page, 'dark')
    // The stylesheet already paints the dark background, so the first frame is dark.
    expect(await background(page)).toBe('rgb(9, 9, 11)')
    await expect(barColour(page)).toHaveAttribute('content', '#09090b')
    await page.goto('/login', { waitUntil: 'load' })
    await expectTheme(page, 'dark')
    expect(await cardAbovePage(page), 'the login card against the page').toBe(true)
  })

  await test.step('a tampered saved value is light, before the app runs and after', async () => {
    // Runs after the earlier saved 'dark': the last init script wins.
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'))
    await page.goto('/login', { waitUntil: 'load' })
    await expectTheme(page, 'light')
    await page.unroute(APP_ENTRY_SCRIPT)
    await page.goto('/login')
    await untilAppStarted(page)
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
    await expectTheme(page, 'light')
  })
})

test('on a dark system, the chosen theme is saved and kept: reloads, other screens, a new tab', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openSignedIn(page, '/dashboard')
  await expectTheme(page, 'light')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expectTheme(page, 'dark')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

  await page.reload()
  await expectTheme(page, 'dark')
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL('/dashboard/settings')
  await expectTheme(page, 'dark')

  // A new tab of the same browser, straight to the login screen.
  const other = await page.context().newPage()
  await other.goto('/')
  await expectTheme(other, 'dark')
  await other.close()
})

test('a theme chosen in one tab shows in the other open tabs at once', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/dashboard')
  const other = await context.newPage()
  await other.goto('/dashboard/settings')
  // A page with no theme toggle follows too.
  const notFound = await context.newPage()
  await notFound.goto('/nowhere')
  await expect(notFound.getByRole('heading', { name: '404' })).toBeVisible()

  await page.getByRole('button', { name: 'Switch to dark theme' }).click()

  for (const tab of [other, notFound]) await expectTheme(tab, 'dark')
  await expect(other.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  await expect(other.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#09090b')

  await other.getByRole('button', { name: 'Switch to light theme' }).click()
  for (const tab of [page, notFound]) await expectTheme(tab, 'light')
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
})
