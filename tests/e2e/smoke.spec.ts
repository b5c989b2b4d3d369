import { expect, test } from '@playwright/test'

test('signs in through the local API and lands on the dashboard', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Total Drivers')).toBeVisible()
})
