// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { WIDE_LAYOUT_QUERY } from '@/components/layout/nav-items'
import { stubResizeObserver } from '../../support/jsdom'
import { renderApp, withFakeApi } from '../../test-utils'

// The dashboard's shortcuts are the app's own (KeyboardCommands): no head script runs here.

withFakeApi()

beforeEach(() => {
  stubResizeObserver()
  // A laptop's window: the sidebar shows, so Ctrl+B has something to collapse.
  const matchMedia = window.matchMedia
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query === WIDE_LAYOUT_QUERY,
  }))
})

describe('keyboard shortcuts on the dashboard', () => {
  it('Ctrl+B, ?, / and Ctrl+K each take effect, with no head script on the page', async () => {
    const { screen, user } = renderApp('/dashboard/drivers')
    const search = await screen.findByRole('searchbox', { name: 'Search drivers' })
    // jsdom lays nothing out; in a browser the box on screen has an offset parent.
    Object.defineProperty(search, 'offsetParent', { value: document.body })
    expect('fleetAdminEarlyEvents' in window).toBe(false)

    await user.keyboard('{Control>}b{/Control}')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument()

    await user.keyboard('?')
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.keyboard('/')
    expect(search).toHaveFocus()

    await user.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('combobox', {
      name: 'Search screens, actions and drivers',
    })
    await waitFor(() => expect(palette).toHaveFocus())
  })

  it('leaves a key a control already used, and one typed into a field, alone', async () => {
    const { screen, user } = renderApp('/dashboard/drivers')
    const search = await screen.findByRole('searchbox', { name: 'Search drivers' })

    await user.click(search)
    await user.keyboard('?/')

    expect(search).toHaveValue('?/')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument()
  })
})
