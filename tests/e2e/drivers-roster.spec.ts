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
import { listFooter, screenHeading, searchBox, tableRows } from './locators'

// Issue 46: adding drivers, one by one and from a CSV file, and removing them, with Undo. The
// first test signs in with the page's own link, as an admin does; the others start from a session
// made by the local API (createSession), the same session without the login page's load.

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
  await createSession(page)
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

test('removing a driver from the panel returns to the list; Undo puts them back with their edit; a removed address is not found', async ({
  page,
}) => {
  await createSession(page)
  await page.goto('/dashboard/drivers')
  await page.getByRole('link', { name: 'Maria Garcia' }).click()
  const panel = page.getByRole('dialog', { name: 'Maria Garcia' })
  await panel.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit driver' })
  await edit.getByRole('textbox', { name: 'Phone' }).fill('+1 555 424 2424')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByText('Driver updated')).toBeVisible()

  const removeMaria = async () => {
    await panel.getByRole('button', { name: 'Remove driver' }).click()
    const question = page.getByRole('alertdialog', { name: 'Remove Maria Garcia?' })
    await question.getByRole('button', { name: 'Remove' }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard\/drivers$/)
    await expect(page.getByText('Removed Maria Garcia')).toBeVisible()
    await expect(screenHeading(page)).toHaveText('Drivers (49 total)')
    await expect(page.getByRole('link', { name: 'Maria Garcia' })).toHaveCount(0)
  }
  await removeMaria()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Undone: 1 driver is back')).toBeVisible()
  await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
  await page.getByRole('link', { name: 'Maria Garcia' }).click()
  await expect(panel.getByRole('link', { name: '+1 555 424 2424' })).toBeVisible()
  await expect(panel.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    /put back Maria Garcia \(maria\.garcia2@example\.com, \+1 555 424 2424, active\)/,
    /removed Maria Garcia \(maria\.garcia2@example\.com, \+1 555 424 2424, active\)/,
    /changed Maria Garcia’s phone from \+1 555-\d{4} to \+1 555 424 2424/,
  ])

  await removeMaria()
  await page.goto('/dashboard/drivers/2')
  await expect(page.getByRole('dialog', { name: 'Driver not found' })).toBeVisible()
})

test('removing several from the selection bar; Undo brings them back, not into the selection', async ({
  page,
}) => {
  await createSession(page)
  await page.goto('/dashboard/drivers')
  await page.getByRole('checkbox', { name: 'Select Maria Garcia', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Select Robert Johnson', exact: true }).check()
  await page
    .getByRole('toolbar', { name: 'Selected drivers' })
    .getByRole('button', { name: 'Remove' })
    .click()
  const question = page.getByRole('alertdialog', { name: 'Remove 2 drivers?' })
  await expect(question).toContainText('Maria Garcia and Robert Johnson')
  await question.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Removed 2 drivers')).toBeVisible()
  await expect(screenHeading(page)).toHaveText('Drivers (48 total)')
  await expect(page.getByRole('toolbar', { name: 'Selected drivers' })).toBeHidden()

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Undone: 2 drivers are back')).toBeVisible()
  await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
  await expect(page.getByRole('link', { name: 'Maria Garcia' })).toBeVisible()
  await expect(page.getByRole('toolbar', { name: 'Selected drivers' })).toBeHidden()
})

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import drivers' })

test('importing a file with good and bad rows: each bad row says why, the good ones come in as one change, and Undo takes them out', async ({
  page,
}) => {
  await createSession(page)
  await page.goto('/dashboard/drivers')
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const csv = [
    'Email,Name,Phone,Status',
    'ada@example.com,Ada Lovelace,+44 20 7946 0000,active',
    'maria.garcia2@EXAMPLE.com,Maria Again,555-0101,',
    ',No Email,555-0102,Active',
    'grace@example.com,Grace Hopper,555-0103,retired',
    '"alan@example.com","Turing, Alan","555-0104",Inaktiv',
  ].join('\r\n')
  await importDialog(page)
    .getByLabel('CSV file')
    .setInputFiles({ name: 'drivers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(importDialog(page).getByRole('status')).toHaveText('2 drivers to add')
  await expect(
    importDialog(page)
      .getByRole('list', { name: 'Rows that cannot be added' })
      .getByRole('listitem'),
  ).toHaveText([
    'Row 3: Another driver already has this email',
    /^Row 4: /,
    /^Row 5: Unknown status “retired”/,
  ])
  await importDialog(page).getByRole('button', { name: 'Import 2 drivers' }).click()
  await expect(importDialog(page)).toBeHidden()
  await expect(page.getByText('Imported 2 drivers')).toBeVisible()
  await expect(screenHeading(page)).toHaveText('Drivers (52 total)')
  await searchBox(page).fill('Turing')
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page)).toContainText('Inactive')

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
  await expect(tableRows(page)).toHaveText(['No drivers found'])
})

test('a file Export CSV wrote imports as nothing new: every driver is already there', async ({
  page,
}) => {
  await createSession(page)
  await page.goto('/dashboard/drivers')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await (await download).path()
  await page.getByRole('button', { name: 'Import CSV' }).click()
  await importDialog(page).getByLabel('CSV file').setInputFiles(file)
  await expect(importDialog(page).getByRole('status')).toHaveText('0 drivers to add')
  await expect(
    importDialog(page)
      .getByRole('list', { name: 'Rows that cannot be added' })
      .getByRole('listitem'),
  ).toHaveCount(50)
  await expect(importDialog(page).getByRole('button', { name: /^Import \d/ })).toHaveCount(0)
})

test('two tabs: each sees the other’s adds and removals at once, and adding at the same moment gives two ids', async ({
  page,
  context,
}) => {
  await createSession(page)
  await page.goto('/dashboard/drivers')
  const other = await context.newPage()
  await other.goto('/dashboard/drivers')
  await expect(screenHeading(other)).toHaveText('Drivers (50 total)')

  // Both forms filled, then both sent together.
  const fill = async (tab: Page, name: string, email: string) => {
    await tab.getByRole('button', { name: 'Add Driver' }).click()
    await addDialog(tab).getByRole('textbox', { name: 'Name' }).fill(name)
    await addDialog(tab).getByRole('textbox', { name: 'Email' }).fill(email)
    await addDialog(tab).getByRole('textbox', { name: 'Phone' }).fill('555-0199')
  }
  await fill(page, 'Ada Lovelace', 'ada@example.com')
  await fill(other, 'Alan Turing', 'alan@example.com')
  await Promise.all([
    addDialog(page).getByRole('button', { name: 'Add Driver' }).click(),
    addDialog(other).getByRole('button', { name: 'Add Driver' }).click(),
  ])
  await expect(screenHeading(page)).toHaveText('Drivers (52 total)')
  await expect(screenHeading(other)).toHaveText('Drivers (52 total)')
  const idOf = async (tab: Page, name: string) => {
    await tab.getByRole('link', { name }).click()
    const panel = tab.getByRole('dialog', { name })
    const id = (await panel.getByText(/^ID: \d+$/).textContent())!.replace('ID: ', '')
    await tab.keyboard.press('Escape')
    return Number(id)
  }
  await searchBox(page).fill('Lovelace')
  await searchBox(other).fill('Turing')
  expect(new Set([await idOf(page, 'Ada Lovelace'), await idOf(other, 'Alan Turing')])).toEqual(
    new Set([51, 52]),
  )

  await searchBox(other).fill('')
  await other.getByRole('checkbox', { name: 'Select Maria Garcia', exact: true }).check()
  await other
    .getByRole('toolbar', { name: 'Selected drivers' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await other
    .getByRole('alertdialog', { name: 'Remove Maria Garcia?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(screenHeading(page)).toHaveText('Drivers (51 total)')
  await searchBox(page).fill('Maria Garcia')
  await expect(tableRows(page)).toHaveText(['No drivers found'])
})
