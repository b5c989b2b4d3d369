import { expect, openSignedIn, test } from './fixtures'

// The settings screen's cards and dialogs are checked in jsdom (tests/features/settings/
// settings-screen.test.tsx) and in Chromium (settings-screen.browser.test.tsx); the profile being
// asked for once per visit, on a walk through the screens (dashboard.spec.ts). Here: the dialogs'
// own chunk of the release build, arriving late over the network.

test('Add Admin clicked before its code has loaded opens once the code arrives', async ({
  page,
}) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/admin-dialogs-*.js', async (route) => {
    await held
    await route.continue()
  })
  await openSignedIn(page, '/dashboard/settings')

  const opener = page.getByRole('button', { name: 'Add Admin' })
  const addDialog = page.getByRole('dialog', { name: 'Add New Admin' })
  await opener.click()
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  await expect(addDialog).toHaveCount(0)

  release()
  await expect(addDialog).toBeVisible()
  await expect(addDialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(addDialog).toBeHidden()
  await expect(opener).toBeFocused()
})
