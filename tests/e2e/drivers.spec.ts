import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

const table = (page: Page) => page.getByRole('table')
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const pageButtons = (page: Page) => pagination(page).getByRole('button', { name: /^Page \d+$/ })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search drivers' })
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by status' })
/** The name cell of every row shown, e.g. 'James Smith'. */
const driverNames = (page: Page) => bodyRows(page).locator('td:nth-child(3) p.font-medium')
const positions = (page: Page) => bodyRows(page).locator('td:nth-child(2)')

async function expectPage(page: Page, current: number) {
  await expect(pagination(page).getByRole('button', { name: `Page ${current}` })).toHaveAttribute(
    'aria-current',
    'page',
  )
}

test.describe('drivers screen', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/dashboard/drivers')
  })

  test('shows the title, card, toolbar and table columns', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drivers (50 total)')
    await expect(page.getByRole('heading', { name: 'All Drivers' })).toBeVisible()
    await expect(search(page)).toHaveAttribute('placeholder', 'Search drivers...')
    await expect(statusFilter(page).locator('option')).toHaveText([
      'All Status',
      'Active',
      'Inactive',
    ])
    await expect(statusFilter(page)).toHaveValue('all')
    // After the selection column, whose header is its checkbox.
    await expect(table(page).getByRole('columnheader')).toHaveText([
      '',
      '#',
      'Driver',
      'Contact',
      'Status',
      'Trips',
      'Rating',
    ])
  })

  test('first page: 10 rows, the footer, 5 page buttons, Previous disabled', async ({ page }) => {
    await expect(bodyRows(page)).toHaveCount(10)
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 50 drivers')
    await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5'])
    await expectPage(page, 1)
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeEnabled()
    await expect(positions(page)).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
  })

  test('a row shows initials, name, ID, contact, status, trips and rating', async ({ page }) => {
    const first = bodyRows(page).first()
    await expect(first.locator('td')).toHaveText([
      '',
      '1',
      'JSJames SmithID: 1',
      'james.smith1@example.com+1 555-8919',
      'Inactive',
      '157',
      '4.7',
    ])
    await expect(bodyRows(page).nth(1).locator('td').nth(4)).toHaveText('Active')
  })

  test('Next, page buttons and Previous move through the pages', async ({ page }) => {
    const previous = pagination(page).getByRole('button', { name: 'Previous' })
    const next = pagination(page).getByRole('button', { name: 'Next' })

    await next.click()
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 50 drivers')
    await expect(positions(page).first()).toHaveText('11')
    await expect(driverNames(page).first()).toHaveText('James Nguyen')
    await expectPage(page, 2)
    await expect(page).toHaveURL('/dashboard/drivers?page=2')

    await pagination(page).getByRole('button', { name: 'Page 5' }).click()
    await expect(footer(page)).toHaveText('Showing 41 to 50 of 50 drivers')
    await expect(bodyRows(page)).toHaveCount(10)
    await expect(positions(page).last()).toHaveText('50')
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()

    await previous.click()
    await expect(footer(page)).toHaveText('Showing 31 to 40 of 50 drivers')
    await expectPage(page, 4)
  })

  test('the status filter shows 17 inactive and 33 active drivers', async ({ page }) => {
    await statusFilter(page).selectOption({ label: 'Inactive' })
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 17 drivers')
    await expect(bodyRows(page).locator('td:nth-child(5)')).toHaveText(Array(10).fill('Inactive'))
    await expect(pageButtons(page)).toHaveText(['1', '2'])
    await expect(page).toHaveURL('/dashboard/drivers?status=inactive')

    await statusFilter(page).selectOption({ label: 'Active' })
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 33 drivers')
    await expect(bodyRows(page).locator('td:nth-child(5)')).toHaveText(Array(10).fill('Active'))
    await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4'])

    await pagination(page).getByRole('button', { name: 'Page 4' }).click()
    await expect(footer(page)).toHaveText('Showing 31 to 33 of 33 drivers')
    await expect(bodyRows(page)).toHaveCount(3)
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled()

    await statusFilter(page).selectOption({ label: 'All Status' })
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 50 drivers')
  })

  test('search matches names without regard to case', async ({ page }) => {
    await search(page).fill('SOFIA')
    await expect(footer(page)).toHaveText('Showing 1 to 5 of 5 drivers')
    await expect(driverNames(page)).toHaveText([
      'Sofia Lopez',
      'Sofia Johnson',
      'Sofia Okafor',
      'Sofia Davis',
      'Sofia Garcia',
    ])
    await expect(pageButtons(page)).toHaveText(['1'])
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  test('search matches e-mail addresses', async ({ page }) => {
    await search(page).fill('Lopez10@')
    await expect(footer(page)).toHaveText('Showing 1 to 1 of 1 driver')
    await expect(driverNames(page)).toHaveText(['Sofia Lopez'])
    await expect(bodyRows(page)).toContainText('sofia.lopez10@example.com')
  })

  test('search matches phone numbers by substring', async ({ page }) => {
    await search(page).fill('555-8919')
    await expect(driverNames(page)).toHaveText(['James Smith'])

    await search(page).fill('+1 555-9')
    await expect(footer(page)).toHaveText('Showing 1 to 6 of 6 drivers')
    await expect(driverNames(page)).toHaveText([
      'Carlos Davis',
      'David Lopez',
      'Michael Smith',
      'Linda Johnson',
      'Maria Nguyen',
      'Sofia Garcia',
    ])
  })

  test('search and status filter combine', async ({ page }) => {
    await statusFilter(page).selectOption('inactive')
    await search(page).fill('sofia')
    await expect(footer(page)).toHaveText('Showing 1 to 2 of 2 drivers')
    await expect(driverNames(page)).toHaveText(['Sofia Lopez', 'Sofia Davis'])
  })

  test('no match shows the empty state with both page buttons disabled', async ({ page }) => {
    await search(page).fill('nobody-by-this-name')
    await expect(table(page).getByRole('cell', { name: 'No drivers found' })).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(footer(page)).toHaveText('Showing 0 to 0 of 0 drivers')
    await expect(pageButtons(page)).toHaveCount(0)
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled()

    await search(page).clear()
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 50 drivers')
  })

  test('changing the search or the filter goes back to page 1', async ({ page }) => {
    await pagination(page).getByRole('button', { name: 'Page 3' }).click()
    await expect(footer(page)).toHaveText('Showing 21 to 30 of 50 drivers')
    // 13 matches make two pages, so staying on a later page would show 11 to 13.
    await search(page).fill('ar')
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 13 drivers')
    await expectPage(page, 1)
    await expect(page).toHaveURL('/dashboard/drivers?q=ar')

    await search(page).clear()
    await pagination(page).getByRole('button', { name: 'Page 2' }).click()
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 50 drivers')
    await statusFilter(page).selectOption('inactive')
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 17 drivers')
    await expectPage(page, 1)
    await expect(page).toHaveURL('/dashboard/drivers?status=inactive')
  })

  test('search, filter and page survive a reload', async ({ page }) => {
    await search(page).fill('ar')
    await pagination(page).getByRole('button', { name: 'Page 2' }).click()
    await expect(footer(page)).toHaveText('Showing 11 to 13 of 13 drivers')

    await page.reload()
    await expect(search(page)).toHaveValue('ar')
    await expectPage(page, 2)
    await expect(footer(page)).toHaveText('Showing 11 to 13 of 13 drivers')
    await expect(driverNames(page)).toHaveText(['Maria Nguyen', 'Carlos Smith', 'Sofia Garcia'])

    await statusFilter(page).selectOption('active')
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 10 drivers')
    await page.reload()
    await expect(statusFilter(page)).toHaveValue('active')
    await expect(search(page)).toHaveValue('ar')
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 10 drivers')
  })

  test('Back returns to the previous page and filter', async ({ page }) => {
    await pagination(page).getByRole('button', { name: 'Page 2' }).click()
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 50 drivers')
    await statusFilter(page).selectOption('inactive')
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 17 drivers')

    await page.goBack()
    await expect(page).toHaveURL('/dashboard/drivers?page=2')
    await expect(statusFilter(page)).toHaveValue('all')
    await expect(footer(page)).toHaveText('Showing 11 to 20 of 50 drivers')

    await page.goBack()
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 50 drivers')

    await page.goForward()
    await page.goForward()
    await expect(statusFilter(page)).toHaveValue('inactive')
    await expect(footer(page)).toHaveText('Showing 1 to 10 of 17 drivers')
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
    await expect(search(page)).toHaveValue('sofia')
    await expect(driverNames(page)).toHaveText(['Sofia Lopez', 'Sofia Davis'])

    await page.goto('/dashboard/drivers?status=inactive&page=2')
    await expect(footer(page)).toHaveText('Showing 11 to 17 of 17 drivers')
    await expect(positions(page)).toHaveText(['11', '12', '13', '14', '15', '16', '17'])
  })
})
