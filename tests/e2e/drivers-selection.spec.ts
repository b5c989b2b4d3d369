import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import {
  createSession,
  expect,
  expectNoAxeViolations,
  hasHorizontalScroll,
  holdTheApp,
  openSignedIn,
  test,
  type Theme,
  throttleCpu,
  untilAppStarted,
  useStoredTheme,
} from './fixtures'
import { driversTable, listFooter, tableRows } from './locators'

// Issue 24: the drivers are worked on in groups. Select (across pages, sorts and searches), then
// export, deactivate or activate them together; every change saved, shared and in the history.

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Selected drivers' })
const barButton = (page: Page, name: string | RegExp) =>
  bar(page).getByRole('button', { name, exact: true })
const select = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}`, exact: true })
const pageBox = (page: Page) => page.getByRole('checkbox', { name: 'Select all on this page' })
/** The counts per status beside the filter, as a sighted admin reads them. */
const statusCounts = (page: Page) => page.locator('[data-slot=native-select] + p')
const liveStatus = (page: Page) => page.locator('p[role="status"]').filter({ hasText: 'selected' })
const names = (page: Page) => tableRows(page).locator('td:nth-child(3) a')
const statusOf = (page: Page, name: string) =>
  tableRows(page)
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .locator('td:nth-child(5)')

async function openDrivers(page: Page, path = '/dashboard/drivers') {
  await openSignedIn(page, path)
  await expect(tableRows(page).first()).toBeVisible()
}

/** The CSV's rows, as [id, name, …] cells after its header. */
async function csvRows(download: Download): Promise<string[][]> {
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const records = bytes.subarray(3).toString('utf8').slice(0, -2).split('\r\n')
  expect(records[0]).toBe('ID,Name,Email,Phone,Status,Trips,Rating')
  return records.slice(1).map((record) => record.split(','))
}

test.describe('selecting drivers', () => {
  test('a selection survives paging and sorting; Export selected writes exactly it, in the order shown', async ({
    page,
  }) => {
    await openDrivers(page)
    await select(page, 'Maria Garcia').check()
    await expect(bar(page)).toContainText('1 selected')
    await page.getByRole('button', { name: 'Page 3' }).click()
    await expect(listFooter(page)).toHaveText('Showing 21 to 30 of 50 drivers')
    const third = await names(page).allTextContents()
    await select(page, third[0]).check()
    await select(page, third[4]).check()
    await expect(bar(page)).toContainText('3 selected')

    // Sorted by name, descending: the export follows the order shown, not the order of clicks.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name:desc')
    await expect(page).toHaveURL(/sort=name&dir=desc/)
    await expect(bar(page)).toContainText('3 selected')
    const downloading = page.waitForEvent('download')
    await barButton(page, 'Export selected').click()
    const rows = await csvRows(await downloading)
    const exported = rows.map((row) => row[1])
    expect(exported.toSorted()).toEqual(['Maria Garcia', third[0], third[4]].toSorted())
    expect(exported).toEqual(exported.toSorted((a, b) => b.localeCompare(a)))
    // The same safe CSV as Export CSV: a leading '+' is defused.
    expect(rows.every((row) => row[3].startsWith("'+1 555-"))).toBe(true)
  })

  test('Shift+click selects the range from the last one clicked, in the order shown', async ({
    page,
  }) => {
    await openDrivers(page, '/dashboard/drivers?sort=rating&dir=desc')
    const shown = await names(page).allTextContents()
    await select(page, shown[1]).click()
    await select(page, shown[5]).click({ modifiers: ['Shift'] })
    for (const [index, name] of shown.entries()) {
      if (index >= 1 && index <= 5) await expect(select(page, name)).toBeChecked()
      else await expect(select(page, name)).not.toBeChecked()
    }
    await expect(bar(page)).toContainText('5 selected')
    await expect(pageBox(page)).toHaveAttribute('aria-checked', 'mixed')

    // From there, Shift+click unselects a range the same way.
    await select(page, shown[3]).click({ modifiers: ['Shift'] })
    await expect(select(page, shown[3])).not.toBeChecked()
    await expect(select(page, shown[4])).not.toBeChecked()
    await expect(select(page, shown[5])).not.toBeChecked()
    await expect(bar(page)).toContainText('2 selected')

    // By keyboard: Space on one, Shift+Space on another.
    await select(page, shown[7]).focus()
    await page.keyboard.press('Space')
    await select(page, shown[9]).focus()
    await page.keyboard.press('Shift+Space')
    await expect(select(page, shown[8])).toBeChecked()
    await expect(bar(page)).toContainText('5 selected')
  })

  test('select the page, then all matching; unselecting one counts down; it survives a search', async ({
    page,
  }) => {
    await openDrivers(page, '/dashboard/drivers?status=active')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 33 drivers')
    await pageBox(page).check()
    await expect(bar(page)).toContainText('10 selected')
    await expect(liveStatus(page)).toHaveText('10 drivers selected')
    await barButton(page, 'Select all 33 matching').click()
    await expect(bar(page)).toContainText('33 selected')
    await expect(barButton(page, /^Select all/)).toHaveCount(0)

    await page.getByRole('button', { name: 'Page 4' }).click()
    await expect(pageBox(page)).toBeChecked()
    const fourth = await names(page).allTextContents()
    await select(page, fourth[0]).uncheck()
    await expect(bar(page)).toContainText('32 selected')
    await expect(pageBox(page)).toHaveAttribute('aria-checked', 'mixed')

    // A search shows other rows; the selection stays a set of drivers.
    await page.getByRole('searchbox', { name: 'Search drivers' }).fill(fourth[0].split(' ')[1])
    await expect(select(page, fourth[0])).not.toBeChecked()
    await expect(bar(page)).toContainText('32 selected')
  })

  test('Clear selection and Escape clear it; focus stays on the list', async ({ page }) => {
    await openDrivers(page)
    await select(page, 'James Smith').check()
    await barButton(page, 'Clear selection').click()
    await expect(bar(page)).toHaveCount(0)
    await expect(select(page, 'James Smith')).not.toBeChecked()
    await expect(pageBox(page)).toBeFocused()

    await select(page, 'James Smith').check()
    await expect(bar(page)).toBeVisible()
    // Escape in the search box is the box's; anywhere else it clears the selection.
    await page.getByRole('searchbox', { name: 'Search drivers' }).press('Escape')
    await expect(bar(page)).toBeVisible()
    await select(page, 'James Smith').press('Escape')
    await expect(bar(page)).toHaveCount(0)
  })

  test('the bar is one Tab stop, and the arrow keys move along its buttons', async ({ page }) => {
    await openDrivers(page)
    await pageBox(page).check()
    await expect(barButton(page, 'Select all 50 matching')).toBeVisible()
    await barButton(page, 'Select all 50 matching').focus()
    await page.keyboard.press('ArrowRight')
    await expect(barButton(page, 'Export selected')).toBeFocused()
    await page.keyboard.press('End')
    await expect(barButton(page, 'Clear selection')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(barButton(page, 'Select all 50 matching')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(barButton(page, 'Clear selection')).toBeFocused()
    await expect(bar(page).locator('button[tabindex="0"]')).toHaveCount(1)
  })
})

test.describe('deactivating and activating', () => {
  test('deactivate two with confirmation, Undo, and again; reload and a second tab agree; the history names them', async ({
    page,
    context,
  }) => {
    // 25 steps, a reload and a second tab: over 30 s on two busy cores.
    test.setTimeout(60_000)
    await openDrivers(page)
    await select(page, 'Maria Garcia').check()
    await select(page, 'Robert Johnson').check()
    await barButton(page, 'Deactivate').click()
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate 2 drivers?' })
    await expect(dialog).toContainText('Maria Garcia and Robert Johnson will be marked inactive.')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Active')
    await expect(barButton(page, 'Deactivate')).toBeFocused()

    await barButton(page, 'Deactivate').click()
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Inactive')
    await expect(statusOf(page, 'Robert Johnson')).toHaveText('Inactive')
    await expect(bar(page)).toHaveCount(0)
    await expect(pageBox(page)).toBeFocused()
    await expect(page.getByText('Deactivated 2 drivers')).toBeVisible()

    // Undo puts them back.
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Active')
    await expect(page.getByText('Undone: 2 drivers active again')).toBeVisible()

    // Again, and this time it stays: after a reload, in a second tab, the filter and the panel.
    await select(page, 'Maria Garcia').check()
    await select(page, 'Robert Johnson').check()
    const second = await context.newPage()
    await second.goto('/dashboard/drivers')
    await expect(statusOf(second, 'Maria Garcia')).toHaveText('Active')
    await barButton(page, 'Deactivate').click()
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await expect(statusOf(second, 'Maria Garcia')).toHaveText('Inactive')
    await expect(statusCounts(second)).toHaveText(/^Active 31,? · Inactive 19$/)

    await page.reload()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Inactive')
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('Inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 19 drivers')
    await page.getByRole('link', { name: 'Maria Garcia', exact: true }).first().click()
    await expect(page.getByRole('dialog')).toContainText('Inactive')
    await page.keyboard.press('Escape')

    await page.goto('/dashboard/settings')
    const history = page.getByRole('list', { name: 'Changes' }).getByRole('listitem')
    await expect(history.nth(0)).toContainText(
      'Demo Admin deactivated Maria Garcia and Robert Johnson',
    )
    await expect(history.nth(1)).toContainText(
      'Demo Admin activated Maria Garcia and Robert Johnson',
    )
    await expect(history.nth(2)).toContainText(
      'Demo Admin deactivated Maria Garcia and Robert Johnson',
    )
    // The dashboard's cards stay the specified figures.
    await page.goto('/dashboard')
    await expect(page.getByText('98', { exact: true })).toBeVisible()
  })

  test('a selection that is all inactive already offers no Deactivate; Activate names how many', async ({
    page,
  }) => {
    await openDrivers(page, '/dashboard/drivers?status=inactive')
    await pageBox(page).check()
    await expect(barButton(page, 'Deactivate')).toHaveAttribute('aria-disabled', 'true')
    // Still focusable (aria-disabled), so its title can say why; a click asks nothing.
    await expect(barButton(page, 'Deactivate')).toHaveAttribute('title', /all inactive already/)
    await barButton(page, 'Deactivate').click({ force: true })
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await barButton(page, 'Activate').click()
    await expect(
      page.getByRole('alertdialog', { name: 'Activate 10 drivers?' }).getByRole('paragraph'),
    ).toHaveText(/^James Smith, Linda Nguyen, David Miller, and 7 more will be marked active\.$/)
  })

  test('the list painted before the app runs never shows a status changed since', async ({
    page,
  }) => {
    await createSession(page)
    await page.addInitScript(() =>
      localStorage.setItem('fleet-admin:driver-statuses:v1', JSON.stringify({ 2: 'inactive' })),
    )
    const { release } = await holdTheApp(page)
    await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
    await page.locator('h1').first().waitFor()
    // The prerendered list says Maria Garcia is active: it stays unseen until the app has drawn.
    await expect(driversTable(page)).toBeHidden()
    release()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Inactive')
  })

  test('a saved change that is unreadable, or names no driver, is ignored', async ({ page }) => {
    await createSession(page)
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('fleet-admin:driver-statuses:v1', '{"2": "retired"}')
    })
    await page.goto('/dashboard/drivers')
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Active')
    await page.evaluate(() =>
      localStorage.setItem(
        'fleet-admin:driver-statuses:v1',
        JSON.stringify({ 2: 'inactive', 999: 'inactive' }),
      ),
    )
    await page.reload()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Inactive')
    await expect(statusCounts(page)).toHaveText(/^Active 32,? · Inactive 18$/)
  })
})

test.describe('before the app runs', () => {
  test('a checkbox clicked before the app runs is selected once it runs', async ({ page }) => {
    await createSession(page)
    const { release } = await holdTheApp(page)
    await throttleCpu(page)
    await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
    // The table's box, once the page has painted with its stylesheet (the phone list then hidden).
    await driversTable(page).getByRole('checkbox', { name: 'Select Maria Garcia' }).click()
    release()
    await untilAppStarted(page)
    await expect(bar(page)).toContainText('1 selected')
    await expect(select(page, 'Maria Garcia')).toBeChecked()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('each card has its checkbox; the bar fits without sideways scrolling', async ({ page }) => {
    await createSession(page)
    await page.goto('/dashboard/drivers')
    const cards = page.getByRole('list', { name: 'Drivers' })
    await cards.getByRole('checkbox', { name: 'Select James Smith' }).check()
    await pageBox(page).check()
    await expect(bar(page)).toContainText('10 selected')
    await expect(barButton(page, 'Select all 50 matching')).toBeVisible()
    expect(await hasHorizontalScroll(page)).toBe(false)
    const box = (await bar(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  })
})

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px the Undo toast covers neither the pagination nor the selection bar`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await createSession(page)
    await page.goto('/dashboard/drivers')
    await select(page, 'Maria Garcia').check()
    await barButton(page, 'Deactivate').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Deactivated' })
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible()
    // The bar again, and the pagination scrolled into view, while the toast stays its 10 s.
    await select(page, 'Robert Johnson').check()
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await pagination.scrollIntoViewIfNeeded()
    await expect(bar(page)).toBeVisible()
    await expect(toast).toBeInViewport()

    const toastBox = (await toast.boundingBox())!
    for (const covered of [bar(page), pagination]) {
      const box = (await covered.boundingBox())!
      const apart =
        toastBox.x + toastBox.width <= box.x ||
        box.x + box.width <= toastBox.x ||
        toastBox.y + toastBox.height <= box.y ||
        box.y + box.height <= toastBox.y
      expect(apart, `the toast covers ${await covered.getAttribute('aria-label')}`).toBe(true)
    }
  })
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds nothing on the bar and the confirmation, ${theme}`, async ({ page }) => {
    await useStoredTheme(page, theme)
    await openDrivers(page)
    await select(page, 'Maria Garcia').check()
    await expect(bar(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await barButton(page, 'Deactivate').click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
