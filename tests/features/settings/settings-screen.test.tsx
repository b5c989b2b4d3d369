// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../support/loopback-server'
import { renderApp, withFakeApi } from '../../test-utils'
import { countConnectedAsOnScreen } from '../../support/jsdom'

const api = withFakeApi()
// Dialogs give focus back to what opened them only while it is on screen.
beforeEach(countConnectedAsOnScreen)

async function openSettings() {
  const app = renderApp('/dashboard/settings')
  // Read from the browser's database: shown once read.
  await app.screen.findByRole('list', { name: 'Admins' })
  // hidden: true, since an open modal dialog hides the rest of the page from the accessibility tree.
  const adminList = () => app.screen.getByRole('list', { name: 'Admins', hidden: true })
  return { ...app, adminList }
}

async function fillAdmin(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  values: { name?: string; email?: string; phone?: string },
) {
  const { getByLabelText } = within(dialog)
  if (values.name) await user.type(getByLabelText('Name'), values.name)
  if (values.email) await user.type(getByLabelText('Email'), values.email)
  if (values.phone) await user.type(getByLabelText('Phone'), values.phone)
}

describe('settings: current admin', () => {
  it('shows Loading... until the profile arrives, then name, email and phone', async () => {
    let answer: (() => void) | undefined
    api.current.handle((_req, res) => {
      answer = () =>
        json(res, 200, {
          id: 9,
          name: 'Ada Admin',
          email: 'ada@example.com',
          phone_number: '+1 555',
        })
    })
    const { screen } = await openSettings()
    const card = screen.getByRole('heading', { name: 'Current Admin' }).closest('section')!

    expect(within(card).getByText('Loading...')).toBeInTheDocument()
    await waitFor(() => expect(answer).toBeDefined())
    answer!()

    expect(await within(card).findByText('Ada Admin')).toBeInTheDocument()
    expect(within(card).getByText('ada@example.com')).toBeInTheDocument()
    expect(within(card).getByText('+1 555')).toBeInTheDocument()
    expect(within(card).queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('shows the fallback profile and logs the error when the fetch fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.current.handle((_req, res) => json(res, 500, { message: 'boom' }))
    const { screen } = await openSettings()

    const card = (await screen.findByRole('heading', { name: 'Current Admin' })).closest('section')!
    expect(await within(card).findByText('Admin User')).toBeInTheDocument()
    expect(within(card).getByText('admin@example.com')).toBeInTheDocument()
    expect(within(card).getByText('+1 (555) 000-0000')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Failed to fetch admin profile:', expect.anything())
  })

  it('shows the profile’s text as text, never as markup', async () => {
    api.current.handle((_req, res) =>
      json(res, 200, {
        name: '<img src=x onerror=alert(1)>',
        email: 'a@example.com',
        phone_number: '',
      }),
    )
    const { screen, container } = await openSettings()

    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('settings: applications switch', () => {
  it('starts on and toasts on each change', async () => {
    const { screen, user } = await openSettings()
    const toggle = screen.getByRole('switch', { name: 'Accepting Applications' })
    expect(toggle).toBeChecked()

    await user.click(toggle)
    expect(await screen.findByText('Applications are now closed')).toBeInTheDocument()
    expect(toggle).not.toBeChecked()

    await user.click(toggle)
    expect(await screen.findByText('Now accepting applications')).toBeInTheDocument()
    expect(toggle).toBeChecked()
  })
})

describe('settings: admin management', () => {
  it('lists the two initial admins with name, email, phone and a named delete button', async () => {
    const { screen, adminList } = await openSettings()

    const entries = within(adminList()).getAllByRole('listitem', { hidden: true })
    expect(entries).toHaveLength(2)
    expect(entries[0]).toHaveTextContent(
      /Olivia Bennett.*olivia\.bennett@example\.com.*\+1 555-0101/,
    )
    expect(screen.getByRole('button', { name: 'Delete Olivia Bennett' })).toBeInTheDocument()
  })

  it('adds an admin: fields cleared, dialog closed, toast shown', async () => {
    const { screen, user, adminList } = await openSettings()

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('type', 'tel')
    await fillAdmin(user, dialog, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555 1234',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    expect(await screen.findByText('Admin added successfully')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(adminList()).getAllByRole('listitem', { hidden: true })).toHaveLength(3)
    expect(adminList()).toHaveTextContent('Grace Hopper')

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const reopened = await screen.findByRole('dialog', { name: 'Add New Admin' })
    expect(within(reopened).getByLabelText('Name')).toHaveValue('')
  })

  it.each([
    ['name', { email: 'grace@example.com', phone: '555 0100' }],
    ['email', { name: 'Grace', phone: '555 0100' }],
    ['phone', { name: 'Grace', email: 'grace@example.com' }],
    ['every field but spaces', { name: '   ', email: '  ', phone: ' ' }],
  ])(
    'refuses an empty %s with "Please fill all fields" and adds nothing',
    async (_case, values) => {
      const { screen, user, adminList } = await openSettings()

      await user.click(screen.getByRole('button', { name: 'Add Admin' }))
      const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
      await fillAdmin(user, dialog, values)
      await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill all fields')
      expect(dialog).toBeInTheDocument()
      expect(within(adminList()).getAllByRole('listitem', { hidden: true })).toHaveLength(2)
    },
  )

  it('keeps what was typed when the input is refused', async () => {
    const { screen, user } = await openSettings()

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await fillAdmin(user, dialog, { name: 'Grace', email: 'not-an-email', phone: '555 0100' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    )
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Grace')
    expect(within(dialog).getByLabelText('Email')).toHaveValue('not-an-email')
  })

  it.each([
    [
      'a malformed e-mail',
      { email: 'not-an-email' },
      'Email',
      'Please enter a valid email address',
    ],
    [
      'a phone with letters',
      { phone: 'call me' },
      'Phone',
      'Use only digits, spaces, +, -, ( and ) in a phone number',
    ],
    [
      'a phone without digits',
      { phone: '---' },
      'Phone',
      'A phone number needs at least one digit',
    ],
    ['a phone of only +', { phone: '+' }, 'Phone', 'A phone number needs at least one digit'],
    ['a phone of 4 digits', { phone: '+1 555' }, 'Phone', 'A phone number has at least 5 digits'],
    [
      'an e-mail with 65 characters before the @',
      { email: `${'g'.repeat(65)}@example.com` },
      'Email',
      'The part of an email address before the @ has at most 64 characters',
    ],
    [
      'a duplicate e-mail',
      { email: 'Marcus.Reed@example.com' },
      'Email',
      'An admin with this email already exists',
    ],
    [
      'a name over 100 characters',
      { name: 'N'.repeat(101) },
      'Name',
      'Name must be at most 100 characters',
    ],
    [
      'a phone over 30 characters',
      { phone: '1'.repeat(31) },
      'Phone',
      'Phone must be at most 30 characters',
    ],
  ])(
    'marks only the faulty field for %s and moves focus to it',
    async (_case, wrong, label, message) => {
      const { screen, user } = await openSettings()

      await user.click(screen.getByRole('button', { name: 'Add Admin' }))
      const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
      await fillAdmin(user, dialog, {
        name: 'Grace',
        email: 'grace@example.com',
        phone: '555 0100',
        ...wrong,
      })
      await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

      const faulty = within(dialog).getByLabelText(label)
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
      // Nothing typed is cut or lost: the admin sees what to fix.
      expect(faulty).toHaveValue(Object.values(wrong)[0])
      expect(faulty).toHaveAttribute('aria-invalid', 'true')
      expect(faulty).toHaveAccessibleDescription(message)
      expect(faulty).toHaveFocus()
      for (const other of ['Name', 'Email', 'Phone'].filter((name) => name !== label)) {
        expect(within(dialog).getByLabelText(other)).not.toHaveAttribute('aria-invalid')
        expect(within(dialog).getByLabelText(other)).not.toHaveAccessibleDescription()
      }

      // Correcting the field takes the mark and the message away.
      await user.type(faulty, 'x')
      expect(faulty).not.toHaveAttribute('aria-invalid')
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('marks every empty field and focuses the first of them', async () => {
    const { screen, user } = await openSettings()

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await fillAdmin(user, dialog, { name: 'Grace' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    await within(dialog).findByRole('alert')
    const [name, email, phone] = ['Name', 'Email', 'Phone'].map((label) =>
      within(dialog).getByLabelText(label),
    )
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please fill all fields')
    expect(email).toHaveFocus()

    // One field filled: the other stays marked and the message stays.
    await user.type(email, 'grace@example.com')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all fields')
  })

  it.each([
    [
      'Cancel',
      (user: UserEvent, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: UserEvent, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
  ])(
    'closing with %s clears the form and its errors for the next Add Admin',
    async (_how, close) => {
      const { screen, user } = await openSettings()

      await user.click(screen.getByRole('button', { name: 'Add Admin' }))
      const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
      await fillAdmin(user, dialog, { name: 'Grace', email: 'not-an-email' })
      await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))
      expect(await within(dialog).findByRole('alert')).toBeInTheDocument()
      await close(user, dialog)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Add Admin' }))
      const reopened = await screen.findByRole('dialog', { name: 'Add New Admin' })
      for (const label of ['Name', 'Email', 'Phone']) {
        expect(within(reopened).getByLabelText(label)).toHaveValue('')
        expect(within(reopened).getByLabelText(label)).not.toHaveAttribute('aria-invalid')
      }
      expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('refuses an e-mail already in the list', async () => {
    const { screen, user, adminList } = await openSettings()

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await fillAdmin(user, dialog, {
      name: 'Copy',
      email: 'OLIVIA.BENNETT@example.com',
      phone: '555 0100',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An admin with this email already exists',
    )
    expect(within(adminList()).getAllByRole('listitem', { hidden: true })).toHaveLength(2)
  })

  it('adds once on a double Enter', async () => {
    const { screen, user, adminList } = await openSettings()

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await fillAdmin(user, dialog, { name: 'Grace', email: 'grace@example.com', phone: '555 0100' })
    await user.keyboard('{Enter}{Enter}')

    expect(await screen.findByText('Admin added successfully')).toBeInTheDocument()
    expect(within(adminList()).getAllByRole('listitem', { hidden: true })).toHaveLength(3)
  })

  it('shows a hostile name as text', async () => {
    const { screen, user, adminList, container } = await openSettings()
    const hostile = '<img src=x onerror=alert(1)>'

    await user.click(screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await fillAdmin(user, dialog, { name: hostile, email: 'x@example.com', phone: '555 0100' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    expect(await within(adminList()).findByText(hostile)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })

  it('cancel closes the add dialog, adds nothing and returns focus to Add Admin', async () => {
    const { screen, user, adminList } = await openSettings()
    const opener = screen.getByRole('button', { name: 'Add Admin' })

    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await fillAdmin(user, dialog, { name: 'Grace' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(adminList()).getAllByRole('listitem', { hidden: true })).toHaveLength(2)
    expect(opener).toHaveFocus()
  })

  it('asks before deleting: cancel keeps the admin and returns focus to its delete button', async () => {
    const { screen, user, adminList } = await openSettings()
    const opener = screen.getByRole('button', { name: 'Delete Marcus Reed' })

    await user.click(opener)
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' })
    expect(dialog).toHaveTextContent('Marcus Reed (marcus.reed@example.com) will be removed')
    await user.keyboard('{Escape}')

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(adminList()).toHaveTextContent('Marcus Reed')
    expect(opener).toHaveFocus()
  })

  it('deletes on confirm with a toast, moving focus to Add Admin', async () => {
    const { screen, user, adminList } = await openSettings()

    await user.click(screen.getByRole('button', { name: 'Delete Marcus Reed' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Admin deleted successfully')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(within(adminList()).getAllByRole('listitem', { hidden: true })).toHaveLength(1)
    expect(adminList()).not.toHaveTextContent('Marcus Reed')
    expect(screen.getByRole('button', { name: 'Add Admin' })).toHaveFocus()
  })
})
