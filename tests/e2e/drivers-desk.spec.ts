import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import ar from '../../src/lib/i18n/catalogs/ar'
import en from '../../src/lib/i18n/catalogs/en'
import {
  createSession,
  expect,
  expectNoAxeViolations,
  expectTheme,
  openSignedIn,
  signInWithButton,
  test,
  useStoredTheme,
  type Theme,
} from './fixtures'
import { driversTable, listFooter, searchBox, tableRows } from './locators'

const header = (page: Page, name: string) => driversTable(page).getByRole('columnheader', { name })
const sortButton = (page: Page, name: string) => header(page, name).getByRole('button')
const detail = (page: Page) => page.getByRole('dialog')
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const paletteInput = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search screens, actions and drivers' })
const collapseButton = (page: Page) =>
  page.getByRole('button', { name: /(Collapse|Expand) sidebar/ })

/** The shortcut keys load after the first paint; the header announces Ctrl+K once they work. */
async function shortcutsReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Search and commands' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+K',
  )
}

/** Opens a driver's URL signed in; the open panel hides the rest of the page from queries. */
async function openDriverLink(page: Page, path: string): Promise<void> {
  await createSession(page)
  await page.goto(path)
  await expect(detail(page).getByRole('heading', { level: 2 })).toBeVisible()
}

/** Opens the drivers desk (or any dashboard path) signed in, with its shortcuts working. */
async function openDesk(page: Page, path: string): Promise<void> {
  await openSignedIn(page, path)
  await shortcutsReady(page)
}

type Row = { id: number; name: string; status: string; trips: number; rating: number }

/** The rows shown, read from the table the way a user reads them. */
async function shownRows(page: Page): Promise<Row[]> {
  await expect(tableRows(page).first()).toBeVisible()
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      // After the selection column's checkbox.
      const cells = [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent ?? '')
      return {
        id: Number(/ID: (\d+)/.exec(cells[1])?.[1]),
        name: row.querySelector('a')?.textContent ?? '',
        status: cells[3],
        trips: Number(cells[4]),
        rating: Number(cells[5]),
      }
    }),
  )
}

/** Sorted by `value` in `direction`, drivers that tie in ID order (the sort is stable). */
function expectSorted(rows: Row[], value: (row: Row) => number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1
  for (let i = 1; i < rows.length; i++) {
    const step = sign * (value(rows[i]) - value(rows[i - 1]))
    expect(step, `row ${i + 1} against row ${i}`).toBeGreaterThanOrEqual(0)
    if (step === 0) expect(rows[i].id).toBeGreaterThan(rows[i - 1].id)
  }
}

async function expectAriaSort(page: Page, sorted: string | null, order?: string) {
  for (const name of ['Driver', 'Status', 'Trips', 'Rating']) {
    const th = header(page, name)
    if (name === sorted) await expect(th).toHaveAttribute('aria-sort', order ?? '')
    else await expect(th).not.toHaveAttribute('aria-sort')
  }
}

test.describe('sorting', () => {
  test.beforeEach(async ({ page }) => {
    await openDesk(page, '/dashboard/drivers')
  })

  test('rating sorts ascending, descending, then back to the original order; a reload keeps it', async ({
    page,
  }) => {
    await expectAriaSort(page, null)

    await sortButton(page, 'Rating').click()
    await expect(page).toHaveURL(/\/dashboard\/drivers\?sort=rating&dir=asc$/)
    await expectAriaSort(page, 'Rating', 'ascending')
    expectSorted(await shownRows(page), (row) => row.rating, 'asc')
    expect((await shownRows(page))[0].rating).toBe(4)
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating:asc')

    await page.reload()
    await expectAriaSort(page, 'Rating', 'ascending')
    expectSorted(await shownRows(page), (row) => row.rating, 'asc')

    await sortButton(page, 'Rating').click()
    await expect(page).toHaveURL(/\?sort=rating&dir=desc$/)
    await expectAriaSort(page, 'Rating', 'descending')
    const descending = await shownRows(page)
    expectSorted(descending, (row) => row.rating, 'desc')
    expect(descending[0].rating).toBe(5)

    await sortButton(page, 'Rating').click()
    await expect(page).toHaveURL(/\/dashboard\/drivers$/)
    await expectAriaSort(page, null)
    expect((await shownRows(page)).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  test('each column sorts, one at a time, and Back undoes a sort', async ({ page }) => {
    await sortButton(page, 'Trips').click()
    await expectAriaSort(page, 'Trips', 'ascending')
    expectSorted(await shownRows(page), (row) => row.trips, 'asc')

    await sortButton(page, 'Driver').click()
    await expectAriaSort(page, 'Driver', 'ascending')
    const names = (await shownRows(page)).map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))

    await sortButton(page, 'Status').click()
    await expectAriaSort(page, 'Status', 'ascending')
    await expect(tableRows(page).locator('td:nth-child(5)')).toHaveText(Array(10).fill('Active'))

    await page.goBack()
    await expectAriaSort(page, 'Driver', 'ascending')
    await expect(page).toHaveURL(/\?sort=name&dir=asc$/)
  })

  test('sorts within the filter and search, starting again at page 1', async ({ page }) => {
    await page.goto('/dashboard/drivers?status=inactive&page=2')
    await expect(listFooter(page)).toHaveText('Showing 11 to 17 of 17 drivers')

    await sortButton(page, 'Trips').click()
    await expect(page).toHaveURL(/\?status=inactive&sort=trips&dir=asc$/)
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
    const rows = await shownRows(page)
    expect(rows.every((row) => row.status === 'Inactive')).toBe(true)
    expectSorted(rows, (row) => row.trips, 'asc')

    await searchBox(page).fill('smith')
    await expect(listFooter(page)).toHaveText(/of [1-9] drivers?$/)
    const found = await shownRows(page)
    expect(found.every((row) => row.status === 'Inactive' && / Smith$/.test(row.name))).toBe(true)
    expectSorted(found, (row) => row.trips, 'asc')
    await expectAriaSort(page, 'Trips', 'ascending')
  })

  test('an unknown sort in the URL is ignored, never an error', async ({ page }) => {
    await page.goto('/dashboard/drivers?sort=email&dir=sideways&status=active')
    await expect(page).toHaveURL(/\/dashboard\/drivers\?status=active$/)
    await expectAriaSort(page, null)
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 33 drivers')
  })

  test('on a phone, the Sort by list sorts the stacked list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most trips' })
    await expect(page).toHaveURL(/\?sort=trips&dir=desc$/)
    const trips = await page
      .getByRole('list', { name: 'Drivers' })
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.querySelector('.tabular-nums')?.textContent))
    expect(trips).toHaveLength(10)
    expect(trips.map(Number)).toEqual(trips.map(Number).sort((a, b) => b - a))
  })
})

test.describe('driver detail', () => {
  test('a name opens its driver over the list; Escape returns to the list, its query and the link', async ({
    page,
  }) => {
    await openDesk(page, '/dashboard/drivers?status=active&sort=rating&dir=desc&page=2')
    const [first] = await shownRows(page)
    const link = tableRows(page).first().getByRole('link', { name: first.name })

    await link.click()
    await expect(page).toHaveURL(
      `/dashboard/drivers/${first.id}?status=active&sort=rating&dir=desc&page=2`,
    )
    const panel = detail(page)
    await expect(panel.getByRole('heading', { name: first.name })).toBeVisible()
    await expect(page).toHaveTitle(`${first.name} · Drivers · Fleet Admin`)
    await expect(panel.getByText(`ID: ${first.id}`)).toBeVisible()
    await expect(panel.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute(
      'href',
      /^mailto:.+@example\.com$/,
    )
    await expect(panel.getByRole('link', { name: /^\+1 555-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1555\d{4}$/,
    )
    await expect(panel.getByText('Active', { exact: true })).toBeVisible()
    await expect(panel.getByText(String(first.trips), { exact: true })).toBeVisible()
    await expect(panel.getByText(first.rating.toFixed(1), { exact: true })).toBeVisible()
    // The list stays underneath, on its page.
    await expect(listFooter(page)).toHaveText('Showing 11 to 20 of 33 drivers')

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL('/dashboard/drivers?status=active&sort=rating&dir=desc&page=2')
    await expect(link).toBeFocused()
    await expect(page).toHaveTitle('Drivers · Fleet Admin')
  })

  test('the close button and the browser Back button close it too', async ({ page }) => {
    await openDesk(page, '/dashboard/drivers?q=garcia')
    const link = page.getByRole('link', { name: 'Maria Garcia' })

    await link.click()
    await detail(page).getByRole('button', { name: 'Close driver details' }).click()
    await expect(page).toHaveURL('/dashboard/drivers?q=garcia')
    await expect(link).toBeFocused()

    await link.press('Enter')
    await expect(detail(page)).toBeVisible()
    await page.goBack()
    await expect(detail(page)).toBeHidden()
    await expect(page).toHaveURL('/dashboard/drivers?q=garcia')
    await expect(searchBox(page)).toHaveValue('garcia')
    await expect(link).toBeFocused()
  })

  test('a deep link opens the driver, survives a reload, and closes to the list', async ({
    page,
  }) => {
    await openDriverLink(page, '/dashboard/drivers/2')
    await expect(detail(page).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
    await page.reload()
    await expect(detail(page).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
    // Inside the dashboard: the sidebar is there (hidden from queries while the panel is modal).
    await expect(page.locator('#app-sidebar a[aria-current="page"]')).toHaveText('Drivers')

    await detail(page).getByRole('button', { name: 'Close driver details' }).click()
    await expect(page).toHaveURL('/dashboard/drivers')
    await expect(page.getByRole('link', { name: 'Maria Garcia' })).toBeFocused()
  })

  for (const id of ['999', 'abc', '02']) {
    test(`an unknown id (${id}) says 'Driver not found' inside the dashboard`, async ({ page }) => {
      await openDriverLink(page, `/dashboard/drivers/${id}?page=3`)
      const panel = detail(page)
      await expect(panel.getByRole('heading', { name: 'Driver not found' })).toBeVisible()
      await expect(panel).toContainText(`There is no driver with ID “${id}”`)
      await expect(page).toHaveTitle('Driver not found · Fleet Admin')
      await expect(page.getByText('404')).toHaveCount(0)

      await panel.getByRole('button', { name: 'Back to drivers' }).click()
      await expect(page).toHaveURL('/dashboard/drivers?page=3')
      await expect(listFooter(page)).toHaveText('Showing 21 to 30 of 50 drivers')
    })
  }

  test('copy buttons put the e-mail and the phone number on the clipboard, with a toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openDriverLink(page, '/dashboard/drivers/2')
    const panel = detail(page)
    const email = (await panel.getByRole('link', { name: /@example\.com$/ }).textContent()) ?? ''

    await panel.getByRole('button', { name: 'Copy email' }).click()
    await expect(page.getByText('Email copied', { exact: true }).first()).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email)

    await panel.getByRole('button', { name: 'Copy phone number' }).click()
    await expect(page.getByText('Phone number copied', { exact: true }).first()).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\+1 555-\d{4}$/)
  })
})

// Issue 43: the "Email copied" toast covered the panel's name and ID.
for (const [language, locale] of [
  ['en', 'en-US'],
  ['ar', 'ar'],
] as const) {
  test.describe(`a toast over the driver panel, ${language}`, () => {
    test.use({ locale })
    const text = { en, ar }[language]

    test("leaves the panel's name and ID in view, on a phone and on a wide screen", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await signInWithButton(page)
      const panel = detail(page)
      const heading = [
        panel.getByRole('heading', { level: 2 }),
        panel.getByText(text['drivers.id'].replace('{id}', '2'), { exact: true }),
      ]
      // Outside the modal panel, so hidden from the accessibility tree while it is open.
      const toast = page.locator('[data-sonner-toast]')

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 720 })
        await page.goto('/dashboard/drivers/2')
        await panel.getByRole('button', { name: text['drivers.detail.copyEmail'] }).click()
        await expect(toast).toHaveText(new RegExp(text['drivers.detail.emailCopied']))
        await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
        const box = await toast.boundingBox()
        for (const part of heading) {
          const covered = await part.boundingBox()
          if (!box || !covered) throw new Error('the toast or the heading is not shown')
          const apart =
            box.x + box.width <= covered.x ||
            covered.x + covered.width <= box.x ||
            box.y + box.height <= covered.y ||
            covered.y + covered.height <= box.y
          expect(apart, `at ${width} px the toast covers ${await part.textContent()}`).toBe(true)
        }
      }
    })
  })
}

test.describe('export', () => {
  test('Export CSV writes every driver of the filter, across pages, in the sort order', async ({
    page,
  }) => {
    await openDesk(page, '/dashboard/drivers?status=inactive&sort=rating&dir=desc')
    const onScreen = (await shownRows(page)).map((row) => String(row.id))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(listFooter(page)).toHaveText('Showing 11 to 17 of 17 drivers')
    onScreen.push(...(await shownRows(page)).map((row) => String(row.id)))

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    const today = await page.evaluate(() => {
      const now = new Date()
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
    })
    expect(download.suggestedFilename()).toBe(`drivers-${today}.csv`)

    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    const records = text.slice(0, -2).split('\r\n')
    expect(records[0]).toBe('ID,Name,Email,Phone,Status,Trips,Rating')
    const cells = records.slice(1).map((record) => record.split(','))
    expect(cells).toHaveLength(17)
    expect(cells.map((row) => row[0])).toEqual(onScreen)
    expect(cells.every((row) => row[4] === 'Inactive')).toBe(true)
    // Phone numbers start with '+', so they are written with a leading quote (CSV injection).
    expect(cells.every((row) => /^'\+1 555-\d{4}$/.test(row[3]))).toBe(true)
    const ratings = cells.map((row) => Number(row[6]))
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    await expect(page.getByText(`Exported 17 drivers`)).toBeVisible()
  })

  test('with no matching drivers, Export CSV is disabled and says why', async ({ page }) => {
    await openDesk(page, '/dashboard/drivers?q=nobody-by-this-name')
    const exportButton = page.getByRole('button', { name: 'Export CSV' })
    await expect(exportButton).toHaveAttribute('aria-disabled', 'true')
    await expect(exportButton).toHaveAccessibleDescription(
      'Nothing to export: no driver matches the search and filter.',
    )
    let downloaded = false
    page.on('download', () => (downloaded = true))
    // It stays focusable, so keyboard users reach it and hear why; pressing it does nothing.
    await exportButton.focus()
    await page.keyboard.press('Enter')
    await exportButton.click({ force: true })
    await expect(exportButton).toBeFocused()
    await expect(page.getByText(/^Exported/)).toHaveCount(0)
    expect(downloaded).toBe(false)
  })
})

/** The input's aria-activedescendant names the option marked selected, which has role option. */
async function expectActiveOption(page: Page, name: string | RegExp): Promise<Locator> {
  const active = palette(page).locator('[role="option"][aria-selected="true"]')
  await expect(active).toHaveCount(1)
  await expect(active).toHaveText(name)
  const id = await active.getAttribute('id')
  expect(id).toBeTruthy()
  await expect(paletteInput(page)).toHaveAttribute('aria-activedescendant', id ?? '')
  return active
}

test.describe('command palette', () => {
  test.beforeEach(async ({ page }) => {
    await openDesk(page, '/dashboard')
  })

  test('Ctrl+K opens it; typing a screen and Enter goes there', async ({ page }) => {
    await page.keyboard.press('Control+K')
    await expect(paletteInput(page)).toBeFocused()
    await expectActiveOption(page, 'Dashboard')

    await paletteInput(page).pressSequentially('sett')
    await expectActiveOption(page, 'Settings')
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL('/dashboard/settings')
    await expect(page.locator('#main')).toBeFocused()
  })

  test('finds a driver by name or e-mail and opens its detail view', async ({ page }) => {
    await page.getByRole('button', { name: 'Search and commands' }).click()
    await paletteInput(page).pressSequentially('maria')
    await expectActiveOption(page, /^Maria Garcia/)
    await page.keyboard.press('ArrowDown')
    const second = await expectActiveOption(page, /^Maria /)
    const name = (await second.locator('span').first().textContent()) ?? ''
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/drivers\/\d+$/)
    await expect(detail(page).getByRole('heading', { name })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(detail(page)).toBeHidden()
    await page.keyboard.press('Control+K')
    await paletteInput(page).pressSequentially('sofia.lopez10@')
    await expectActiveOption(page, /^Sofia Lopez/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard/drivers/10')
  })

  test('"Show all N matching drivers" opens a list of exactly N', async ({ page }) => {
    await page.keyboard.press('Control+K')
    // '1' is in every phone number: the palette and the list both find all 50.
    await paletteInput(page).pressSequentially('1')
    await palette(page).getByRole('option', { name: 'Show all 50 matching drivers' }).click()

    await expect(page).toHaveURL('/dashboard/drivers?q=1')
    await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
  })

  test('runs an action, and Escape returns focus to where it was', async ({ page }) => {
    const themeButton = page.getByRole('button', { name: 'Switch to dark theme' })
    await themeButton.focus()
    await page.keyboard.press('Control+K')
    await paletteInput(page).pressSequentially('dark')
    await expectActiveOption(page, 'Switch to dark theme')
    await page.keyboard.press('Enter')
    await expectTheme(page, 'dark')
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused()

    await page.keyboard.press('Control+K')
    await expect(paletteInput(page)).toHaveValue('')
    await page.keyboard.press('Tab')
    await expect(paletteInput(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused()
  })

  test('says so when nothing matches', async ({ page }) => {
    await page.keyboard.press('Control+K')
    await paletteInput(page).pressSequentially('qqqq')
    await expect(palette(page).getByText('No results for “qqqq”')).toBeVisible()
    await expect(paletteInput(page)).not.toHaveAttribute('aria-activedescendant')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard')
  })
})

test.describe('shortcuts', () => {
  test('/ focuses the drivers search; typed in a field, / and ? are text', async ({ page }) => {
    await openDesk(page, '/dashboard/drivers')
    await page.keyboard.press('/')
    await expect(searchBox(page)).toBeFocused()
    await expect(searchBox(page)).toHaveValue('')

    await page.keyboard.type('a/b?')
    await expect(searchBox(page)).toHaveValue('a/b?')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('Ctrl+B collapses and expands the sidebar, but not while typing', async ({ page }) => {
    await openDesk(page, '/dashboard/drivers')
    await expect(collapseButton(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Control+B')
    await expect(collapseButton(page)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Control+B')
    await expect(collapseButton(page)).toHaveAttribute('aria-expanded', 'true')

    await searchBox(page).click()
    await page.keyboard.press('Control+B')
    await page.keyboard.press('?')
    await expect(searchBox(page)).toHaveValue('?')
    await expect(collapseButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('? lists every shortcut; Escape closes the list and focus returns', async ({ page }) => {
    await openDesk(page, '/dashboard/settings')
    const addAdmin = page.getByRole('button', { name: 'Add Admin' })
    await addAdmin.focus()
    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('row')).toContainText([
      'CtrlK',
      '/',
      'CtrlB',
      '?',
      '↑↓',
      'Enter',
      'Esc',
    ])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(addAdmin).toBeFocused()
  })
})

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test.describe(`drivers desk accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme)
    })

    test('a sorted table and the detail panel', async ({ page }) => {
      await openDesk(page, '/dashboard/drivers?sort=rating&dir=desc')
      await expectAriaSort(page, 'Rating', 'descending')
      await expectNoAxeViolations(page)
      await tableRows(page).first().getByRole('link').click()
      await expect(detail(page).getByRole('button', { name: 'Copy email' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('the palette and the shortcuts dialog', async ({ page }) => {
      await openDesk(page, '/dashboard/drivers')
      await page.keyboard.press('Control+K')
      await paletteInput(page).pressSequentially('a')
      await expectActiveOption(page, 'Dashboard')
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await page.keyboard.press('?')
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
