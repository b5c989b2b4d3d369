import type { Page } from '@playwright/test'

/**
 * What the browser specs find on a page, named once: a change to a screen's wording or roles is
 * made here, not in every spec that looks at it.
 */

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search drivers' })
export const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by status' })
export const driversTable = (page: Page) => page.getByRole('table')
export const tableRows = (page: Page) => driversTable(page).locator('tbody tr')
/** The drivers list's footer: "Showing 1 to 10 of 50 drivers". */
export const listFooter = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)
/** The names the table shows, in order. */
export const shownDriverNames = (page: Page) =>
  page.locator('tbody a[data-driver-id]').allTextContents()
/** The links to the drivers a page shows, in the table or, on a phone, the cards. */
export const shownDriverLinks = (page: Page) =>
  page.locator('a[data-driver-id]').filter({ visible: true })
/** The screen's heading: the first <h1>, since every page also holds a hidden one for a failed load. */
export const screenHeading = (page: Page) => page.locator('h1').first()
