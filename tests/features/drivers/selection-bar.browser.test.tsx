import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderRoute,
  switchTheme,
} from '../../support/component'

// The bar and its confirmation load on first use; a cold transform can outlast findBy's wait.
beforeAll(() => import('@/features/drivers/selection-bar'))
// A status change is recorded as the admin's: their profile, without a server.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ id: 1, name: 'Demo Admin', email: 'demo@example.com', phone_number: '' }),
  )
})

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

/** The drivers screen alone, its table drawn (1280 px wide by default). */
async function openDrivers(path = '/dashboard/drivers') {
  const view = renderRoute(path, driversRoutes)
  const table = await screen.findByRole('table')
  return { ...view, table }
}

const bar = () => screen.queryByRole('toolbar', { name: 'Selected drivers' })
const findBar = () => screen.findByRole('toolbar', { name: 'Selected drivers' })
const barButton = async (name: string | RegExp) =>
  within(await findBar()).getByRole('button', { name })
const select = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' })
/** The names in the table's rows, in the order shown. */
const shownNames = () =>
  [...document.querySelectorAll('[data-drivers-table] tbody tr td:nth-child(3) a')].map(
    (link) => link.textContent ?? '',
  )
const footer = () => screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)
const statusOf = (name: string) =>
  within(screen.getByRole('table'))
    .getByRole('link', { name })
    .closest('tr')!
    .querySelectorAll('td')[4]!

/** Catches the file a download would save, instead of saving it. */
function catchDownloads() {
  const files: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob)
    return 'blob:caught'
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return files
}

describe('the selection bar', () => {
  it('keeps the selection across pages and sorts; Export selected writes exactly it, in the order shown', async () => {
    const files = catchDownloads()
    const { router } = await openDrivers()
    await userEvent.click(select('Maria Garcia'))
    expect(await findBar()).toHaveTextContent('1 selected')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await expect.poll(() => footer().textContent).toBe('Showing 21 to 30 of 50 drivers')
    const third = shownNames()
    await userEvent.click(select(third[0]!))
    await userEvent.click(select(third[4]!))
    expect(await findBar()).toHaveTextContent('3 selected')

    // Sorted by name, descending: the export follows the order shown, not the order of clicks.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name:desc')
    await expect.poll(() => router.state.location.search).toMatch(/sort=name&dir=desc/)
    expect(await findBar()).toHaveTextContent('3 selected')
    await userEvent.click(await barButton('Export selected'))

    await expect.poll(() => files.length).toBe(1)
    const bytes = new Uint8Array(await files[0]!.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const records = new TextDecoder().decode(bytes).slice(0, -2).split('\r\n')
    expect(records[0]).toBe('ID,Name,Email,Phone,Status,Trips,Rating')
    const rows = records.slice(1).map((record) => record.split(','))
    const exported = rows.map((row) => row[1]!)
    expect([...exported].sort()).toEqual(['Maria Garcia', third[0], third[4]].sort())
    expect(exported).toEqual([...exported].sort((a, b) => b.localeCompare(a)))
    // The same safe CSV as Export CSV: a leading '+' is defused, the field quoted.
    expect(rows.every((row) => row[3]!.startsWith(`"'+1 555-`))).toBe(true)
  })

  it('selects the page, then all matching; unselecting one counts down; the selection survives a search', async () => {
    await openDrivers('/dashboard/drivers?status=active')
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 33 drivers')
    await userEvent.click(pageBox())
    expect(await findBar()).toHaveTextContent('10 selected')
    await expect
      .poll(() => screen.getAllByRole('status').map((region) => region.textContent))
      .toContain('10 drivers selected')
    await userEvent.click(await barButton('Select all 33 matching'))
    await expect.poll(() => bar()?.textContent).toContain('33 selected')
    expect(within(bar()!).queryByRole('button', { name: /^Select all/ })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }))
    await expect.poll(() => footer().textContent).toBe('Showing 31 to 33 of 33 drivers')
    expect(pageBox()).toBeChecked()
    const fourth = shownNames()
    await userEvent.click(select(fourth[0]!))
    await expect.poll(() => bar()?.textContent).toContain('32 selected')
    expect(pageBox()).toHaveAttribute('aria-checked', 'mixed')

    // A search shows other rows; the selection stays a set of drivers.
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search drivers' }),
      fourth[0]!.split(' ')[1]!,
    )
    await expect.poll(() => shownNames()).toContain(fourth[0])
    expect(select(fourth[0]!)).not.toBeChecked()
    expect(bar()).toHaveTextContent('32 selected')
  })

  it('Clear selection and Escape clear it, focus staying on the list; Escape in the search is the box’s', async () => {
    await openDrivers()
    await userEvent.click(select('James Smith'))
    await userEvent.click(await barButton('Clear selection'))
    await expect.poll(bar).toBeNull()
    expect(select('James Smith')).not.toBeChecked()
    expect(pageBox()).toHaveFocus()

    await userEvent.click(select('James Smith'))
    expect(await findBar()).toBeVisible()
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search drivers' }))
    await userEvent.keyboard('{Escape}')
    expect(bar()).toBeVisible()
    select('James Smith').focus()
    await userEvent.keyboard('{Escape}')
    await expect.poll(bar).toBeNull()
    expect(select('James Smith')).not.toBeChecked()
  })

  it('is one Tab stop, and the arrow keys, Home and End move along its buttons', async () => {
    await openDrivers()
    await userEvent.click(pageBox())
    const first = await barButton('Select all 50 matching')
    first.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(await barButton('Export selected')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(await barButton('Clear selection')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(await barButton('Clear selection')).toHaveFocus()
    expect(bar()!.querySelectorAll('button[tabindex="0"]')).toHaveLength(1)
    await userEvent.keyboard('{Home}')
    expect(first).toHaveFocus()
  })

  it('offers no Deactivate when every selected driver is inactive already; Activate names how many', async () => {
    await openDrivers('/dashboard/drivers?status=inactive')
    await userEvent.click(pageBox())
    const deactivate = await barButton('Deactivate')
    expect(deactivate).toHaveAttribute('aria-disabled', 'true')
    // Still focusable (aria-disabled), so its title can say why; a click asks nothing.
    expect(deactivate).toHaveAttribute('title', expect.stringMatching(/all inactive already/))
    await userEvent.click(deactivate, { force: true })
    await userEvent.click(await barButton('Activate'))
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 10 drivers?' })
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    expect(within(dialog).getByRole('paragraph')).toHaveTextContent(
      /^James Smith, Linda Nguyen, David Miller, and 7 more will be marked active\.$/,
    )
  })

  it('Cancel gives focus back to Deactivate; confirming changes both and puts focus on the list', async () => {
    await openDrivers()
    await userEvent.click(select('Maria Garcia'))
    await userEvent.click(select('Robert Johnson'))
    await userEvent.click(await barButton('Deactivate'))
    let dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 drivers?' })
    expect(dialog).toHaveTextContent('Maria Garcia and Robert Johnson will be marked inactive.')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    expect(statusOf('Maria Garcia')).toHaveTextContent('Active')
    await expect
      .poll(async () => (await barButton('Deactivate')) === document.activeElement)
      .toBe(true)

    await userEvent.click(await barButton('Deactivate'))
    dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 drivers?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await expect.poll(bar).toBeNull()
    await expect.poll(() => statusOf('Maria Garcia')).toHaveTextContent('Inactive')
    expect(statusOf('Robert Johnson')).toHaveTextContent('Inactive')
    await expect.poll(() => document.activeElement).toBe(pageBox())
    // The toast fades in.
    await vi.waitFor(() => expect(screen.getByText('Deactivated 2 drivers')).toBeVisible())
  })
})

// One screen per language, the bar and then the confirmation scanned in both themes: light and
// dark, left to right and right to left.
describe.each(LOOK_LANGUAGES)('axe, light and dark, %s', (language) => {
  it('finds nothing on the bar, then on the confirmation', async () => {
    dressPage({ theme: 'light', language })
    const { table } = await openDrivers()
    // The second driver, Maria Garcia, is active: Deactivate asks.
    await userEvent.click(within(table).getAllByRole('checkbox')[2]!)
    const toolbar = await screen.findByRole('toolbar')
    expect(toolbar).toBeVisible()
    // The bar and the dialog: the whole screen's scan is drivers-screen.browser.test.tsx's.
    await expectNoAxeViolations(toolbar)
    await switchTheme('dark')
    await expectNoAxeViolations(toolbar)
    const buttons = within(toolbar).getAllByRole('button')
    // Export, Deactivate, Activate, Clear: the one after Export asks first.
    await userEvent.click(buttons[1]!)
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toBeVisible()
    await expectNoAxeViolations(dialog)
    await switchTheme('light')
    await expectNoAxeViolations(dialog)
  })
})
