import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json } from '../support/loopback-server'
import { renderApp, withFakeApi } from '../test-utils'

const api = withFakeApi()

type App = ReturnType<typeof renderApp>

const paletteInput = (app: App) =>
  app.screen.getByRole('combobox', { name: 'Search screens, actions and drivers' })

const logoutCalls = () => api.current.requests.filter((r) => r.path === '/api/user/logout').length

async function openPalette(app: App) {
  await app.user.click(app.screen.getByRole('button', { name: 'Search and commands' }))
  await waitFor(() => expect(paletteInput(app)).toHaveFocus())
}

describe('palette and the session', () => {
  it('a logout from the palette shows the sidebar busy and sends one request, however often asked', async () => {
    let answer!: () => void
    api.current.handle((req, res) => {
      if (req.url !== '/api/user/logout') return json(res, 200, { name: 'A', email: 'a' })
      answer = () => json(res, 200, {})
    })
    const app = renderApp('/dashboard')
    await app.screen.findByText('Total Drivers')
    await openPalette(app)
    await app.user.keyboard('log out{Enter}')

    const busy = await app.screen.findByRole('button', { name: 'Signing out…' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    // A second logout while the first runs, from the palette again: still one request.
    await openPalette(app)
    await app.user.keyboard('log out{Enter}')
    await waitFor(() => expect(answer).toBeDefined())
    expect(app.screen.getByRole('button', { name: 'Signing out…' })).toBeInTheDocument()
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
