import type { Page } from '@playwright/test'
import ar from '../../src/lib/i18n/catalogs/ar'
import en from '../../src/lib/i18n/catalogs/en'
import {
  createSession,
  expect,
  expectTheme,
  hasHorizontalScroll,
  saveScreenshot,
  signInWithButton,
  test,
} from './fixtures'

const screens = [
  { path: '/', signedIn: false, text: 'Welcome to Fleet Admin' },
  { path: '/dashboard', signedIn: true, text: 'Recent Activity' },
  { path: '/dashboard/drivers', signedIn: true, text: 'Showing 1 to 10 of 50 drivers' },
  { path: '/dashboard/settings', signedIn: true, text: 'Demo Admin' },
  { path: '/nowhere', signedIn: false, text: 'Oops! Page not found' },
]

async function expectNoSidewaysScroll(page: Page, what: string) {
  expect(await hasHorizontalScroll(page), `${what} scrolls sideways`).toBe(false)
}

for (const width of [375, 768]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('no screen scrolls sideways', async ({ page }) => {
      await createSession(page)
      for (const screen of screens) {
        await page.goto(screen.path)
        await expect(page.getByText(screen.text)).toBeVisible()
        await expectNoSidewaysScroll(page, screen.path)
      }
    })

    test('no sideways scroll with a dialog open or a long search', async ({ page }) => {
      await createSession(page)
      await page.goto('/dashboard/settings')
      await page.getByRole('button', { name: 'Add Admin' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Add Admin' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSidewaysScroll(page, 'the Add Admin dialog')
      await page.keyboard.press('Escape')

      await page.goto(`/dashboard/drivers?q=${'x'.repeat(120)}`)
      await expect(page.getByText('No drivers found').filter({ visible: true })).toBeVisible()
      await expectNoSidewaysScroll(page, 'the drivers empty state')
    })
  })
}

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the menu button opens the navigation drawer, which navigates and closes', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden()

    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link')).toHaveText(['Dashboard', 'Drivers', 'Settings'])
    await expect(drawer.getByText('Admin User', { exact: true })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()

    await drawer.getByRole('link', { name: 'Drivers' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/dashboard/drivers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drivers (50 total)')
    await expectNoSidewaysScroll(page, 'drivers after navigating from the drawer')
  })

  test('the drawer opens and closes by keyboard, returning focus to the menu button', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard')
    const menu = page.getByRole('button', { name: 'Open navigation menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden()
    await expect(menu).toBeFocused()
  })

  test('the drivers list shows every field of each driver, pagination on one line', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers')
    await expect(page.getByRole('table')).toBeHidden()
    const first = page.getByRole('list', { name: 'Drivers' }).getByRole('listitem').first()
    for (const field of [
      'James Smith',
      'ID: 1',
      'james.smith1@example.com',
      '+1 555-8919',
      'Inactive',
      '157',
      '4.7',
    ]) {
      await expect(first.getByText(field, { exact: true })).toBeInViewport({ ratio: 1 })
    }
    await expectNoSidewaysScroll(page, 'the drivers list')

    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    const previous = pagination.getByRole('button', { name: 'Previous' })
    const next = pagination.getByRole('button', { name: 'Next' })
    await expect(pagination.getByText('Page 1 of 5')).toBeVisible()
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(0)
    const tops = await Promise.all(
      [previous, pagination.getByText('Page 1 of 5'), next].map(
        async (part) => (await part.boundingBox())!,
      ),
    )
    const middles = tops.map((box) => box.y + box.height / 2)
    expect(Math.max(...middles) - Math.min(...middles), 'pagination on one line').toBeLessThan(2)

    await next.click()
    await expect(pagination.getByText('Page 2 of 5')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Drivers' }).getByRole('listitem').first(),
    ).toContainText('James Nguyen')
  })

  test('the empty drivers list is centred', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers?q=nobody')
    const empty = page.getByText('No drivers found').filter({ visible: true })
    await expect(empty).toBeVisible()
    const box = (await empty.boundingBox())!
    const card = (await page.locator('[data-slot=card]').boundingBox())!
    const centre = await empty.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const text = range.getBoundingClientRect()
      return text.x + text.width / 2
    })
    expect(Math.abs(centre - (card.x + card.width / 2))).toBeLessThan(2)
    expect(box.width).toBeGreaterThan(0)
  })

  test('the drawer closes when the window widens to the sidebar layout; focus stays in the navigation', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers')
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toBeVisible()

    await page.setViewportSize({ width: 1024, height: 800 })

    await expect(drawer).toBeHidden()
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebar.getByRole('link', { name: 'Drivers' })).toBeFocused()
  })

  test('long names and e-mails wrap in the admin list, the history and the delete dialog', async ({
    page,
  }) => {
    const name = `Maximilian${'N'.repeat(60)} Featherstonehaugh`
    const email = 'operations.team.london.northeast@fleetlogistics.example.co.uk'
    await page.addInitScript(
      (admins) => localStorage.setItem('fleet-admin:admins:v1', JSON.stringify(admins)),
      [{ id: 1, name, email, phone: '+44 20 7946 0000' }],
    )
    await createSession(page)
    await page.goto('/dashboard/settings')
    await expect(page.getByText(email)).toBeVisible()
    await expectNoSidewaysScroll(page, 'Settings with a long admin')

    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 })
    await expectNoSidewaysScroll(page, 'the delete dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`deleted admin ${name}`)).toBeVisible()
    await expectNoSidewaysScroll(page, 'the change history')
  })

  test('Admin Management and its Add Admin button stand at least 8 px apart, in every language', async ({
    page,
  }) => {
    await createSession(page)
    await page.goto('/dashboard/settings')
    const header = page.locator('[data-slot="card-header"]', {
      has: page.locator('[data-slot="card-action"]'),
    })
    for (const language of ['en', 'de', 'ar']) {
      if (language !== 'en') {
        await page.getByRole('combobox', { name: /Language/ }).selectOption(language)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
      }
      const heading = (await header.getByRole('heading').boundingBox())!
      const button = (await header.getByRole('button').boundingBox())!
      // Stacked, the space between them; side by side, the space across.
      const stacked = button.y >= heading.y + heading.height - 1
      const gap = stacked
        ? button.y - (heading.y + heading.height)
        : Math.max(button.x - (heading.x + heading.width), heading.x - (button.x + button.width))
      expect(gap, `${language}, ${stacked ? 'stacked' : 'side by side'}`).toBeGreaterThanOrEqual(8)
    }
  })

  test('the drawer has a close button that closes it and returns focus', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard')
    const menu = page.getByRole('button', { name: 'Open navigation menu' })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    const close = drawer.getByRole('button', { name: 'Close menu' })
    // Focus starts on the close button, never on Logout, where one more Enter would sign out.
    await expect(close).toBeFocused()
    await expect(close).toBeInViewport({ ratio: 1 })
    await close.click()
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
  })
})

test.describe('640 px wide', () => {
  test.use({ viewport: { width: 640, height: 800 } })

  test('every column chosen: each driver is a stacked entry with every field, nothing scrolls sideways', async ({
    page,
  }) => {
    // Every column chosen (an empty choice): the card is narrower than the table with them all,
    // which once scrolled inside it; now each driver stacks its fields instead.
    await page.addInitScript(() => localStorage.setItem('fleet-admin:driver-columns:v1', '[]'))
    await createSession(page)
    await page.goto('/dashboard/drivers')
    await expect(page.getByRole('table')).toBeHidden()
    await expect(page.getByRole('list', { name: 'Drivers' })).toBeVisible()
    expect(await driversMissingFields(page)).toEqual([])
    await expectNoSidewaysScroll(page, 'drivers')
  })
})

test.describe('1280 px wide', () => {
  test('the table keeps its column widths when a search empties it', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers')
    const headers = page.getByRole('table').getByRole('columnheader')
    const widths = () =>
      headers.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    // Measured once the screen is there (the headers arrive with the screen's code).
    await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
    const before = await widths()
    // The selection, #, Driver, Contact, Status, Trips and Rating.
    expect(before).toHaveLength(7)
    await page.getByRole('searchbox', { name: 'Search drivers' }).fill('nobody')
    await expect(page.getByRole('cell', { name: 'No drivers found' })).toBeVisible()
    expect(await widths()).toEqual(before)
  })
})

test.describe('768 px wide', () => {
  test.use({ viewport: { width: 768, height: 800 } })

  test('beside the sidebar, the drivers footer stays inside its card', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers')
    const card = (await page.locator('[data-slot=card]').boundingBox())!
    const footer = page.getByText('Showing 1 to 10 of 50 drivers')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('button', { name: 'Page 5' })).toBeVisible()
    for (const part of [footer, pagination]) {
      const box = (await part.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(card.x)
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
    }
    // The footer line is not squeezed into a column of words.
    expect((await footer.boundingBox())!.height).toBeLessThan(30)
  })

  test('beside the sidebar, admin rows stack instead of splitting addresses', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard/settings')
    const email = page.getByText('olivia.bennett@example.com')
    await expect(email).toBeVisible()
    const lines = await email.evaluate(
      (element) =>
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    )
    expect(lines).toBeLessThan(1.5)
  })

  test('the sidebar is shown and navigates; no menu button is needed', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL('/dashboard/settings')
    await expect(page.getByText('Demo Admin')).toBeVisible()
    await nav.getByRole('link', { name: 'Drivers' }).click()
    await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
    await expectNoSidewaysScroll(page, 'drivers')
  })
})

/**
 * What the drivers on screen fail to show, one line each: a field of SPEC §2's table (Contact's
 * e-mail and phone, Status, Trips, Rating) not drawn or drawn off the screen, whether the drivers
 * are a table or stacked entries; or the page, or the table, scrolling sideways.
 */
function driversMissingFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'
    }
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.left >= -0.5 && box.right <= innerWidth + 0.5
    }
    const table = document.querySelector('[data-drivers-table]')
    const entries = [
      ...(table && drawn(table)
        ? table.querySelectorAll('tbody tr')
        : document.querySelectorAll('[data-url-view] ul > li')),
    ]
    const missing: string[] = []
    if (entries.length === 0) missing.push('no driver is shown')
    for (const entry of entries) {
      const name = entry.querySelector('a')?.textContent ?? '?'
      for (const column of ['contact', 'status', 'trips', 'rating']) {
        const cells = [...entry.querySelectorAll(`[data-column="${column}"]`)].filter(drawn)
        const text = cells.map((cell) => (cell as HTMLElement).innerText).join(' ')
        if (cells.length === 0 || !text.trim()) missing.push(`${name}: no ${column}`)
        else if (!cells.every(onScreen)) missing.push(`${name}: ${column} off the screen`)
        else if (column === 'contact' && !(/@example\.com/.test(text) && /\+1 555/.test(text)))
          missing.push(`${name}: contact without e-mail and phone (${text})`)
      }
    }
    const page = document.scrollingElement!
    if (page.scrollWidth > innerWidth)
      missing.push(`the page scrolls sideways (${page.scrollWidth})`)
    const container = table?.parentElement
    if (container && drawn(container) && container.scrollWidth > container.clientWidth)
      missing.push('the table scrolls sideways inside its card')
    return missing
  })
}

// A portrait tablet once showed less than a phone: #, Driver and Status only at 768–834 px beside
// the sidebar. At every width each driver shows every field (a table where the card fits it all,
// else stacked entries), the sidebar open or collapsed, in English and Arabic, light and dark.
test.describe('every field of every driver at every width', () => {
  const runs = [
    { language: 'en', theme: 'light', catalog: en },
    { language: 'ar', theme: 'dark', catalog: ar },
  ] as const
  for (const { language, theme, catalog } of runs) {
    test(`${language}, ${theme}: 375 to 1280 px, the sidebar open and collapsed`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width: 1280, height: 800 })
      await signInWithButton(page)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('link', { name: 'Drivers' }).click()
      await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
      if (language === 'ar') {
        await page.getByRole('combobox', { name: /Language/ }).selectOption('ar')
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      }
      if (theme === 'dark') {
        await page.getByRole('button', { name: catalog['layout.darkTheme'] }).click()
        await expectTheme(page, 'dark')
      }
      const collapse = page.getByRole('button', { name: catalog['layout.collapseSidebar'] })

      for (const collapsed of [false, true]) {
        if (collapsed) await collapse.click()
        for (const width of [375, 768, 810, 834, 1024, 1280]) {
          // Below 768 px the sidebar is a drawer: collapsing it changes nothing there.
          if (collapsed && width < 768) continue
          await page.setViewportSize({ width, height: 800 })
          const where = `${width} px, sidebar ${collapsed ? 'collapsed' : 'open'}`
          expect(await driversMissingFields(page), where).toEqual([])
          if (width === 810 && !collapsed)
            await saveScreenshot(page, `drivers-810-${language}-${theme}`)
        }
      }
    })
  }
})
