import type { Page } from '@playwright/test'
import {
  createSession,
  expect,
  holdTheApp,
  recordedFrames,
  recordFrames,
  signInWithButton,
  test,
  throttleCpu,
  untilAppStarted,
} from './fixtures'
import { listFooter, searchBox, tableRows } from './locators'

// Issue 35: editing a driver and each driver's own history, reached the way an admin does (the
// first test signs in with the page's own link; the second starts from createSession's session).

const panel = (page: Page) => page.getByRole('dialog', { name: 'Maria Garcia' })
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit driver' })

async function openMaria(page: Page): Promise<void> {
  await signInWithButton(page)
  await page.goto('/dashboard/drivers')
  await page.getByRole('link', { name: 'Maria Garcia' }).click()
  await expect(panel(page)).toBeVisible()
}

async function editPhone(page: Page, phone: string): Promise<void> {
  await panel(page).getByRole('button', { name: 'Edit' }).click()
  await editDialog(page).getByRole('textbox', { name: 'Phone' }).fill(phone)
  await editDialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(editDialog(page)).toBeHidden()
  await expect(panel(page).getByText('Driver updated')).toBeVisible()
}

/** Maria Garcia's phone as the table's second row paints it (null while it is not shown). */
function paintedPhone(): string | null {
  const row = document.querySelector('table tbody tr:nth-child(2)')
  if (!row || getComputedStyle(row).visibility === 'hidden') return null
  return row.textContent?.match(/\+1 555[\d -]+/)?.[0].trim() ?? null
}

test('a new phone shows everywhere at once; Undo puts it back; after a reload it paints from the first frame', async ({
  page,
}) => {
  await openMaria(page)
  await editPhone(page, '+1 555 424 2424')
  await expect(panel(page).getByRole('link', { name: '+1 555 424 2424' })).toBeVisible()
  await panel(page).getByRole('button', { name: 'Undo' }).click()
  await expect(panel(page).getByText('Edit undone')).toBeVisible()
  await expect(panel(page).getByRole('button', { name: 'Edit' })).toBeFocused()
  await expect(panel(page).getByRole('link', { name: '+1 555-7838' })).toBeVisible()

  await editPhone(page, '+1 555 424 2424')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await searchBox(page).fill('424 2424')
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page)).toContainText('Maria Garcia')

  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').pressSequentially('4242424')
  await expect(palette.getByRole('option', { name: /^Maria Garcia/ })).toBeVisible()
  await page.keyboard.press('Escape')

  await searchBox(page).fill('')
  // What a person sees before reloading: the whole list again, and an address without the search
  // (the search reaches the address after its pause; a reload sooner would bring it back).
  await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
  await expect(page).not.toHaveURL(/[?&]q=/)
  await recordFrames(page, paintedPhone)
  const { release } = await holdTheApp(page)
  await throttleCpu(page)
  await page.reload({ waitUntil: 'commit' })
  await page.locator('h1').first().waitFor()
  // The page's own HTML, before any of the app's code: the sample's phone is not shown.
  await expect(page.getByText('+1 555-7838').filter({ visible: true })).toHaveCount(0)
  release()
  await untilAppStarted(page)
  await expect(tableRows(page).nth(1)).toContainText('Maria Garcia')
  await expect(tableRows(page).nth(1)).toContainText('+1 555 424 2424')
  const painted = recordedFrames(page).map((frame) => frame.seen)
  expect(painted.length).toBeGreaterThan(0)
  expect(new Set(painted)).toEqual(new Set(['+1 555 424 2424']))
})

test('a driver’s history lists a bulk deactivation, its Undo and an edit, newest first', async ({
  page,
}) => {
  await createSession(page)
  await page.goto('/dashboard/drivers')
  await page.getByRole('checkbox', { name: 'Select Maria Garcia', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Select Robert Johnson', exact: true }).check()
  await page
    .getByRole('toolbar', { name: 'Selected drivers' })
    .getByRole('button', { name: 'Deactivate' })
    .click()
  await page
    .getByRole('alertdialog', { name: 'Deactivate 2 drivers?' })
    .getByRole('button', { name: 'Deactivate' })
    .click()
  await expect(page.getByText('Deactivated 2 drivers')).toBeVisible()

  await page.getByRole('link', { name: 'Maria Garcia' }).click()
  const history = panel(page).getByRole('list', { name: 'History' })
  // A change to many, as it was to this driver: old and new values.
  await expect(history.getByRole('listitem')).toHaveText([
    /^Demo Admin set Maria Garcia inactive \(was active\)/,
  ])
  await editPhone(page, '+1 555 000 1111')
  await expect(history.getByRole('listitem')).toHaveText([
    /^Demo Admin changed Maria Garcia’s phone from \+1 555-\d{4} to \+1 555 000 1111/,
    /set Maria Garcia inactive/,
  ])

  // Another driver's history has only what touched them.
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Robert Johnson' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Robert Johnson' }).getByRole('listitem'),
  ).toHaveText([/^Demo Admin set Robert Johnson inactive \(was active\)/])
})

// The edit dialog's axe scan and its focus, light and dark, English and Arabic: tests/features/drivers/
// edit-driver-dialog.browser.test.tsx.
