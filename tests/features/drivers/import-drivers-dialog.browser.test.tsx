import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import { t } from '@/lib/i18n/translate'
import { EVERY_LOOK, dressPage, expectNoAxeViolations, renderRoute } from '../../support/component'

// Import drivers over the drivers screen, opened by Import CSV, in Chromium: a chosen file's count
// and the rows it cannot take, a long list of them by keyboard, its layout, and axe in every look.

// The dialog and the file reader load on first use; a cold transform can outlast findBy's wait.
beforeAll(() =>
  Promise.all([import('@/features/drivers/roster-dialogs'), import('@/lib/drivers/driver-import')]),
)
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ id: 1, name: 'Demo Admin', email: 'demo@example.com', phone_number: '' }),
  )
})

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

const csvFile = (lines: string[]) =>
  new File([lines.join('\r\n')], 'drivers.csv', { type: 'text/csv' })

/** Two good rows and three the import cannot take (a taken e-mail, none, an unknown status). */
const MIXED = csvFile([
  'Name,Email,Phone,Status',
  'Ada Lovelace,ada@example.com,+44 20 7946 0000,Active',
  'Maria Again,MARIA.GARCIA2@example.com,555-0101,',
  'No Email,,555-0102,Active',
  'Grace Hopper,grace@example.com,555-0103,retired',
  'Alan Turing,alan@example.com,555-0104,Inactive',
])

/** One good row, then `count` rows whose e-mail is not valid: more than the list shows at once. */
const manyProblems = (count = 40) =>
  csvFile([
    'Name,Email,Phone',
    'Ada Lovelace,ada@example.com,555-0100',
    ...Array.from(
      { length: count },
      (_, index) => `Driver ${index},not-an-email-${index},555-0101`,
    ),
  ])

/** The drivers screen, then Import drivers opened by Import CSV, named in the page's language. */
async function openImportDialog() {
  renderRoute('/dashboard/drivers', driversRoutes)
  const opener = await screen.findByRole('button', { name: t('drivers.import.open') })
  await userEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: t('drivers.import.title') })
  const input = within(dialog).getByLabelText<HTMLInputElement>(t('drivers.import.file'))
  return { opener, dialog, input }
}

const problemList = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: t('drivers.import.problems') })
const importButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: /^Import \d/ })

describe('Import drivers', () => {
  it('a chosen file shows how many it adds and each row it cannot, with why; Import names the count', async () => {
    const { dialog, input } = await openImportDialog()
    expect(importButton(dialog)).toBeNull()
    await userEvent.upload(input, MIXED)

    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 drivers to add')
    expect(
      within(problemList(dialog))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: Another driver already has this email',
      'Row 4: Email is missing',
      'Row 5: Unknown status “retired”: use Active or Inactive',
    ])
    expect(importButton(dialog)).toHaveTextContent('Import 2 drivers')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription(expect.stringContaining('2 drivers to add'))
  })

  it('offers no Import when no row can be added, and marks the file when it is refused whole', async () => {
    const { dialog, input } = await openImportDialog()
    await userEvent.upload(
      input,
      csvFile(['Name,Email,Phone', 'Maria Garcia,maria.garcia2@example.com,555-0101']),
    )
    expect(await within(dialog).findByRole('status')).toHaveTextContent('0 drivers to add')
    expect(within(problemList(dialog)).getAllByRole('listitem')).toHaveLength(1)
    expect(importButton(dialog)).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()

    await userEvent.upload(input, csvFile(['Who,Where', 'Ada,London']))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(
      'The file has no header row naming the columns Name, Email, and Phone',
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(alert.textContent!)
    expect(within(dialog).queryByRole('status')).toBeNull()
    expect(within(dialog).queryByRole('list')).toBeNull()
    expect(importButton(dialog)).toBeNull()
  })

  it('a long list of rows is the next Tab stop after the file, and the keys scroll it', async () => {
    const { dialog, input } = await openImportDialog()
    await userEvent.upload(input, manyProblems())
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 driver to add')
    const list = problemList(dialog)
    expect(within(list).getAllByRole('listitem')).toHaveLength(40)
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight)

    input.focus()
    await userEvent.keyboard('{Tab}')
    expect(list).toHaveFocus()
    expect(list.scrollTop).toBe(0)
    await userEvent.keyboard('{End}')
    await expect.poll(() => list.scrollTop).toBe(list.scrollHeight - list.clientHeight)
    await userEvent.keyboard('{Tab}')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Tab}')
    expect(importButton(dialog)).toHaveFocus()
  })

  it('Escape closes it, focus back on Import CSV', async () => {
    const { opener, dialog, input } = await openImportDialog()
    await userEvent.upload(input, MIXED)
    await within(dialog).findByRole('status')
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument())
    await vi.waitFor(() => expect(opener).toHaveFocus())
  })

  it.each(['en', 'ar'] as const)(
    'a reason with no place to break stays inside the dialog on a phone (%s)',
    async (language) => {
      dressPage({ language })
      await page.viewport(375, 667)
      const { dialog, input } = await openImportDialog()
      const status = `retired${'andgone'.repeat(30)}`
      await userEvent.upload(
        input,
        csvFile(['Name,Email,Phone,Status', `A B,ab@x.io,555,${status}`]),
      )
      const item = await within(dialog).findByRole('listitem')
      expect(item).toHaveTextContent(status)
      // Broken across lines: neither the list nor the dialog scrolls sideways.
      const list = problemList(dialog)
      expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
      expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
      const box = dialog.getBoundingClientRect()
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(375)
    },
  )
})

describe.each(EVERY_LOOK)('axe, %s theme, %s', (theme, language) => {
  it('finds nothing with a long list of rows it cannot take, nor with a file refused', async () => {
    dressPage({ theme, language })
    const { dialog, input } = await openImportDialog()
    await userEvent.upload(input, manyProblems())
    await within(dialog).findByRole('status')
    expect(problemList(dialog)).toBeVisible()
    await expectNoAxeViolations()

    await userEvent.upload(input, csvFile(['']))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('drivers.import.empty'))
    await expectNoAxeViolations()
  })
})
