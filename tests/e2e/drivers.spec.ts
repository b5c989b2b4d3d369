import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { listFooter, searchBox, statusFilter, tableRows } from './locators'

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const pageButton = (page: Page, name: string) => pagination(page).getByRole('button', { name })
const rowsPerPage = (page: Page) => page.getByRole('combobox', { name: 'Rows per page' })
const header = (page: Page, name: string) =>
  page.getByRole('table').getByRole('columnheader', { name })
const sortButton = (page: Page, name: string) => header(page, name).getByRole('button')
const detail = (page: Page) => page.getByRole('dialog')
/** The name cell of every row shown, e.g. 'James Smith'. */
const driverNames = (page: Page) => tableRows(page).locator('td:nth-child(3) p.font-medium')
/** The counts per status beside the filter. */
const counts = (page: Page) => page.locator('[data-slot=native-select] + p')

async function expectPage(page: Page, current: number) {
  await expect(pageButton(page, `Page ${current}`)).toHaveAttribute('aria-current', 'page')
}

// What the browser itself keeps: the URL across a reload, the history stack, Back and Forward, a
// driver's own address. What the screen shows for a search, filter, sort or page, and the driver
// panel's behaviour, are the component tests' (tests/features/drivers/*.browser.test.tsx,
// drivers-screen.test.tsx) and the query's unit tests.
test.describe('drivers screen', () => {
  test('a walk: pages, rows per page, filter, sort, search and a driver; Back and Forward retrace it', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/drivers')

    await test.step('the page already shown adds no history entry', async () => {
      const entries = () => page.evaluate(() => history.length)
      const before = await entries()
      await pageButton(page, 'Page 1').click()
      await pageButton(page, 'Page 1').click()
      await pageButton(page, 'Page 3').click()
      await expectPage(page, 3)
      await expect(listFooter(page)).toHaveText('Showing 21 to 30 of 50 drivers')
      expect(await entries()).toBe(before + 1)
    })

    await test.step('25 rows a page keeps the first driver shown, pages by 25; Back returns', async () => {
      // Driver 21 was first on screen: it is on page 1 of 25.
      await rowsPerPage(page).selectOption('25')
      await expect(listFooter(page)).toHaveText('Showing 1 to 25 of 50 drivers')
      await expect(page).toHaveURL('/dashboard/drivers?size=25')
      await expect(pagination(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2)
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(listFooter(page)).toHaveText('Showing 26 to 50 of 50 drivers')
      await expect(page).toHaveURL('/dashboard/drivers?page=2&size=25')

      await page.goBack()
      await expect(listFooter(page)).toHaveText('Showing 1 to 25 of 50 drivers')
      await page.goBack()
      await expect(page).toHaveURL('/dashboard/drivers?page=3')
      await expect(listFooter(page)).toHaveText('Showing 21 to 30 of 50 drivers')
    })

    await test.step('Back and Forward retrace the filter and the page', async () => {
      await statusFilter(page).selectOption('inactive')
      await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')

      await page.goBack()
      await expect(page).toHaveURL('/dashboard/drivers?page=3')
      await expect(statusFilter(page)).toHaveValue('all')
      await expect(listFooter(page)).toHaveText('Showing 21 to 30 of 50 drivers')
      await page.goBack()
      await expect(page).toHaveURL('/dashboard/drivers')
      await expectPage(page, 1)
      await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')

      await page.goForward()
      await page.goForward()
      await expect(statusFilter(page)).toHaveValue('inactive')
      await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
    })

    await test.step('Back undoes a sort', async () => {
      await sortButton(page, 'Driver').click()
      await expect(header(page, 'Driver')).toHaveAttribute('aria-sort', 'ascending')
      await sortButton(page, 'Trips').click()
      await expect(header(page, 'Trips')).toHaveAttribute('aria-sort', 'ascending')

      await page.goBack()
      await expect(header(page, 'Driver')).toHaveAttribute('aria-sort', 'ascending')
      await expect(header(page, 'Trips')).not.toHaveAttribute('aria-sort')
      await expect(page).toHaveURL('/dashboard/drivers?status=inactive&sort=name&dir=asc')
    })

    await test.step('a driver opened from the list: its close button, then Back, return to it', async () => {
      await searchBox(page).fill('garcia')
      await expect(listFooter(page)).toHaveText('Showing 1 to 1 of 1 driver')
      const link = tableRows(page).first().getByRole('link')
      const list = '/dashboard/drivers?q=garcia&status=inactive&sort=name&dir=asc'
      await expect(page).toHaveURL(list)

      // Read before it opens: the open panel hides the list from queries.
      const name = (await link.textContent()) ?? ''
      await link.click()
      await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(name)
      await detail(page).getByRole('button', { name: 'Close driver details' }).click()
      await expect(page).toHaveURL(list)
      await expect(link).toBeFocused()

      await link.press('Enter')
      await expect(detail(page)).toBeVisible()
      await page.goBack()
      await expect(detail(page)).toBeHidden()
      await expect(page).toHaveURL(list)
      await expect(searchBox(page)).toHaveValue('garcia')
      await expect(link).toBeFocused()
    })
  })

  test('the list, its counts and an open driver survive a reload', async ({ page }) => {
    await openSignedIn(page, '/dashboard/drivers')

    await test.step('search, filter and page', async () => {
      await searchBox(page).fill('ar')
      await pageButton(page, 'Page 2').click()
      await expect(listFooter(page)).toHaveText('Showing 11 to 13 of 13 drivers')

      await page.reload()
      await expect(searchBox(page)).toHaveValue('ar')
      await expectPage(page, 2)
      await expect(listFooter(page)).toHaveText('Showing 11 to 13 of 13 drivers')
      await expect(driverNames(page)).toHaveText(['Maria Nguyen', 'Carlos Smith', 'Sofia Garcia'])

      await statusFilter(page).selectOption('active')
      await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 10 drivers')
      await page.reload()
      await expect(statusFilter(page)).toHaveValue('active')
      await expect(searchBox(page)).toHaveValue('ar')
      await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 10 drivers')
    })

    await test.step('a sort', async () => {
      await page.goto('/dashboard/drivers')
      await sortButton(page, 'Rating').click()
      await expect(page).toHaveURL('/dashboard/drivers?sort=rating&dir=asc')
      await page.reload()
      await expect(header(page, 'Rating')).toHaveAttribute('aria-sort', 'ascending')
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating:asc')
      await expect(tableRows(page).first().locator('td').nth(6)).toHaveText(/^4(\.0)?$/)
    })

    await test.step('a shared link, with its counts per status', async () => {
      await page.goto('/dashboard/drivers?q=sofia&status=inactive')
      await expect(searchBox(page)).toHaveValue('sofia')
      await expect(driverNames(page)).toHaveText(['Sofia Lopez', 'Sofia Davis'])

      await page.goto('/dashboard/drivers?q=garcia&status=inactive')
      await expect(listFooter(page)).toHaveText('Showing 1 to 1 of 1 driver')
      await expect(counts(page)).toHaveText(/^Active 4,? · Inactive 1$/)
      await page.reload()
      await expect(counts(page)).toHaveText(/^Active 4,? · Inactive 1$/)
      await expect(statusFilter(page)).toHaveAccessibleDescription(/^Active 4 ?, Inactive 1$/)
    })

    await test.step("a driver's own address", async () => {
      await page.goto('/dashboard/drivers/2')
      await expect(detail(page).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
      await page.reload()
      await expect(detail(page).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
      // Inside the dashboard: the sidebar is there (hidden from queries while the panel is modal).
      await expect(page.locator('#app-sidebar a[aria-current="page"]')).toHaveText('Drivers')

      await detail(page).getByRole('button', { name: 'Close driver details' }).click()
      await expect(page).toHaveURL('/dashboard/drivers')
      await expect(page.getByRole('link', { name: 'Maria Garcia' })).toBeFocused()
    })
  })
})
