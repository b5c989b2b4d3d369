import type { Page } from '@playwright/test'
import {
  createSession,
  expect,
  holdTheApp,
  signInWithButton,
  test,
  throttleCpu,
  untilAppStarted,
} from './fixtures'
import { listFooter, searchBox, shownDriverNames, statusFilter } from './locators'

// Issue 24: the toolbar counts each status the search finds. Here only what needs a real page: a
// reload, and keys typed before the app runs. The counts following the search letter by letter,
// their description as Chromium reads it and their place beside the filter are the component
// tests' (drivers-toolbar.browser.test.tsx); what the search finds (accents, word order, phone
// digits) is the matcher's: driver-search.test.ts and drivers-query.test.ts.

/** The counts as a sighted admin reads them, beside the filter. */
const counts = (page: Page) => page.locator('[data-slot=native-select] + p')
async function expectCounts(page: Page, active: number, inactive: number) {
  await expect(counts(page)).toHaveText(new RegExp(`^Active ${active},? · Inactive ${inactive}$`))
  // Chromium puts a space before the screen-reader comma (out of flow); speech is the same.
  await expect(statusFilter(page)).toHaveAccessibleDescription(
    new RegExp(`^Active ${active} ?, Inactive ${inactive}$`),
  )
}

test.describe('the search box and a reload', () => {
  test('a search cleared or typed just before a reload is what the reload shows', async ({
    page,
  }) => {
    await signInWithButton(page)
    await page.goto('/dashboard/drivers?q=garcia')
    await expect(listFooter(page)).toHaveText('Showing 1 to 5 of 5 drivers')
    await untilAppStarted(page)

    // At once: well within the pause after which the list's own URL state follows the box.
    await searchBox(page).fill('')
    await page.reload()
    await expect(searchBox(page)).toHaveValue('')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')

    await untilAppStarted(page)
    await searchBox(page).pressSequentially('johnson')
    await page.reload()
    await expect(searchBox(page)).toHaveValue('johnson')
    // The address follows the box after the search's pause, as it does while typing.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('johnson')
    await expect(listFooter(page)).toHaveText(/^Showing 1 to \d+ of \d+ drivers?$/)
  })
})

test('a search typed before the app runs, on a slow CPU, is found and counted once it runs', async ({
  page,
}) => {
  await createSession(page)
  const app = await holdTheApp(page)
  await throttleCpu(page)
  await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
  await searchBox(page).waitFor()

  await searchBox(page).pressSequentially('smith james')
  expect(app.released(), 'typed before the app ran').toBe(false)
  app.release()
  await untilAppStarted(page)

  await expect(page).toHaveURL('/dashboard/drivers?q=smith+james')
  await expect(listFooter(page)).toHaveText('Showing 1 to 1 of 1 driver')
  expect(await shownDriverNames(page)).toEqual(['James Smith'])
  await expectCounts(page, 0, 1)
  await expect(searchBox(page)).toHaveValue('smith james')
})
