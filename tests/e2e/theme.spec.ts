import {
  createSession,
  expect,
  expectTheme,
  openSignedIn,
  test,
  useStoredTheme,
  withoutTheApp,
} from './fixtures'

test.describe('theme', () => {
  test('starts light and the toggle switches between light and dark', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await expectTheme(page, 'light')
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await background()).toBe('rgb(255, 255, 255)')

    const barColour = page.locator('meta[name="theme-color"]')
    await expect(barColour).toHaveAttribute('content', '#ffffff')

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expectTheme(page, 'dark')
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    expect(await background()).toBe('rgb(9, 9, 11)')
    // A phone's address bar follows the page.
    await expect(barColour).toHaveAttribute('content', '#09090b')

    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expectTheme(page, 'light')
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })

  test('the chosen theme is stored and survives reloads and other screens', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    await expectTheme(page, 'dark')
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

    await page.getByRole('link', { name: 'Settings' }).click()
    await expectTheme(page, 'dark')

    // A new tab of the same browser, straight to the login screen.
    const other = await page.context().newPage()
    await other.goto('/')
    await expectTheme(other, 'dark')
    await other.close()
  })

  test('a stored dark theme is on <html> before the app script runs (no flash)', async ({
    page,
  }) => {
    await createSession(page)
    await useStoredTheme(page, 'dark')
    // Hold back the app entirely: only the page's own head script can set the class.
    const entryRequested = await withoutTheApp(page)
    await page.goto('/dashboard', { waitUntil: 'load' })

    expect(entryRequested()).toBe(true)
    // The dashboard's own page paints, dark from the start.
    await expect(page.getByText('Total Drivers')).toBeVisible()
    await expectTheme(page, 'dark')
    // The stylesheet already paints the dark background, so the first frame is dark.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(9, 9, 11)',
    )
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#09090b')
  })

  test('with no stored theme and a light system, the first paint is light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await withoutTheApp(page)
    await page.goto('/', { waitUntil: 'load' })
    await expectTheme(page, 'light')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    )
  })

  test('a first visit is light on a dark system, from the first frame (SPEC: default light)', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await createSession(page)
    // Hold back the app entirely: only the page's own head script can set the class.
    await withoutTheApp(page)
    await page.goto('/dashboard', { waitUntil: 'load' })

    await expect(page.getByText('Total Drivers')).toBeVisible()
    await expectTheme(page, 'light')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    )
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  })

  test('a system in dark: the app stays light, and a chosen dark theme is kept', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openSignedIn(page, '/dashboard')
    await expectTheme(page, 'light')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expectTheme(page, 'dark')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    await expectTheme(page, 'dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
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

  test('a tampered stored value falls back to light', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'))
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
    await expectTheme(page, 'light')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the login and not-found cards sit above the page in the ${theme} theme`, async ({
      page,
    }) => {
      await useStoredTheme(page, theme)
      for (const [path, heading] of [
        ['/', 'Welcome to Fleet Admin'],
        ['/nowhere', '404'],
      ]) {
        await page.goto(path)
        const title = page.getByRole('heading', { name: heading })
        await expect(title).toBeVisible()
        const [card, behind] = await title.evaluate((element) => {
          const luminance = (target: Element) => {
            const [r, g, b] = getComputedStyle(target).backgroundColor.match(/\d+/g)!.map(Number)
            return 0.2126 * r + 0.7152 * g + 0.0722 * b
          }
          return [luminance(element.parentElement!), luminance(element.closest('main')!)]
        })
        // Lighter than what is behind it in both themes, as the dashboard's cards are.
        expect(card, `${path} card against the page`).toBeGreaterThan(behind)
      }
    })
  }
})
