import { expect, test } from './fixtures'

test.describe('not-found page', () => {
  for (const path of ['/no/such/page', '/dashboard/nowhere']) {
    test(`${path} shows 'Oops! Page not found' and logs the path`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
      await expect(page.getByText('Oops! Page not found')).toBeVisible()
      expect(consoleErrors).toContainEqual(expect.stringContaining(path))
      expect(consoleErrors.some((text) => text.startsWith('404 Error'))).toBe(true)
    })
  }

  test("'Return to Home' goes to the login screen", async ({ page }) => {
    await page.goto('/nowhere')
    const home = page.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
  })
})
