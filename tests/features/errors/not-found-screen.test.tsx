// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test-utils'

describe('not-found page', () => {
  it('shows the message and a link home, and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { screen } = renderApp('/no/such/page?x=1')

    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    // Logged from an effect, which may run just after the screen appears.
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        '404 Error: User attempted to access non-existent route:',
        '/no/such/page',
      ),
    )
  })

  it('covers unknown paths under /dashboard too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { screen } = renderApp('/dashboard/nope')

    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
  })
})
