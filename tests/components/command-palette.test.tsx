import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, withFakeApi } from '../test-utils'

withFakeApi()

type App = ReturnType<typeof renderApp>

const paletteInput = (app: App) =>
  app.screen.getByRole('combobox', { name: 'Search screens, actions and drivers' })

async function openPalette(app: App) {
  await app.user.click(app.screen.getByRole('button', { name: 'Search and commands' }))
  await waitFor(() => expect(paletteInput(app)).toHaveFocus())
}

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
