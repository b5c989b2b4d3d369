// @vitest-environment happy-dom
import * as sessionKeys from '@/config/stored-names/session-keys'
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

  it('returns to the screen remembered when the session ended, with its query, once', async () => {
    sessionStorage.setItem(sessionKeys.returnTo, '/dashboard/drivers?q=a&page=2')
    const { screen, router } = renderApp('/?status=login_success')

    expect(await screen.findByRole('searchbox', { name: 'Search drivers' })).toHaveValue('a')
    expect(router.state.location).toMatchObject({
      pathname: '/dashboard/drivers',
      search: '?q=a&page=2',
    })
    expect(router.state.historyAction).toBe('REPLACE')
    expect(sessionStorage.getItem(sessionKeys.returnTo)).toBeNull()
  })

  it.each([
    'next=https://evil.example',
    'returnTo=//evil.example/dashboard',
    'redirect=/dashboard/settings',
    'next=/dashboard/settings&returnTo=/dashboard/drivers',
    'continue=javascript:alert(1)',
  ])(
    'ignores anything in the URL (?status=login_success&%s) and lands on /dashboard',
    async (extra) => {
      const { screen, router } = renderApp(`/?status=login_success&${extra}`)

      expect(await screen.findByText('Total Drivers')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/dashboard')
      expect(router.state.location.search).toBe('')
    },
  )

  it('lands on /dashboard when the stored path is not a dashboard path', async () => {
    sessionStorage.setItem(sessionKeys.returnTo, '//evil.example/dashboard')
    const { screen, router } = renderApp('/?status=login_success')

    expect(await screen.findByText('Total Drivers')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})
