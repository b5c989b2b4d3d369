import type { Page } from '@playwright/test'
import {
  expect,
  holdTheApp,
  recordedFrames,
  recordFrames,
  signInWithButton,
  test,
  throttleCpu,
  untilAppStarted,
} from './fixtures'
import { listFooter, screenHeading, searchBox, tableRows } from './locators'

// Issue 46: adding drivers, one by one and from a CSV file, and removing them, with Undo.

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Driver' })

async function addDriver(
  page: Page,
  { name, email, phone }: { name: string; email: string; phone: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Driver' }).click()
  const dialog = addDialog(page)
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(phone)
  await dialog.getByRole('button', { name: 'Add Driver' }).click()
}

/** The title's count as the page paints it (null while it is not shown). */
function paintedTotal(): string | null {
  const heading = document.querySelector('h1')
  if (!heading || getComputedStyle(heading).visibility === 'hidden') return null
  return heading.textContent?.match(/\(\d+ total\)/)?.[0] ?? null
}

test('an added driver shows in the list, its count, the palette and after a reload, from the first frame', async ({
  page,
}) => {
  await signInWithButton(page)
  await page.goto('/dashboard/drivers')
  await addDriver(page, { name: 'Zoe Quinn', email: 'zoe@example.com', phone: '+1 555 0100' })
  await expect(addDialog(page)).toBeHidden()
  await expect(page.getByText('Driver added')).toBeVisible()
  await expect(screenHeading(page)).toHaveText('Drivers (51 total)')
  await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 51 drivers')

  await searchBox(page).fill('zoe')
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page)).toContainText('Zoe Quinn')
  await expect(tableRows(page)).toContainText('Active')
  await expect(tableRows(page)).toContainText('No rating yet')

  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').pressSequentially('Zoe')
  await expect(palette.getByRole('option', { name: /^Zoe Quinn/ })).toBeVisible()
  await page.keyboard.press('Escape')

  await searchBox(page).fill('')
  await expect(page).not.toHaveURL(/[?&]q=/)
  await recordFrames(page, paintedTotal)
  const { release } = await holdTheApp(page)
  await throttleCpu(page)
  await page.reload({ waitUntil: 'commit' })
  await expect(screenHeading(page)).toHaveText('Drivers (51 total)')
  release()
  await untilAppStarted(page)
  await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 51 drivers')
  const painted = recordedFrames(page).map((frame) => frame.seen)
  expect(painted.length).toBeGreaterThan(0)
  expect(new Set(painted)).toEqual(new Set(['(51 total)']))
})

test('an e-mail another driver has, in other case, is refused and the field marked', async ({
  page,
}) => {
  await signInWithButton(page)
  await page.goto('/dashboard/drivers')
  await addDriver(page, {
    name: 'Maria Two',
    email: 'MARIA.GARCIA2@example.com',
    phone: '+1 555 0101',
  })
  const email = addDialog(page).getByRole('textbox', { name: 'Email' })
  await expect(addDialog(page).getByRole('alert')).toHaveText(
    'Another driver already has this email',
  )
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
})
