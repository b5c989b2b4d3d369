import type { Page } from '@playwright/test'
import { expect, signInWithButton, test } from './fixtures'
import { listFooter, statusFilter } from './locators'

// Issue 35: saved views, reached the way an admin does: signed in with the page's own link, the
// list changed with its own controls, read back in another tab and after a reload. Rows per page
// and Back are in drivers.spec.ts's walk; the Views menu, its dialog, its toasts, its submenus'
// place on screen and their axe scans are the component tests' (views-button.browser.test.tsx,
// views-menu.browser.test.tsx).

const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })
const rowsPerPage = (page: Page) => page.getByRole('combobox', { name: 'Rows per page' })
const viewsButton = (page: Page) => page.getByRole('button', { name: 'Views', exact: true })
const viewsMenu = (page: Page) => page.getByRole('menu', { name: 'Views' })
const viewItem = (page: Page, name: string) =>
  viewsMenu(page).getByRole('menuitemradio', { name, exact: true })
const columnHeader = (page: Page, name: string) =>
  page.getByRole('table').getByRole('columnheader', { name })

async function openDrivers(page: Page): Promise<void> {
  await signInWithButton(page)
  await page.goto('/dashboard/drivers')
  await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
}

/** Views → Save current view…, named `name`. */
async function saveViewAs(page: Page, name: string): Promise<void> {
  await viewsButton(page).click()
  await viewsMenu(page).getByRole('menuitem', { name: 'Save current view…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save current view' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('View saved')).toBeVisible()
}

const MORNING = '?status=inactive&sort=rating&dir=desc&size=25'

test('a saved view keeps the filter, sort, rows per page and columns; it opens in a new tab and after a reload', async ({
  page,
  context,
}) => {
  await openDrivers(page)
  await statusFilter(page).selectOption('Inactive')
  await sortSelect(page).selectOption({ label: 'Highest rating' })
  await rowsPerPage(page).selectOption('25')
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Contact' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(`/dashboard/drivers${MORNING}`)
  await saveViewAs(page, 'Morning check')

  // Another list: the view is no longer what is shown, so it is not checked.
  await statusFilter(page).selectOption('All Status')
  await viewsButton(page).click()
  await expect(viewItem(page, 'Morning check')).toHaveAttribute('aria-checked', 'false')
  await viewItem(page, 'Morning check').click()
  await expect(page).toHaveURL(`/dashboard/drivers${MORNING}`)
  await expect(listFooter(page)).toHaveText('Showing 1 to 17 of 17 drivers')
  await expect(columnHeader(page, 'Contact')).toBeHidden()

  const tab = await context.newPage()
  await tab.goto('/dashboard/drivers')
  await expect(listFooter(tab)).toHaveText('Showing 1 to 10 of 50 drivers')
  await viewsButton(tab).click()
  await viewItem(tab, 'Morning check').click()
  await expect(tab).toHaveURL(`/dashboard/drivers${MORNING}`)
  await expect(rowsPerPage(tab)).toHaveValue('25')

  await page.reload()
  await viewsButton(page).click()
  await expect(viewItem(page, 'Morning check')).toHaveAttribute('aria-checked', 'true')
})
