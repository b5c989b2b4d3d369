// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { editDriver } from '@/lib/local-data/driver-changes'
import { connection } from '@/lib/local-data/local-data'
import { saveView } from '@/lib/local-data/view-changes'
import { json } from '../../support/loopback-server'
import { stubResizeObserver } from '../../support/jsdom'
import { renderApp, withFakeApi } from '../../test-utils'

const api = withFakeApi()

beforeEach(stubResizeObserver)

type App = ReturnType<typeof renderApp>

const paletteInput = (app: App) =>
  app.screen.getByRole('combobox', { name: 'Search screens, actions and drivers' })
const logoutCalls = () => api.current.requests.filter((r) => r.path === '/api/user/logout').length

async function openPalette(app: App) {
  await app.user.click(app.screen.getByRole('button', { name: 'Search and commands' }))
  await waitFor(() => expect(paletteInput(app)).toHaveFocus())
}

/** Opens the palette, types `typed` and chooses the command named `command`. */
async function runCommand(app: App, typed: string, command: string) {
  await openPalette(app)
  await app.user.keyboard(typed)
  await app.user.click(app.screen.getByRole('option', { name: command }))
}

/**
 * The option a screen reader announces (the input's aria-activedescendant) is the one option
 * marked selected, checked at once, with no waiting for a later render to put it right.
 */
function announcedOption(app: App): HTMLElement {
  const selected = within(app.screen.getByRole('listbox', { name: 'Results' }))
    .getAllByRole('option')
    .filter((option) => option.getAttribute('aria-selected') === 'true')
  expect(selected).toHaveLength(1)
  expect(paletteInput(app)).toHaveAttribute('aria-activedescendant', selected[0].id)
  return selected[0]
}

describe('command palette', () => {
  it('announces the option Enter runs, after moving, typing and clearing (cmdk issue #413)', async () => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    expect(announcedOption(app)).toHaveTextContent('Dashboard')

    await app.user.keyboard('{ArrowDown}{ArrowDown}')
    expect(announcedOption(app)).toHaveTextContent('Settings')
    // The list changes under the highlighted option, then comes back without it highlighted.
    for (const key of 'set') {
      await app.user.keyboard(key)
      announcedOption(app)
    }
    expect(announcedOption(app)).toHaveTextContent('Settings')
    await app.user.clear(paletteInput(app))
    expect(announcedOption(app)).toHaveTextContent('Dashboard')
    await app.user.keyboard('{ArrowUp}')
    expect(announcedOption(app)).toHaveTextContent('Log out')
    // Five at a time, stopping at either end.
    await app.user.keyboard('{PageUp}')
    expect(announcedOption(app)).not.toHaveTextContent('Log out')
    await app.user.keyboard('{PageUp}{PageUp}{PageUp}')
    expect(announcedOption(app)).toHaveTextContent('Dashboard')
    await app.user.keyboard('{ArrowDown}{PageDown}{PageDown}{PageDown}')
    expect(announcedOption(app)).toHaveTextContent('Log out')

    // Typing replaces the list: the first new option is announced at once, and Enter runs it.
    for (const key of 'mari') {
      await app.user.keyboard(key)
      announcedOption(app)
    }
    expect(announcedOption(app)).toHaveTextContent(/^Maria Garcia/)
    await app.user.keyboard('{ArrowDown}')
    expect(announcedOption(app)).toHaveTextContent(/^Maria (?!Garcia)/)
    await app.user.keyboard('a')
    expect(announcedOption(app)).toHaveTextContent(/^Maria Garcia/)
    await app.user.keyboard('{Enter}')

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/drivers/2'))
  })

  it('runs the option announced right after a keystroke changes the list', async () => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)

    await app.user.keyboard('{ArrowDown}{ArrowDown}s')
    const announced = announcedOption(app)
    expect(announced).toHaveTextContent('Dashboard')
    await app.user.keyboard('{Enter}')

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'))
    expect(app.screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument()
  })

  it('leaves Home and End to the text, and keeps the caret keys out of the list', async () => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('sett{Home}x{End}y')

    expect(paletteInput(app)).toHaveValue('xsetty')
  })
})

describe('palette and the session', () => {
  it("ranks the drivers above Log out for 'lo' (looking for Lopez), so Enter opens one", async () => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('lo')

    const options = within(app.screen.getByRole('listbox', { name: 'Results' })).getAllByRole(
      'option',
    )
    expect(announcedOption(app)).toHaveTextContent(/^Carlos Davis/)
    expect(options.at(-1)).toHaveTextContent('Log out')
    await app.user.keyboard('{Enter}')

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/drivers/9'))
    expect(app.screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(logoutCalls()).toBe(0)
  })

  it('lists saved views after the drivers and before Log out, and opens one', async () => {
    await saveView('Morning check', {
      query: 'status=inactive&sort=rating&dir=desc',
      columns: ['contact'],
    })
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('o')

    const groups = within(app.screen.getByRole('listbox', { name: 'Results' }))
      .getAllByRole('group')
      .map(
        (group) =>
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      )
    expect(groups.slice(-3)).toEqual(['Drivers', 'Views', 'Account'])
    await app.user.click(app.screen.getByRole('option', { name: 'Open view: Morning check' }))

    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?status=inactive&sort=rating&dir=desc'),
    )
    expect(app.router.state.location.pathname).toBe('/dashboard/drivers')
    expect(document.documentElement).toHaveAttribute('data-hidden-columns', 'contact')
  })

  it('finds a view by its name without accents, as it finds drivers', async () => {
    await saveView('Über-Fahrer', { query: 'q=uber', columns: null })
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('uber')
    expect(app.screen.getByRole('option', { name: 'Open view: Über-Fahrer' })).toBeInTheDocument()
  })

  it.each([
    ['language', 'Switch language to Deutsch'],
    ['add admin', 'Add Admin'],
    ['export', 'Export CSV'],
    ['save view', 'Save current view…'],
  ])('finds a command for %j', async (typed, command) => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard(typed)
    expect(app.screen.getByRole('option', { name: command })).toBeInTheDocument()
  })

  it('opens Add Admin on Settings from anywhere, once', async () => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await runCommand(app, 'add admin', 'Add Admin')

    const dialog = await app.screen.findByRole('dialog', { name: 'Add New Admin' })
    expect(app.router.state.location.pathname).toBe('/dashboard/settings')
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    // Asked once: the entry no longer asks, so nothing opens it again.
    expect(app.router.state.location.state).toEqual({})
  })

  it('saves the drivers list as shown from the palette: its dialog opens over the list', async () => {
    const app = renderApp('/dashboard/drivers?status=inactive')
    await app.screen.findByRole('table')
    await runCommand(app, 'save view', 'Save current view…')

    const dialog = await app.screen.findByRole('dialog', { name: 'Save current view' })
    expect(app.router.state.location.search).toBe('?status=inactive')
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Inactive{Enter}')
    await waitFor(() => expect(app.screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await (await connection()).db.getAll('views')).toEqual([
      expect.objectContaining({ name: 'Inactive', query: 'status=inactive' }),
    ])
  })

  it('finds a driver by an edited phone number, from the same store as the list', async () => {
    await editDriver(2, {
      name: 'Maria Garcia',
      email: 'maria.garcia2@example.com',
      phone: '+1 555 424 2424',
      status: 'active',
    })
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('424 2424')

    expect(announcedOption(app)).toHaveTextContent(/^Maria Garcia/)
  })

  it('asks before logging out; Escape and Cancel return to the palette, logged in', async () => {
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('log out{Enter}')

    const confirm = await app.screen.findByRole('alertdialog', { name: 'Log out of Fleet Admin?' })
    expect(confirm).toHaveAccessibleDescription('You will be signed out in every open tab.')
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(app.screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(paletteInput(app)).toHaveValue('log out')

    // (jsdom lays nothing out, so focus falls back to the main content; the browser suite
    // checks it returns to the search box.)
    await app.user.click(app.screen.getByRole('option', { name: 'Log out' }))
    const again = await app.screen.findByRole('alertdialog', { name: 'Log out of Fleet Admin?' })
    await app.user.click(within(again).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(app.screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(app.screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument()
    expect(app.router.state.location.pathname).toBe('/dashboard')
    expect(logoutCalls()).toBe(0)
  })

  it('a confirmed logout shows the sidebar busy and sends one request, however often asked', async () => {
    let answer!: () => void
    api.current.handle((req, res) => {
      if (req.url !== '/api/user/logout') return json(res, 200, { name: 'A', email: 'a' })
      answer = () => json(res, 200, {})
    })
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('log out{Enter}')
    const confirm = await app.screen.findByRole('alertdialog', { name: 'Log out of Fleet Admin?' })

    await app.user.click(within(confirm).getByRole('button', { name: 'Log out' }))

    const busy = await app.screen.findByRole('button', { name: 'Signing out...' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    // A second logout while the first runs, from the palette again: still one request.
    await openPalette(app)
    await app.user.keyboard('log out{Enter}')
    await app.user.click(
      within(
        await app.screen.findByRole('alertdialog', { name: 'Log out of Fleet Admin?' }),
      ).getByRole('button', { name: 'Log out' }),
    )
    await waitFor(() => expect(answer).toBeDefined())
    expect(app.screen.getByRole('button', { name: 'Signing out...' })).toBeInTheDocument()
    answer()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    expect(logoutCalls()).toBe(1)
    // The profile the logout forgot is not asked for again on the way out.
    expect(api.current.callsTo('/api/user/getUser')).toBe(1)
  })
})

describe('palette and the drivers search', () => {
  it('keeps text typed in the search box just before a driver is opened from the palette', async () => {
    const app = renderApp('/dashboard/drivers')
    const search = await app.screen.findByRole('searchbox', { name: 'Search drivers' })
    // The palette's code loaded, so opening it takes no time, as in a warmed-up browser.
    await openPalette(app)
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(app.screen.queryByRole('dialog')).not.toBeInTheDocument())

    // In one synchronous run, so the search box's pause before the URL follows cannot end
    // before the driver opens, however slow the machine.
    fireEvent.change(search, { target: { value: 'gar' } })
    fireEvent.click(app.screen.getByRole('button', { name: 'Search and commands' }))
    fireEvent.change(paletteInput(app), { target: { value: 'mei' } })
    fireEvent.keyDown(paletteInput(app), { key: 'Enter' })
    expect(app.router.state.location.search).toBe('')

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/drivers/8'))
    expect(search).toHaveValue('gar')
    await waitFor(() => expect(app.router.state.location.search).toBe('?q=gar'))
    expect(app.router.state.location.pathname).toBe('/dashboard/drivers/8')
    expect(search).toHaveValue('gar')
  })
})
