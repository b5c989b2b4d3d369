import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import { t } from '@/lib/i18n/translate'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderRoute,
  switchTheme,
} from '../../support/component'

// Import drivers over the drivers screen, opened by Import CSV, in Chromium: what it takes, said
// before a file is chosen; a chosen file's count, its first drivers and the rows it cannot take, a
// long list of them by keyboard; a file in a Windows code page and the choice of the other; its
// layout, and axe in every look.

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

/** German Excel's plain CSV: Windows-1252 ("ü" 0xFC, "ß" 0xDF), semicolons, no byte-order mark. */
const WINDOWS_1252 = new File(
  [
    new Uint8Array([
      ...new TextEncoder().encode('Name;E-Mail;Telefon\r\nJ'),
      0xfc,
      ...new TextEncoder().encode('rgen Gro'),
      0xdf,
      ...new TextEncoder().encode(';juergen@example.de;+49 30 1234567\r\n'),
    ]),
  ],
  'drivers.csv',
  { type: 'text/csv' },
)

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
const preview = (dialog: HTMLElement) =>
  within(dialog).getByRole('table', { name: t('drivers.import.preview') })
/** The preview's rows, each its cells' text. */
const previewRows = (dialog: HTMLElement) =>
  within(preview(dialog))
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent))
/** `element` lies within `box`, side to side. */
function expectInside(element: Element, box: Element) {
  const inner = element.getBoundingClientRect()
  const outer = box.getBoundingClientRect()
  expect(inner.left).toBeGreaterThanOrEqual(outer.left)
  expect(inner.right).toBeLessThanOrEqual(outer.right)
}
const importButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: /^Import \d/ })

describe('Import drivers', () => {
  it('says what it takes before a file is chosen', async () => {
    const { dialog, input } = await openImportDialog()
    expect(dialog).toHaveAccessibleDescription(
      'Choose a CSV file with Name, Email and Phone columns (Status is optional), up to 1,000 rows and 1 MB. A file from Export CSV works as it is.',
    )
    expect(input).not.toHaveAccessibleDescription()
    expect(within(dialog).queryByRole('table')).toBeNull()
  })

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
    // The drivers as they will be added; the count line is the only one that counts them.
    expect(previewRows(dialog)).toEqual([
      ['Name', 'Email', 'Phone', 'Status'],
      ['Ada Lovelace', 'ada@example.com', '+44 20 7946 0000', 'Active'],
      ['Alan Turing', 'alan@example.com', '555-0104', 'Inactive'],
    ])
    expect(within(dialog).getAllByText(/drivers to add/)).toHaveLength(1)
  })

  it('shows the first five drivers a file adds, as they will be added', async () => {
    const { dialog, input } = await openImportDialog()
    const rows = Array.from({ length: 7 }, (_, n) => `"Driver\n${n}",d${n}@example.com,٥٥٥ ٠١٠${n}`)
    await userEvent.upload(input, csvFile(['Name,Email,Phone', ...rows]))
    expect(await within(dialog).findByRole('status')).toHaveTextContent('7 drivers to add')
    expect(previewRows(dialog).slice(1)).toEqual(
      [0, 1, 2, 3, 4].map((n) => [`Driver ${n}`, `d${n}@example.com`, `555 010${n}`, 'Active']),
    )
  })

  it.each([
    ['a header and no rows', ['Name,Email,Phone', '', ',,'], 'The file has no drivers to import'],
    [
      'an Excel workbook',
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
      'This is an Excel workbook, not a CSV file: in Excel, choose Save As, then CSV UTF-8.',
    ],
    [
      'a binary file',
      [new Uint8Array([0x00, 0x01, 0x02, 0x03])],
      'This file is not a CSV text file',
    ],
  ])('says what is wrong with %s, and counts nothing', async (_, parts, message) => {
    const { dialog, input } = await openImportDialog()
    const content = parts.map((part) => (typeof part === 'string' ? `${part}\r\n` : part))
    await userEvent.upload(input, new File(content, 'drivers.csv'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).queryByRole('status')).toBeNull()
    expect(within(dialog).queryByRole('table')).toBeNull()
    expect(importButton(dialog)).toBeNull()
  })

  it('reads a file that is not UTF-8 in the page’s code page, says so, and reads it in the other on request', async () => {
    const { dialog, input } = await openImportDialog()
    await userEvent.upload(input, WINDOWS_1252)
    expect(await within(dialog).findByText('Read as Windows-1252 (Western European)')).toBeVisible()
    expect(previewRows(dialog)[1]).toEqual([
      'Jürgen Groß',
      'juergen@example.de',
      '+49 30 1234567',
      'Active',
    ])
    expect(input).toHaveAccessibleDescription(
      '1 driver to add Read as Windows-1252 (Western European)',
    )

    const other = within(dialog).getByRole('button', {
      name: 'Read as Windows-1256 (Arabic) instead',
    })
    await userEvent.click(other)
    expect(await within(dialog).findByText('Read as Windows-1256 (Arabic)')).toBeVisible()
    // Windows-1256 keeps ü where Windows-1252 has it; its 0xDF is an Arabic letter.
    expect(previewRows(dialog)[1]![0]).toBe('Jürgen Groك')
    // The same button, now offering the first again: focus stays on it.
    expect(other).toHaveFocus()
    expect(other).toHaveAccessibleName('Read as Windows-1252 (Western European) instead')
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(previewRows(dialog)[1]![0]).toBe('Jürgen Groß'))
  })

  it('reads a file that is not UTF-8 as Windows-1256 on an Arabic page', async () => {
    dressPage({ language: 'ar' })
    const { dialog, input } = await openImportDialog()
    await userEvent.upload(input, WINDOWS_1252)
    expect(
      await within(dialog).findByText(
        t('drivers.import.readAs', { codePage: t('drivers.import.arabic') }),
      ),
    ).toBeVisible()
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: t('drivers.import.readAsOther', { codePage: t('drivers.import.westernEuropean') }),
      }),
    )
    await vi.waitFor(() => expect(previewRows(dialog)[1]![0]).toBe('Jürgen Groß'))
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
    'a reason, an e-mail and a code page with no place to break stay inside the dialog on a phone (%s)',
    async (language) => {
      dressPage({ language })
      await page.viewport(375, 667)
      const { dialog, input } = await openImportDialog()
      const status = `retired${'andgone'.repeat(30)}`
      const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`
      await userEvent.upload(
        input,
        csvFile([
          'Name,Email,Phone,Status',
          `A B,ab@x.io,555 0100,${status}`,
          `Long Address,${email},555 0101,`,
        ]),
      )
      const item = await within(dialog).findByRole('listitem')
      expect(item).toHaveTextContent(status)
      expect(previewRows(dialog)[1]![1]).toBe(email)
      // Broken across lines: neither the list, the preview nor the dialog scrolls sideways.
      const list = problemList(dialog)
      expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
      expectInside(preview(dialog), dialog)
      expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
      // The choice of a code page wraps too.
      await userEvent.upload(input, WINDOWS_1252)
      const choice = await within(dialog).findByRole('button', { name: /Windows-125/ })
      expectInside(choice, dialog)
      expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
      const box = dialog.getBoundingClientRect()
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(375)
    },
  )
})

// One dialog per language, each state scanned in both themes: light and dark, left to right and
// right to left (LOOK_LANGUAGES). It covers what two tests a look did: a long list of rows it cannot
// take, a file refused; then a file read in a code page with its first drivers shown.
describe.each(LOOK_LANGUAGES)('axe, light and dark theme, %s', (language) => {
  it('finds nothing with a long list of rows it cannot take, a file refused, or a file read in a code page and its first drivers shown', async () => {
    dressPage({ theme: 'light', language })
    const { dialog, input } = await openImportDialog()
    await userEvent.upload(input, manyProblems())
    await within(dialog).findByRole('status')
    expect(problemList(dialog)).toBeVisible()
    await expectNoAxeViolations()
    await switchTheme('dark')
    await expectNoAxeViolations()

    await userEvent.upload(input, csvFile(['']))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('drivers.import.empty'))
    await expectNoAxeViolations()
    await switchTheme('light')
    await expectNoAxeViolations()

    await userEvent.upload(input, WINDOWS_1252)
    await within(dialog).findByRole('button', { name: /Windows-125/ })
    expect(preview(dialog)).toBeVisible()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await expectNoAxeViolations()
    await switchTheme('dark')
    await expectNoAxeViolations()
  })
})
