import type { Page } from '@playwright/test'
import { createSession, expect, test } from './fixtures'

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
  // The one automatic reload happened, and no more follow.
  await page.waitForTimeout(1500)
  expect(pageLoads()).toBe(2)

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
