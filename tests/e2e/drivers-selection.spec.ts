import type { Page } from '@playwright/test'
import { createSession, expect, holdTheApp, openSignedIn, test, untilAppStarted } from './fixtures'
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
const statusOf = (page: Page, name: string) =>
  tableRows(page)
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .locator('td:nth-child(5)')

async function openDrivers(page: Page, path = '/dashboard/drivers') {
  await openSignedIn(page, path)
  await expect(tableRows(page).first()).toBeVisible()
}

// Selecting (ranges, the page, all matching, clearing, the bar's keys, its layout at a phone's
// width, axe) and exporting the selection: tests/features/drivers/selection-bar.browser.test.tsx,
// selection-checkboxes.browser.test.tsx and drivers-screen.layout.browser.test.tsx. Here: what
// needs the whole app, a reload, a second tab, or the page before the app runs.

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
      'Demo Admin set 2 drivers inactive (were active): Maria Garcia and Robert Johnson',
    )
    await expect(history.nth(1)).toContainText(
      'Demo Admin set 2 drivers active (were inactive): Maria Garcia and Robert Johnson',
    )
    await expect(history.nth(2)).toContainText(
      'Demo Admin set 2 drivers inactive (were active): Maria Garcia and Robert Johnson',
    )
    // The dashboard's cards stay the specified figures.
    await page.goto('/dashboard')
    await expect(page.getByText('98', { exact: true })).toBeVisible()
  })

  test('the list painted before the app runs never shows a status changed since', async ({
    page,
  }) => {
    await openDrivers(page)
    await select(page, 'Maria Garcia').check()
    await barButton(page, 'Deactivate').click()
    await page
      .getByRole('alertdialog', { name: 'Deactivate 1 driver?' })
      .getByRole('button', { name: 'Deactivate' })
      .click()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Inactive')

    const { release } = await holdTheApp(page)
    await page.reload({ waitUntil: 'commit' })
    await page.locator('h1').first().waitFor()
    // The prerendered list says Maria Garcia is active: it stays unseen until the app has drawn.
    await expect(driversTable(page)).toBeHidden()
    release()
    await expect(statusOf(page, 'Maria Garcia')).toHaveText('Inactive')
    await expect(statusCounts(page)).toHaveText(/^Active 32,? · Inactive 18$/)
  })
})

test.describe('removing', () => {
  test('Ctrl+Z right after a bulk removal brings the drivers back; focus was on the next driver', async ({
    page,
  }) => {
    await openDrivers(page)
    const [, second, third, fourth] = await tableRows(page)
      .locator('a[data-driver-id]')
      .allTextContents()
    await select(page, second!).check()
    await select(page, third!).check()
    await barButton(page, 'Remove').click()
    await page
      .getByRole('alertdialog', { name: 'Remove 2 drivers?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    // Within reach of the keyboard: on the next driver's name, not on <main> 41 Tabs away.
    await expect(page.getByRole('link', { name: fourth, exact: true })).toBeFocused()
    await expect(driversTable(page).getByRole('link', { name: second, exact: true })).toBeHidden()

    await page.keyboard.press('Control+Z')
    await expect(page.getByText('Undone: 2 drivers are back')).toBeVisible()
    await expect(driversTable(page).getByRole('link', { name: second, exact: true })).toBeVisible()
    await expect(driversTable(page).getByRole('link', { name: third, exact: true })).toBeVisible()
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
  })
})

test.describe('before the app runs', () => {
  test.use({ returningAdmin: true })

  test('a checkbox clicked before the app runs is selected once it runs', async ({ page }) => {
    await createSession(page)
    // Held, the click is replayed the same way at any speed (no slowed CPU, as openHeld in
    // first-second.spec.ts says).
    const { release } = await holdTheApp(page)
    await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
    // The table's box, once the page has painted with its stylesheet (the phone list then hidden).
    await driversTable(page).getByRole('checkbox', { name: 'Select Maria Garcia' }).click()
    release()
    await untilAppStarted(page)
    await expect(bar(page)).toContainText('1 selected')
    await expect(select(page, 'Maria Garcia')).toBeChecked()
  })
})
