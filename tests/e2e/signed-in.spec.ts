import type { Page } from '@playwright/test'
import { API_URL, expect, test } from './fixtures'

// Signed in is signed in: from the server's word at the sign-in return until a logout or a failed
// refresh, whatever the profile call answers. Each test signs in as an admin does (the page's own
// link, the server's redirect) and, once the URL is /dashboard, opens the next address at once with
// a full page load, waiting for nothing else. Nothing is planted. Run behind `vite preview` (the
// head script decides); the first behind nginx too (its 302 decides, playwright.config.ts): the
// sign-in hint it reads must be there before the profile answers. The hint the others keep is the
// same cookie, read by the same rule (first-second.spec.ts "a garbage sign-in hint counts as none",
// on both hosts).

/** The sign-in an admin makes: the login page's link, the server's redirect to the dashboard. */
async function signIn(page: Page) {
  await page.goto('/')
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL('/dashboard')
}

const profileName = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Current Admin' }) })
    .locator('dd')
    .first()

test(
  'a profile answering 2 s late: the next address opened at once stays in',
  { tag: '@nginx' },
  async ({ page }) => {
    await page.route(`${API_URL}/api/user/getUser`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })
    await signIn(page)

    await page.goto('/dashboard/drivers')
    await expect(page).toHaveURL('/dashboard/drivers')
    await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
    await page.goto('/dashboard/settings')
    await expect(page).toHaveURL('/dashboard/settings')
    // The slow profile arrives in the end (the expectation waits for it, and says why).
    await expect(profileName(page)).toHaveText('Demo Admin', { timeout: 10_000 })
  },
)

test('a profile answering 500: the fallback profile, and still in after a reload', async ({
  page,
  consoleErrors,
}) => {
  await page.route(`${API_URL}/api/user/getUser`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  )
  await signIn(page)

  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL('/dashboard/settings')
  await expect(profileName(page)).toHaveText('Admin User')
  await page.reload()
  await expect(page).toHaveURL('/dashboard/settings')
  await expect(profileName(page)).toHaveText('Admin User')
  expect(consoleErrors.some((text) => text.startsWith('Failed to fetch admin profile'))).toBe(true)
})

test('every API call failing at the network after sign-in: still in, with the fallback profile', async ({
  page,
}) => {
  await page.route(`${API_URL}/api/**`, (route) => route.abort('connectionrefused'))
  await signIn(page)

  await page.goto('/dashboard/drivers')
  await expect(page).toHaveURL('/dashboard/drivers')
  await expect(page.getByText('Showing 1 to 10 of 50 drivers')).toBeVisible()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(profileName(page)).toHaveText('Admin User')
  await page.reload()
  await expect(page).toHaveURL('/dashboard/settings')
})
