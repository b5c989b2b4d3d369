import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { listFooter, searchBox, statusFilter, tableRows } from './locators'

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
/** The name cell of every row shown, e.g. 'James Smith'. */
const driverNames = (page: Page) => tableRows(page).locator('td:nth-child(3) p.font-medium')
const positions = (page: Page) => tableRows(page).locator('td:nth-child(2)')

async function expectPage(page: Page, current: number) {
  await expect(pagination(page).getByRole('button', { name: `Page ${current}` })).toHaveAttribute(
    'aria-current',
    'page',
  )
}

// What the browser itself keeps: the URL across a reload, the history stack, Back and Forward.
// What the screen shows for a search, filter or page is checked once, by the component tests
// (tests/features/drivers/drivers-screen.test.tsx) and the query's unit tests.
test.describe('drivers screen', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/dashboard/drivers')
  })

  test('search, filter and page survive a reload', async ({ page }) => {
    await searchBox(page).fill('ar')
    await pagination(page).getByRole('button', { name: 'Page 2' }).click()
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

  test('Back returns to the previous page and filter', async ({ page }) => {
    await pagination(page).getByRole('button', { name: 'Page 2' }).click()
    await expect(listFooter(page)).toHaveText('Showing 11 to 20 of 50 drivers')
    await statusFilter(page).selectOption('inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')

    await page.goBack()
    await expect(page).toHaveURL('/dashboard/drivers?page=2')
    await expect(statusFilter(page)).toHaveValue('all')
    await expect(listFooter(page)).toHaveText('Showing 11 to 20 of 50 drivers')

    await page.goBack()
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')

    await page.goForward()
    await page.goForward()
    await expect(statusFilter(page)).toHaveValue('inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 17 drivers')
  })

  test('choosing the page already shown adds no history entry', async ({ page }) => {
    const entries = () => page.evaluate(() => history.length)
    const before = await entries()
    await pagination(page).getByRole('button', { name: 'Page 1' }).click()
    await pagination(page).getByRole('button', { name: 'Page 1' }).click()
    await pagination(page).getByRole('button', { name: 'Page 2' }).click()
    await expectPage(page, 2)
    expect(await entries()).toBe(before + 1)
    await page.goBack()
    await expectPage(page, 1)
    await expect(page).toHaveURL('/dashboard/drivers')
  })

  test('a shared link opens the same view', async ({ page }) => {
    await page.goto('/dashboard/drivers?q=sofia&status=inactive')
    await expect(searchBox(page)).toHaveValue('sofia')
    await expect(driverNames(page)).toHaveText(['Sofia Lopez', 'Sofia Davis'])

    await page.goto('/dashboard/drivers?status=inactive&page=2')
    await expect(listFooter(page)).toHaveText('Showing 11 to 17 of 17 drivers')
    await expect(positions(page)).toHaveText(['11', '12', '13', '14', '15', '16', '17'])
  })
})
