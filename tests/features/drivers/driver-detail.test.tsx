// @vitest-environment happy-dom
import { within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { countConnectedAsOnScreen } from '../../support/jsdom'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

async function openDriver(path: string) {
  const app = renderApp(path)
  const panel = await app.screen.findByRole('dialog')
  return { ...app, panel }
}

// After renderApp: user-event's setup() puts a clipboard of its own on navigator.
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  })
}

describe('driver detail', () => {
  it('shows every field of the driver named in the URL, over the list', async () => {
    const { panel, screen } = await openDriver('/dashboard/drivers/2?page=2')

    expect(within(panel).getByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument()
    expect(within(panel).getByText('ID: 2')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'maria.garcia2@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria.garcia2@example.com',
    )
    expect(
      within(panel)
        .getByRole('link', { name: /^\+1 555-/ })
        .getAttribute('href'),
    ).toMatch(/^tel:\+1555\d{4}$/)
    expect(within(panel).getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('Showing 11 to 20 of 50 drivers')).toBeInTheDocument()
  })

  it('copies the e-mail and says so', async () => {
    const writeText = vi.fn(async () => {})
    const { panel, user } = await openDriver('/dashboard/drivers/2')
    stubClipboard(writeText)

    await user.click(within(panel).getByRole('button', { name: 'Copy email' }))
    expect(writeText).toHaveBeenCalledWith('maria.garcia2@example.com')
    expect(
      await within(panel).findByText('Email copied', { selector: '[role=status]' }),
    ).toBeInTheDocument()
  })

  it.each([
    ['no clipboard on the page', undefined],
    [
      'a clipboard that refuses',
      () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    ],
  ])('with %s, tells the admin to copy the number by hand', async (_, writeText) => {
    const { panel, user } = await openDriver('/dashboard/drivers/2')
    stubClipboard(writeText)

    await user.click(within(panel).getByRole('button', { name: 'Copy phone number' }))
    expect(
      await within(panel).findByText(
        'Could not copy the phone number. Select it and copy it yourself.',
        { selector: '[role=status]' },
      ),
    ).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: /^\+1 555-/ })).toBeInTheDocument()
  })

  it.each(['999', 'x', '0'])('says "Driver not found" for %j, with a way back', async (id) => {
    const { panel, user, router } = await openDriver(`/dashboard/drivers/${id}?status=inactive`)

    expect(within(panel).getByRole('heading', { name: 'Driver not found' })).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Back to drivers' }))
    expect(router.state.location.pathname).toBe('/dashboard/drivers')
    expect(router.state.location.search).toBe('?status=inactive')
  })

  it('Escape on a driver opened by its URL goes to the list, keeping the query', async () => {
    const { user, router, screen } = await openDriver('/dashboard/drivers/12?q=maria')

    await user.keyboard('{Escape}')
    expect(router.state.location.pathname).toBe('/dashboard/drivers')
    expect(router.state.location.search).toBe('?q=maria')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('editing a driver', () => {
  // Focus goes back only to a control on screen, which jsdom cannot tell without this.
  beforeEach(countConnectedAsOnScreen)

  const openEditor = async (path = '/dashboard/drivers/2') => {
    const app = await openDriver(path)
    const edit = within(app.panel).getByRole('button', { name: 'Edit' })
    await app.user.click(edit)
    const dialog = await app.screen.findByRole('dialog', { name: 'Edit driver' })
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    return { ...app, edit, dialog, field }
  }

  it('offers the driver’s fields as they are, by type', async () => {
    const { dialog, field } = await openEditor()
    expect(field('Name')).toHaveValue('Maria Garcia')
    expect(field('Email')).toHaveAttribute('type', 'email')
    expect(field('Phone')).toHaveAttribute('type', 'tel')
    const status = within(dialog).getByRole('combobox', { name: 'Status' })
    expect(status).toHaveValue('active')
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Active',
      'Inactive',
    ])
  })

  it('saves a new phone everywhere at once, says so, and Undo puts it back', async () => {
    const { screen, user, panel, edit, dialog, field } = await openEditor()
    await user.clear(field('Phone'))
    await user.type(field('Phone'), '+1 555 010 7777')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(panel).findByText('Driver updated')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Edit driver' })).not.toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: '+1 555 010 7777' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { hidden: true })).getByText('+1 555 010 7777'),
    ).toBeInTheDocument()
    const history = await within(panel).findByRole('list', { name: 'History' })
    await vi.waitFor(() =>
      expect(history).toHaveTextContent(
        /^Demo Admin changed Maria Garcia’s phone from \+1 555-\d{4} to \+1 555 010 7777/,
      ),
    )

    await user.click(within(panel).getByRole('button', { name: 'Undo' }))
    expect(await within(panel).findByText('Edit undone')).toBeInTheDocument()
    expect(
      within(screen.getByRole('table', { hidden: true })).queryByText('+1 555 010 7777'),
    ).not.toBeInTheDocument()
    expect(edit).toHaveFocus()
    await vi.waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(/^Demo Admin put back Maria Garcia’s phone from \+1 555 010 7777/),
        expect.stringMatching(/^Demo Admin changed Maria Garcia’s phone/),
      ]),
    )
  })

  it('refuses an empty field and another driver’s e-mail, marking and focusing the field', async () => {
    const { user, dialog, field } = await openEditor()
    await user.clear(field('Name'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill all fields')
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name')).toHaveFocus()

    await user.type(field('Name'), 'Maria Garcia')
    await user.clear(field('Email'))
    // Driver 3's address.
    await user.type(field('Email'), 'Robert.Johnson3@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Another driver already has this email',
      ),
    )
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Email')).toHaveFocus()
  })

  it('Escape closes the editor first, then the panel', async () => {
    const { screen, user, panel } = await openEditor()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Edit driver' })).not.toBeInTheDocument()
    expect(panel).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Edit' })).toHaveFocus()
  })

  it('lists no history for a driver nobody changed', async () => {
    const { panel } = await openDriver('/dashboard/drivers/5')
    expect(within(panel).getByRole('heading', { name: 'History' })).toBeInTheDocument()
    expect(await within(panel).findByText('No changes yet')).toBeInTheDocument()
  })
})
