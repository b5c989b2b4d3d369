// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { iconHintBubble } from '@/components/layout/icon-hints'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

/** A desktop: the window is wide and the pointer hovers. */
function onADesktop() {
  const matches = (query: string) => query === '(hover: hover)' || query.includes('min-width')
  const original = window.matchMedia
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...original(query),
    matches: matches(query),
  }))
}

describe('the header’s icon buttons', () => {
  it('name themselves with a hint on focus, with the shortcut', async () => {
    onADesktop()
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    screen.getByRole('button', { name: 'Collapse sidebar' }).focus()

    const hint = await screen.findByRole('tooltip')
    expect(hint).toHaveTextContent('Collapse sidebar')
    expect(hint).toHaveTextContent('Ctrl B')
  })

  it('name the theme switch by what it will do, following each switch', async () => {
    onADesktop()
    const { screen, user } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' })

    toggle.focus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to light theme')
  })

  it('stay the elements they were, with their focus, when the hints’ code arrives', async () => {
    onADesktop()
    let arrive!: () => void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const load = iconHintBubble.load
    vi.spyOn(iconHintBubble, 'load').mockImplementation(async () => {
      await arrived
      return load()
    })
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' })
    collapse.focus()
    arrive()

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Collapse sidebar')
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBe(collapse)
    expect(document.activeElement).toBe(collapse)
  })

  it('show no hint on a device that cannot hover', async () => {
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    // A hint opened on focus asks for its bubble's code at once: none is asked for.
    const asked = vi.spyOn(iconHintBubble, 'load')
    screen.getByRole('button', { name: 'Collapse sidebar' }).focus()

    expect(asked).not.toHaveBeenCalled()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
