import type { Page } from '@playwright/test'
import * as cookieNames from '../../src/config/stored-names/cookie-names'
import {
  API_URL,
  APP_ENTRY_SCRIPT,
  createSession,
  expect,
  WHILE_THE_APP_STARTS,
  expectTheme,
  holdTheApp,
  shownLoading,
  recordedFrames,
  recordFrames,
  setSignInHint,
  test,
  throttleCpu,
  untilAppStarted,
  useLanguage,
} from './fixtures'
import { listFooter, searchBox, shownDriverNames } from './locators'

/** Run behind nginx too (playwright.config.ts): what its sign-in gate decides there. */
const NGINX_TOO = { tag: '@nginx' }

// The first second on a slow phone: every page paints from its own HTML long before its code runs.
// What a person does on it meanwhile must count once the app runs: once, never twice. Run against
// `vite preview`, with the app's code held back, and the CPU slowed 4x where something goes on while
// the app starts (typing, frames); those tagged NGINX_TOO behind nginx too.

/**
 * Opens a signed-in page with the app held back; returns the release. `slowCpu` slows the CPU 4x
 * for a test that acts or watches while the app starts: what is done before the release is
 * replayed the same way at any speed, and a slowed start only doubles the test's time.
 */
async function openHeld(page: Page, path: string, { slowCpu = false } = {}) {
  await createSession(page)
  const app = await holdTheApp(page)
  if (slowCpu) await throttleCpu(page)
  // The held module script holds 'load' back too.
  await page.goto(path, { waitUntil: 'commit' })
  await page.locator('h1').first().waitFor()
  return app
}

test.describe('before the app runs', () => {
  // The drivers screen seen before: its painted rows are there to click while the app is held.
  test.use({ returningAdmin: true })

  test('a click on Add Admin opens the dialog once the app runs, once', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/settings')
    await page.getByRole('button', { name: 'Add Admin' }).click()
    expect(app.released(), 'clicked before the app ran').toBe(false)
    app.release()
    await untilAppStarted(page)

    const dialog = page.getByRole('dialog', { name: 'Add New Admin' })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Add Admin' })).toBeFocused()
  })

  test('Add Admin, then Ctrl+K: the dialog opens and owns the keyboard, as it would have', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard/settings')
    await page.getByRole('button', { name: 'Add Admin' }).click()
    await page.keyboard.press('Control+K')
    app.release()
    await untilAppStarted(page)

    await expect(page.getByRole('dialog', { name: 'Add New Admin' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('a hundred clicks on the theme toggle and one on the sidebar toggle end in one change each', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click({ clickCount: 100 })
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    expect(app.released()).toBe(false)
    await expectTheme(page, 'light')
    app.release()
    await untilAppStarted(page)

    await expectTheme(page, 'dark')
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  })

  test('Ctrl+K opens the command palette once the app runs', async ({ page }) => {
    const app = await openHeld(page, '/dashboard')
    await page.keyboard.press('Control+K')
    expect(app.released()).toBe(false)
    app.release()
    await untilAppStarted(page)

    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: /Search screens/ })).toBeFocused()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('of several shortcuts, the last one takes effect', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await page.keyboard.press('Control+K')
    await page.keyboard.press('?')
    app.release()
    await untilAppStarted(page)

    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('text typed into the search is the app’s: the box, the list and the URL agree, the caret stays', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await searchBox(page).pressSequentially('gar')
    await searchBox(page).press('ArrowLeft')
    expect(app.released()).toBe(false)
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?q=gar')
    await expect(listFooter(page)).toHaveText(/^Showing 1 to \d+ of \d+ drivers?$/)
    // The list follows the search deferred (a keystroke never waits for it): give it its frame.
    const allMatch = async () => {
      const names = await shownDriverNames(page)
      return names.length > 0 && names.every((name) => name.toLowerCase().includes('gar'))
    }
    await expect.poll(allMatch).toBe(true)
    await expect(searchBox(page)).toHaveValue('gar')
    await expect(searchBox(page)).toBeFocused()
    expect(await searchBox(page).evaluate((box: HTMLInputElement) => box.selectionStart)).toBe(2)
    // Typing goes on where the caret was.
    await page.keyboard.type('x')
    await expect(searchBox(page)).toHaveValue('gaxr')
  })

  test('typing that goes on while the app starts keeps every letter', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/drivers', { slowCpu: true })
    await searchBox(page).pressSequentially('gar')
    app.release()
    await searchBox(page).pressSequentially('cia', { delay: 60 })

    await expect(searchBox(page)).toHaveValue('garcia')
    await expect(page).toHaveURL('/dashboard/drivers?q=garcia')
    await expect(page.locator('tbody a[data-driver-id]').first()).toContainText('Garcia')
  })

  test('a shared link with a query shows its search, filter and sort, and Loading... where its rows will be', async ({
    page,
  }) => {
    const app = await openHeld(
      page,
      '/dashboard/drivers?q=garcia&status=inactive&sort=name&dir=desc',
    )
    const statusFilter = page.getByRole('combobox', { name: 'Filter by status' })
    const sortSelect = page.getByRole('combobox', { name: 'Sort by' })
    await expect(searchBox(page)).toHaveValue('garcia')
    await expect(statusFilter).toHaveValue('inactive')
    await expect(sortSelect).toHaveValue('name:desc')
    await expect(shownLoading(page)).toBeVisible()
    // The prerendered rows, counts and footer are the plain list's: not shown.
    await expect(page.locator('tbody a[data-driver-id]').first()).toBeHidden()
    await expect(listFooter(page)).toBeHidden()
    // Typed on before the app runs: the visitor's, kept.
    await searchBox(page).press('End')
    for (let i = 0; i < 3; i++) await searchBox(page).press('Backspace')
    expect(app.released(), 'all before the app ran').toBe(false)
    app.release()
    await untilAppStarted(page)

    await expect(shownLoading(page)).toHaveCount(0)
    await expect(searchBox(page)).toHaveValue('gar')
    await expect(page).toHaveURL(/[?&]q=gar(&|$)/)
    await expect(statusFilter).toHaveValue('inactive')
    await expect(sortSelect).toHaveValue('name:desc')
    await expect(listFooter(page)).toBeVisible()
  })

  test('a status chosen before the app runs filters the list and the URL', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('inactive')
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?status=inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('inactive')
    await expect(page.locator('tbody').getByText('Active', { exact: true })).toHaveCount(0)
  })

  test('a sort header clicked before the app runs sorts once (ascending, not back again)', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await page.getByRole('button', { name: 'Rating' }).click()
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?sort=rating&dir=asc')
    await expect(page.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  test('Next clicked ten times before the app runs goes one page on', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await page.getByRole('button', { name: 'Next' }).click({ clickCount: 10 })
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?page=2')
    await expect(listFooter(page)).toHaveText('Showing 11 to 20 of 50 drivers')
  })

  test('a search typed, then a status and Next: each applies, in order', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await searchBox(page).pressSequentially('a')
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('active')
    await page.getByRole('button', { name: 'Next' }).click()
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?q=a&status=active&page=2')
    await expect(searchBox(page)).toHaveValue('a')
    await expect(listFooter(page)).toHaveText(/^Showing 11 to \d+ of \d+ drivers?$/)
  })

  test('Next, then a status: the filter starts its list at page one, as it would have', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('inactive')
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?status=inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
  })

  test('"/" then typing before the app runs: the letters land in the search, which the app takes up', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    await page.keyboard.press('/')
    await page.keyboard.type('gar')
    expect(app.released()).toBe(false)
    await expect(searchBox(page)).toBeFocused()
    app.release()
    await untilAppStarted(page)

    await expect(page).toHaveURL('/dashboard/drivers?q=gar')
    await expect(searchBox(page)).toHaveValue('gar')
    await expect(searchBox(page)).toBeFocused()
    // The held "/" is not replayed: it would select the text and the next letter would replace it.
    await page.keyboard.type('c')
    await expect(searchBox(page)).toHaveValue('garc')
  })

  test('Export CSV clicked before the app runs downloads once', async ({ page }) => {
    const app = await openHeld(page, '/dashboard/drivers')
    const downloads: string[] = []
    page.on('download', (download) => downloads.push(download.suggestedFilename()))
    await page.getByRole('button', { name: 'Export CSV' }).click()
    app.release()
    await untilAppStarted(page)

    await expect.poll(() => downloads.length).toBe(1)
    expect(downloads).toHaveLength(1)
  })

  test('Logout clicked before the app runs logs out once', async ({ page }) => {
    const app = await openHeld(page, '/dashboard')
    const logoutCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/logout')) logoutCalls.push(request.method())
    })
    await page.getByRole('button', { name: 'Logout' }).click()
    app.release()

    // The app runs, carries out the click, logs out and leaves.
    await expect(page).toHaveURL('/login', WHILE_THE_APP_STARTS)
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
    await untilAppStarted(page)
    expect(logoutCalls).toEqual(['POST'])
  })

  test('Logout clicked in the collapsed sidebar before the app runs logs out once', async ({
    page,
  }) => {
    // Collapsed, the sidebar's icons take hints once the app runs: the held click still counts.
    await page.addInitScript(() => localStorage.setItem('sidebar-collapsed', 'true'))
    const app = await openHeld(page, '/dashboard')
    const logoutCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/logout')) logoutCalls.push(request.method())
    })
    await page.getByRole('button', { name: 'Logout' }).click()
    app.release()

    // The app runs, carries out the click, logs out and leaves.
    await expect(page).toHaveURL('/login', WHILE_THE_APP_STARTS)
    await untilAppStarted(page)
    expect(logoutCalls).toEqual(['POST'])
  })

  test('a driver followed before the app runs opens on the drivers list, never a blank page', async ({
    page,
  }) => {
    const app = await openHeld(page, '/dashboard/drivers', { slowCpu: true })
    await recordFrames(page, visibleHeading)
    // A plain link works without the app: the browser loads the driver's page.
    await page.getByRole('link', { name: 'Robert Johnson' }).click()
    await expect(page).toHaveURL('/dashboard/drivers/3')
    await page.locator('h1').first().waitFor()
    expect(app.released()).toBe(false)
    app.release()

    // A driver's page loads its chunks in waves once the app runs.
    await expect(page.getByRole('dialog', { name: 'Robert Johnson' })).toBeVisible(
      WHILE_THE_APP_STARTS,
    )
    const frames = recordedFrames(page).filter((frame) => frame.path === '/dashboard/drivers/3')
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.map((frame) => frame.seen)).not.toContain('')
    expect(new Set(frames.map((frame) => frame.seen))).toEqual(new Set(['Drivers (50 total)']))
  })
})

test.describe('a page whose code fails to load', () => {
  test.use({ returningAdmin: true })
  // A module the entry imports (statically), shared by every screen.
  const SHARED_CHUNK = /\/assets\/shared-[\w-]{8}\.js$/

  test('the entry failing: the page says so at once, with Reload, which brings the page back', async ({
    page,
  }) => {
    await createSession(page)
    await page.route(APP_ENTRY_SCRIPT, (route) => route.abort('connectionreset'))

    await page.goto('/dashboard/drivers?status=inactive')

    const failed = page.getByRole('alert')
    await expect(failed).toContainText('This page could not load')
    const reload = failed.getByRole('button', { name: 'Reload' })
    await expect(reload).toBeFocused()
    await expect(page.locator('#root')).toBeHidden()
    await expect(shownLoading(page)).toHaveCount(0)

    await page.unroute(APP_ENTRY_SCRIPT)
    await reload.click()
    await untilAppStarted(page)
    await expect(page).toHaveURL('/dashboard/drivers?status=inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('a module the entry imports failing: the same, in the page’s language', async ({ page }) => {
    await createSession(page)
    await useLanguage(page, 'de')
    await page.route(SHARED_CHUNK, (route) => route.abort('connectionreset'))

    await page.goto('/dashboard/drivers')

    const failed = page.getByRole('alert')
    await expect(failed).toContainText('Diese Seite konnte nicht geladen werden')
    await expect(failed.getByRole('button', { name: 'Neu laden' })).toBeFocused()
  })

  test('the sign-in return’s code failing (its page hidden till the app sends it on): the same', async ({
    page,
  }) => {
    await page.route(APP_ENTRY_SCRIPT, (route) => route.abort('connectionreset'))

    await page.goto('/?status=login_success')

    await expect(page.getByRole('alert')).toContainText('This page could not load')
    await expect(shownLoading(page)).toHaveCount(0)
  })

  test('an image or a preload failing is no failure of the page', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard')
    await untilAppStarted(page)

    const failures = await page.evaluate(() => {
      const image = Object.assign(document.createElement('img'), { src: '/no-such-image.png' })
      const preload = Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        href: '/assets/no-such-chunk.js',
      })
      const failed = [image, preload].map(
        (element) => new Promise((resolve) => element.addEventListener('error', resolve)),
      )
      document.body.append(image)
      document.head.append(preload)
      return Promise.all(failed).then((events) => events.length)
    })

    expect(failures).toBe(2)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByText('Total Drivers')).toBeVisible()
  })

  // With the test above: the message comes with the failure, not after a wait.
  test('a slow entry is waited for, however long: no failure shows while it comes', async ({
    page,
  }) => {
    await createSession(page)
    const app = await holdTheApp(page)
    await page.clock.install()
    await page.goto('/dashboard/drivers?status=inactive', { waitUntil: 'commit' })
    await page.locator('h1').first().waitFor()

    await page.clock.runFor(60_000)

    await expect(shownLoading(page)).not.toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    app.release()
    await untilAppStarted(page)
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
  })
})

test.describe('signed in or not, from the first frame', () => {
  // Behind nginx, its 302 and its return-to cookie; behind `vite preview`, the head script.
  test(
    'a signed-out visitor never sees a dashboard page; the login keeps the way back',
    NGINX_TOO,
    async ({ context }) => {
      for (const path of ['/dashboard', '/dashboard/drivers', '/dashboard/settings']) {
        await test.step(path, async () => {
          await context.clearCookies()
          const page = await context.newPage()
          await recordFrames(page, visibleText)
          await page.goto(path, { waitUntil: 'commit' })
          await expect(page).toHaveURL('/login')
          await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()

          await expect.poll(() => recordedFrames(page).length).toBeGreaterThan(0)
          const shown = recordedFrames(page).map((frame) => frame.seen)
          for (const text of shown) {
            for (const dashboardText of [
              'Admin User',
              'Total Drivers',
              'All Drivers',
              'Settings',
            ]) {
              expect(text).not.toContain(dashboardText)
            }
          }
          // Signing in returns to the page asked for.
          await page.getByRole('link', { name: 'Sign in with Google' }).click()
          await expect(page).toHaveURL(path)
          await page.close()
        })
      }
    },
  )

  for (const path of ['/dashboard', '/dashboard/drivers', '/dashboard/settings']) {
    test(`a signed-in admin sees ${path} in every frame, none blank`, async ({ page }) => {
      await createSession(page)
      await throttleCpu(page)
      await recordFrames(page, visibleHeading)
      await page.goto(path)
      await untilAppStarted(page)

      const frames = recordedFrames(page)
      expect(frames.length).toBeGreaterThan(0)
      expect(frames.filter((frame) => frame.path !== path || frame.seen === '')).toEqual([])
    })
  }

  test(
    'a signed-out visitor’s dashboard page runs none of the app: no module, no profile call',
    NGINX_TOO,
    async ({ page }) => {
      const profileCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(`${API_URL}/api/user/`)) profileCalls.push(request.url())
      })
      // The app's entry reads what the head script held as it starts; a page the head script
      // leaves holds nothing, so any read of it there is the app running where it should not.
      await page.exposeBinding('appRanOn', (_source, path: string) => void ranOn.push(path))
      const ranOn: string[] = []
      await page.addInitScript(() => {
        if (location.pathname === '/login') return
        Object.defineProperty(window, 'fleetAdminEarlyEvents', {
          get: () =>
            void (window as unknown as { appRanOn: (path: string) => void }).appRanOn(
              location.pathname,
            ),
        })
      })
      // The login page is slow to arrive, as on a slow network: the page being left has time to run.
      await page.route(
        (url) => url.pathname === '/login',
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500))
          await route.continue()
        },
      )
      await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
      await expect(page).toHaveURL('/login')
      await untilAppStarted(page)

      expect(ranOn).toEqual([])
      expect(profileCalls).toEqual([])
    },
  )

  // nginx reads the hint by its own rule (exactly "1").
  test('a garbage sign-in hint counts as none', NGINX_TOO, async ({ context }) => {
    for (const hint of ['yes', '0', '1; evil=1', '<script>']) {
      await test.step(`hint ${hint}: straight to /login`, async () => {
        await context.clearCookies()
        const page = await context.newPage()
        await setSignInHint(page, encodeURIComponent(hint))
        await recordFrames(page, visibleText)
        await page.goto('/dashboard/settings', { waitUntil: 'commit' })
        await expect(page).toHaveURL('/login')
        expect(recordedFrames(page).every((frame) => frame.path === '/login')).toBe(true)
        await page.close()
      })
    }
  })

  // A driver's address is served its own page by nginx, index.html by `vite preview`: both hosts.
  for (const { path, hosts } of [
    { path: '/dashboard/drivers?q=gar&status=active', hosts: {} },
    { path: '/dashboard/drivers/5', hosts: NGINX_TOO },
  ]) {
    test(
      `a hint that lies on ${path}: sign-in returns to that very address`,
      hosts,
      async ({ page }) => {
        await setSignInHint(page)
        // Slowed, so the session check answers while the app is still starting.
        await throttleCpu(page)
        await page.goto(path, { waitUntil: 'commit' })
        // The app runs, asks for the session and leaves.
        await expect(page).toHaveURL('/login', WHILE_THE_APP_STARTS)
        await page.getByRole('link', { name: 'Sign in with Google' }).click()
        await expect(page).toHaveURL(path)
      },
    )
  }

  test('a hint that lies (no session behind it) costs one redirect, never a loop', async ({
    page,
  }) => {
    await setSignInHint(page)
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
    // The app runs, asks for the session and leaves.
    await expect(page).toHaveURL('/login', WHILE_THE_APP_STARTS)
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
    await untilAppStarted(page)
    // Each page once (the router's own history bookkeeping reports the same URL again).
    expect(visited.filter((path, at) => path !== visited[at - 1])).toEqual([
      '/dashboard/drivers',
      '/login',
    ])
    // The hint is gone with the session: the next visit goes straight to the login.
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).not.toContain(cookieNames.signInHint)
  })
})

// Both return null until the page has its stylesheet and its markup (nothing to judge yet).

/** The visible main heading; '' for a blank frame (the markup hidden, or parsed with none). */
function visibleHeading(): string | null {
  const root = document.getElementById('root')
  const styled = getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'
  if (!styled || !root) return null
  if (getComputedStyle(root).visibility !== 'visible') return ''
  const heading = document.querySelector('h1')
  // The browser paints a page while its HTML still arrives: until the parser is past the heading,
  // it or its text may be a moment behind (a busy parser yields between the <h1> and its text).
  let parsed = document.readyState !== 'loading'
  for (let node: Node | null = heading; node && !parsed; node = node.parentNode) {
    parsed = node.nextSibling !== null
  }
  if (!parsed) return null
  return heading?.textContent ?? ''
}

/** Every text the page shows. */
function visibleText(): string | null {
  const root = document.getElementById('root')
  const styled = getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'
  if (!styled || !root) return null
  return getComputedStyle(root).visibility === 'visible' ? root.innerText : ''
}
