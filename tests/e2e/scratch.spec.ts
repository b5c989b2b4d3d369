import { expect, openSignedIn, test } from './fixtures'

test('ctrl+k right away', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.type(), m.text()))
  await openSignedIn(page, '/dashboard')
  await page.keyboard.press('Control+K')
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible()
})
