import { describe, expect, it, vi } from 'vitest'
import { renderApp, withFakeApi } from '../../test-utils'

const api = withFakeApi()

describe('login screen', () => {
  it('shows the welcome card with a sign-in link to the server’s Google sign-in', async () => {
    const { screen } = renderApp('/')

    const link = await screen.findByRole('link', { name: 'Sign in with Google' })
    expect(screen.getByRole('heading', { name: /welcome/i })).toBeInTheDocument()
    expect(link).toHaveAttribute('href', `${api.current.url}/admin/auth/google/login`)
  })

  it('uses http://localhost:8080 when no API base is configured', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '')
    const { screen } = renderApp('/')

    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      'http://localhost:8080/admin/auth/google/login',
    )
  })

  it('shows the same login screen at /login', async () => {
    const { screen } = renderApp('/login')
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument()
  })

  it('moves to /dashboard, replacing the entry, when the server returns with status=login_success', async () => {
    const { screen, router } = renderApp('/?status=login_success')

    expect(await screen.findByText('Total Drivers')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('stays on the login screen for any other status', async () => {
    const { screen, router } = renderApp('/?status=login_failed')

    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
