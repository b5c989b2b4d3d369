import type { Page } from '@playwright/test'
import {
  createSession,
  expect,
  hasHorizontalScroll,
  holdTheApp,
  openSignedIn,
  signInWithButton,
  test,
  throttleCpu,
  untilAppStarted,
} from './fixtures'
import { listFooter, searchBox, shownDriverNames, statusFilter } from './locators'

// Issue 24: the toolbar counts each status the search finds, as read by Chromium. What the search
// finds (accents, word order, phone digits) is the matcher's to check: driver-search.test.ts and
// drivers-query.test.ts; the phone cards list what the table lists: drivers-screen.test.tsx.

/** The counts as a sighted admin reads them, beside the filter. */
const counts = (page: Page) => page.locator('[data-slot=native-select] + p')
async function expectCounts(page: Page, active: number, inactive: number) {
  await expect(counts(page)).toHaveText(new RegExp(`^Active ${active},? · Inactive ${inactive}$`))
  // Chromium puts a space before the screen-reader comma (out of flow); speech is the same.
  await expect(statusFilter(page)).toHaveAccessibleDescription(
    new RegExp(`^Active ${active} ?, Inactive ${inactive}$`),
  )
}

/** Types `text` into an empty search box and waits for the list (deferred) to show its result. */
async function searchFor(page: Page, text: string, matching: number) {
  await searchBox(page).fill('')
  await searchBox(page).pressSequentially(text)
  await expect(listFooter(page)).toHaveText(
    matching ? new RegExp(`of ${matching} drivers?$`) : 'Showing 0 to 0 of 0 drivers',
  )
}

test.describe('counts per status', () => {
  test('follow the search letter by letter, and not the status filter', async ({ page }) => {
    await openSignedIn(page, '/dashboard/drivers')
    await expectCounts(page, 33, 17)

    const steps: [typed: string, active: number, inactive: number][] = [
      ['j', 6, 3],
      ['a', 3, 2],
      ['mes s', 3, 2],
      ['m', 0, 1],
    ]
    for (const [typed, active, inactive] of steps) {
      await searchBox(page).pressSequentially(typed)
      await expectCounts(page, active, inactive)
    }

    await statusFilter(page).selectOption('Active')
    await expect(listFooter(page)).toHaveText('Showing 0 to 0 of 0 drivers')
    await expectCounts(page, 0, 1)
    await searchBox(page).fill('')
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 33 drivers')
    await expectCounts(page, 33, 17)
  })

  test('come with a shared link and after a reload', async ({ page }) => {
    await openSignedIn(page, '/dashboard/drivers?q=garcia&status=inactive')
    await expect(listFooter(page)).toHaveText('Showing 1 to 1 of 1 driver')
    await expectCounts(page, 4, 1)
    await page.reload()
    await expectCounts(page, 4, 1)
  })

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
    await expect(listFooter(page)).toHaveText(/^Showing 1 to \d+ of \d+ drivers?$/)
    expect(new URL(page.url()).searchParams.get('q')).toBe('johnson')
  })

  // Layout only: contrast and names are the axe scans' job (a11y.spec.ts, drivers screen).
  for (const width of [375, 1280]) {
    test(`sit beside the filter, on one line, inside the card at ${width} px`, async ({ page }) => {
      await openSignedIn(page, '/dashboard/drivers')
      await page.setViewportSize({ width, height: 900 })
      await searchFor(page, 'maria', 5)
      await expectCounts(page, 4, 1)

      const filterBox = (await statusFilter(page).boundingBox())!
      const countsBox = (await counts(page).boundingBox())!
      const cardBox = (await page.locator('[data-slot="card-content"]').boundingBox())!
      // On one line, inside the card, and below or beside the filter, never over it.
      expect(countsBox.height).toBeLessThan(30)
      expect(countsBox.x).toBeGreaterThanOrEqual(cardBox.x)
      expect(countsBox.x + countsBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
      if (width === 1280) {
        expect(countsBox.x).toBeGreaterThan(filterBox.x + filterBox.width)
        expect(
          Math.abs(countsBox.y + countsBox.height / 2 - filterBox.y - filterBox.height / 2),
        ).toBeLessThan(4)
      } else {
        expect(countsBox.y).toBeGreaterThanOrEqual(filterBox.y + filterBox.height)
      }
      expect(await hasHorizontalScroll(page)).toBe(false)
    })
  }
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
