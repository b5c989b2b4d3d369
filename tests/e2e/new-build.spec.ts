import type { Page } from '@playwright/test'
import { createSession, expect, expectSteady, test, untilAppStarted } from './fixtures'

// The Settings screen's chunk, as a deployment that renamed it would leave an open tab asking for it.
const SETTINGS_CHUNK = /\/assets\/settings-[\w-]{8}\.js$/

/** Counts full page loads of the tab (the first visit and every reload). */
function countPageLoads(page: Page): () => number {
  let loads = 0
  page.on('load', () => loads++)
  return () => loads
}

test.beforeEach(async ({ page }) => {
  await createSession(page)
})

test('a screen whose code 404s once reloads the tab once, and the screen then works', async ({
  page,
}) => {
  let failures = 0
  await page.route(SETTINGS_CHUNK, (route) => {
    if (failures++ === 0) return route.fulfill({ status: 404, body: 'Not found' })
    return route.continue()
  })
  const pageLoads = countPageLoads(page)
  await page.goto('/dashboard')
  await expect(page.getByText('Total Drivers')).toBeVisible()

  await page.getByRole('link', { name: 'Settings' }).click()

  await expect(page.getByText('Demo Admin')).toBeVisible()
  await expect(page).toHaveURL('/dashboard/settings')
  expect(pageLoads()).toBe(2)
  expect(failures).toBe(2)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a screen whose code keeps failing shows Reload and an explanation, never a loop', async ({
  page,
}) => {
  await page.route(SETTINGS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  const pageLoads = countPageLoads(page)

  await page.goto('/dashboard/settings')

  const alert = page.getByRole('alert')
  await expect(alert).toContainText('This screen could not load')
  await expect(alert).toContainText('Reload the page to get the latest version')
  await expect(page).toHaveTitle('This screen could not load · Fleet Admin')
  // The one automatic reload happened, and no more follow (another would start at once).
  await expectSteady(pageLoads, 2, { forMs: 1500 })

  // Reload by hand once the build is back.
  await page.unroute(SETTINGS_CHUNK)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByText('Demo Admin')).toBeVisible()
  expect(pageLoads()).toBe(3)
})

test('a failed background download reloads nothing; opening the dialog fetches it again', async ({
  page,
}) => {
  let requests = 0
  await page.route(/\/assets\/admin-dialogs-[\w-]+\.js$/, (route) => {
    if (requests++ === 0) return route.fulfill({ status: 404, body: 'Not found' })
    return route.continue()
  })
  const pageLoads = countPageLoads(page)
  await page.goto('/dashboard/settings')
  await expect(page.getByRole('definition').filter({ hasText: 'Demo Admin' })).toBeVisible()
  // Pointing at a delete button prefetches the dialog's code; that first request fails.
  const deleteButton = page.getByRole('button', { name: 'Delete Marcus Reed' })
  await deleteButton.hover()
  await expect.poll(() => requests).toBe(1)

  await deleteButton.click()

  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible()
  expect(requests).toBe(2)
  expect(pageLoads()).toBe(1)
})

// A piece loaded on first use (lib/on-demand-module.ts), gone with an old build.
const PALETTE_CHUNK = /\/assets\/command-palette-[\w-]{8}\.js$/
const VIEWS_CHUNK = /\/assets\/views-menu-[\w-]{8}\.js$/

/** The drivers screen with two drivers ticked, as an admin about to act on them has it. */
async function withTickedDrivers(page: Page) {
  await page.goto('/dashboard/drivers?q=a')
  await untilAppStarted(page)
  const ticked = ['Maria Garcia', 'Robert Johnson'].map((name) =>
    page.getByRole('checkbox', { name: `Select ${name}`, exact: true }),
  )
  for (const checkbox of ticked) await checkbox.check()
  return ticked
}

const partFailed = (page: Page) =>
  page.getByRole('alertdialog', { name: 'This part of the page could not load' })

test('the palette’s code missing: Ctrl+K says so in its place; the screen and the ticked drivers stay', async ({
  page,
}) => {
  let requests = 0
  await page.route(PALETTE_CHUNK, (route) => {
    requests++
    return route.fulfill({ status: 404, body: 'Not found' })
  })
  const pageLoads = countPageLoads(page)
  const ticked = await withTickedDrivers(page)

  await page.keyboard.press('Control+k')

  const failed = partFailed(page)
  await expect(failed).toBeVisible()
  await expect(failed.getByRole('button', { name: 'Reload' })).toBeVisible()
  // Only the palette failed: the sidebar, the header and the list with its selection stay.
  await failed.getByRole('button', { name: 'Close' }).click()
  await expect(failed).toBeHidden()
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  for (const checkbox of ticked) await expect(checkbox).toBeChecked()
  expect(pageLoads()).toBe(1)

  // Asked for again, it is fetched again, and says so again: never a reload on its own.
  const before = requests
  await page.keyboard.press('Control+k')
  await expect(failed).toBeVisible()
  expect(requests).toBeGreaterThan(before)
  expect(pageLoads()).toBe(1)

  // The admin's Reload reloads the same address, with the new build.
  await page.unroute(PALETTE_CHUNK)
  await failed.getByRole('button', { name: 'Reload' }).click()
  await expect.poll(pageLoads).toBe(2)
  await expect(page).toHaveURL('/dashboard/drivers?q=a')
  await untilAppStarted(page)
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible()
})

test('the Views code missing: the menu says so; the list and its ticked drivers stay, nothing reloads', async ({
  page,
}) => {
  await page.route(VIEWS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  const pageLoads = countPageLoads(page)
  const ticked = await withTickedDrivers(page)
  const views = page.getByRole('button', { name: 'Views', exact: true })

  await views.click()

  const failed = partFailed(page)
  await expect(failed).toBeVisible()
  await failed.getByRole('button', { name: 'Close' }).click()
  await expect(failed).toBeHidden()
  // Twice: the list never gives way to "This screen could not load".
  await views.click()
  await expect(failed).toBeVisible()
  await failed.getByRole('button', { name: 'Close' }).click()

  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible()
  for (const checkbox of ticked) await expect(checkbox).toBeChecked()
  expect(pageLoads()).toBe(1)
})

test('the page’s texts failing (German): one reload, then the page says so in German with Reload, holding nothing', async ({
  page,
}) => {
  await page.goto('/dashboard/drivers?q=garcia')
  await untilAppStarted(page)
  await page.getByRole('combobox', { name: /Language/ }).selectOption('Deutsch')
  await expect(page.getByRole('heading', { name: 'Fahrer', level: 1 })).toBeVisible()
  // Started: until then the URL is the markup's for a moment (src/main.tsx), and a reload loses the query.
  await untilAppStarted(page)
  const GERMAN_TEXTS = /\/assets\/de-[\w-]{8}\.js$/
  await page.route(GERMAN_TEXTS, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  const pageLoads = countPageLoads(page)

  await page.reload()

  const failed = page.getByRole('alert')
  await expect(failed).toContainText('Diese Seite konnte nicht geladen werden')
  // Once reloaded for a new build, no more: the message stays.
  expect(pageLoads()).toBe(2)
  await expect(page.getByRole('heading', { name: 'Fahrer' })).toHaveCount(0)
  const reload = failed.getByRole('button', { name: 'Neu laden' })
  await expect(reload).toBeFocused()
  // Nothing is held for an app that will not run: a shortcut key is the browser's.
  const held = await page.evaluate(() => {
    const key = new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true })
    document.body.dispatchEvent(key)
    return key.defaultPrevented
  })
  expect(held).toBe(false)

  await page.unroute(GERMAN_TEXTS)
  await reload.click()
  await expect(page.getByRole('heading', { name: 'Fahrer', level: 1 })).toBeVisible()
  await expect(page).toHaveURL('/dashboard/drivers?q=garcia')
  expect(pageLoads()).toBe(3)
})

test('the page’s texts failing (English): it says so in English with Reload once it has reloaded once', async ({
  page,
}) => {
  await page.route(/\/assets\/en-[\w-]{8}\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  const pageLoads = countPageLoads(page)

  await page.goto('/dashboard/settings')

  const failed = page.getByRole('alert')
  await expect(failed).toContainText('This page could not load')
  await expect(failed.getByRole('button', { name: 'Reload' })).toBeFocused()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  expect(pageLoads()).toBe(2)
})
