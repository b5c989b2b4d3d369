import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import { currentDrivers } from '@/lib/local-data/local-data'
import { t } from '@/lib/i18n/translate'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderRoute,
  switchTheme,
} from '../../support/component'

// Add New Driver over the drivers screen, opened by its button, in Chromium: axe in every look,
// the Tab order, the field at fault, and where focus goes when it closes.

// The dialog loads on first use; a cold transform can outlast findBy's wait.
beforeAll(() => import('@/features/drivers/roster-dialogs'))
// An added driver is recorded as the admin's: their profile, without a server.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ id: 1, name: 'Demo Admin', email: 'demo@example.com', phone_number: '' }),
  )
})

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

/** The drivers screen, then Add New Driver opened by its button, named in the page's language. */
async function openAddDialog() {
  renderRoute('/dashboard/drivers', driversRoutes)
  await screen.findByRole('table')
  const opener = screen.getByRole('button', { name: t('drivers.add.open') })
  await userEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: t('drivers.add.title') })
  const inDialog = within(dialog)
  const field = (key: 'name' | 'email' | 'phone') =>
    inDialog.getByRole('textbox', { name: t(`drivers.field.${key}`) })
  return {
    opener,
    dialog,
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    status: inDialog.getByRole('combobox', { name: t('drivers.field.status') }),
    cancel: inDialog.getByRole('button', { name: t('ui.cancel') }),
    submit: inDialog.getByRole('button', { name: t('drivers.add.submit') }),
    close: inDialog.getByRole('button', { name: t('ui.close') }),
  }
}

describe('Add New Driver', () => {
  // One render per language, each state scanned in both themes: light and dark, left to right
  // and right to left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)(
    'has no WCAG 2.2 A/AA violations open and with a problem shown (light and dark theme, %s)',
    async (language) => {
      dressPage({ theme: 'light', language })
      const { dialog, name, email, phone, submit } = await openAddDialog()
      expect(dialog).toBeVisible()
      await expectNoAxeViolations()
      await switchTheme('dark')
      await expectNoAxeViolations()

      // Nothing typed: every field is at fault, the first focused.
      await userEvent.click(submit)
      expect(await within(dialog).findByRole('alert')).toBeVisible()
      for (const field of [name, email, phone]) {
        expect(field).toHaveAttribute('aria-invalid', 'true')
      }
      expect(name).toHaveFocus()
      await expectNoAxeViolations()
      await switchTheme('light')
      await expectNoAxeViolations()
    },
  )

  it('starts on Name with Active chosen; Tab goes through the fields, the buttons and Close, and stays inside', async () => {
    const { name, email, phone, status, cancel, submit, close } = await openAddDialog()
    await vi.waitFor(() => expect(name).toHaveFocus())
    expect(status).toHaveValue('active')
    expect(status).toHaveDisplayValue('Active')

    const order = [email, phone, status, cancel, submit, close, name]
    for (const next of order) {
      await userEvent.keyboard('{Tab}')
      expect(next).toHaveFocus()
    }
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(close).toHaveFocus()
  })

  it('an e-mail another driver has, in other case, marks Email only and focuses it; editing it takes the mark away', async () => {
    const { dialog, name, email, phone, submit } = await openAddDialog()
    await userEvent.type(name, 'Maria Two')
    await userEvent.type(email, 'MARIA.GARCIA2@EXAMPLE.COM')
    await userEvent.type(phone, '+1 555 0101')
    await userEvent.click(submit)

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Another driver already has this email')
    expect(email).toHaveFocus()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Another driver already has this email')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(phone).not.toHaveAttribute('aria-invalid')
    expect(currentDrivers()).toHaveLength(50)

    await userEvent.keyboard('x')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('adding closes it, puts the driver in the list (Inactive as chosen) and gives focus back to Add Driver', async () => {
    const { opener, dialog, name, email, phone, status, submit } = await openAddDialog()
    await userEvent.type(name, 'Zoe Quinn')
    await userEvent.type(email, 'zoe@example.com')
    await userEvent.type(phone, '+1 555 0100')
    await userEvent.selectOptions(status, 'inactive')
    await userEvent.click(submit)

    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument())
    // Saved in the browser's database, and read back from it.
    const added = currentDrivers().filter(({ email }) => email === 'zoe@example.com')
    expect(added).toEqual([
      expect.objectContaining({
        name: 'Zoe Quinn',
        phone: '+1 555 0100',
        status: 'inactive',
        trips: 0,
        rating: null,
      }),
    ])
    expect(added[0]!.id).toBeGreaterThan(50)
    expect(currentDrivers()).toHaveLength(51)
    await vi.waitFor(() => expect(opener).toHaveFocus())
    await vi.waitFor(() => expect(screen.getByText('Driver added')).toBeVisible())
  })

  it('Escape closes it without adding, focus back on Add Driver; it opens empty again', async () => {
    const { opener, dialog, name } = await openAddDialog()
    await userEvent.type(name, 'Half Typed')
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument())
    await vi.waitFor(() => expect(opener).toHaveFocus())
    expect(currentDrivers()).toHaveLength(50)

    await userEvent.keyboard('{Enter}')
    const again = await screen.findByRole('dialog', { name: 'Add New Driver' })
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('')
  })
})
