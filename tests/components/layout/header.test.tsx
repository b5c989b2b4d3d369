// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { iconHints } from '@/components/layout/use-icon-hints'
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
  it('name themselves with a tooltip on focus, with the shortcut', async () => {
    onADesktop()
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    const collapse = () => screen.getByRole('button', { name: 'Collapse sidebar' })
    // The tooltips load on demand; Radix marks its triggers once they are in place.
    await waitFor(() => expect(collapse()).toHaveAttribute('data-state'))

    collapse().focus()

    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip).toHaveTextContent('Collapse sidebar')
    expect(tooltip).toHaveTextContent('Ctrl B')
  })

  it('name the theme switch by what it will do', async () => {
    onADesktop()
    const { screen, user } = renderApp('/dashboard')
    const toggle = () => screen.getByRole('button', { name: /^Switch to (dark|light) theme$/ })
    await waitFor(() => expect(toggle()).toHaveAttribute('data-state'))

    toggle().focus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme')

    await user.click(toggle())
    toggle().blur()
    toggle().focus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to light theme')
  })

  it('keep the focus they have while the tooltips arrive', async () => {
    onADesktop()
    // The tooltips arrive once the button has focus (a cached module would come before it).
    let arrive!: () => void
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const load = iconHints.load
    vi.spyOn(iconHints, 'load').mockImplementation(async () => {
      await arrived
      return load()
    })
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' })
    collapse.focus()
    arrive()

    // Tooltips would mount the button afresh: not while it has focus.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.activeElement).toBe(collapse)
    expect(collapse).not.toHaveAttribute('data-state')

    // Focus leaves the header: now they come.
    screen.getAllByRole('link', { name: 'Drivers' })[0]!.focus()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
        'data-state',
      ),
    )
  })

  it('show no tooltip on a device that cannot hover', async () => {
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).not.toHaveAttribute(
      'data-state',
    )
  })
})
