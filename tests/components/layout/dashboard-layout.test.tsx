// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { iconHintBubble } from '@/components/layout/icon-hints'
import * as localKeys from '@/config/stored-names/local-keys'
import { json } from '../../support/loopback-server'
import { renderApp, withFakeApi } from '../../test-utils'

const api = withFakeApi()

const sidebar = (screen: ReturnType<typeof renderApp>['screen']) =>
  screen.getByRole('complementary', { name: 'Sidebar' })

describe('dashboard layout', () => {
  it('has Dashboard, Drivers and Settings links, marking the current one', async () => {
    const { screen } = renderApp('/dashboard/drivers')
    await screen.findByText('All Drivers')

    const links = ['Dashboard', 'Drivers', 'Settings'].map(
      (name) => screen.getAllByRole('link', { name })[0],
    )
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/drivers',
      '/dashboard/settings',
    ])
    expect(links[1]).toHaveAttribute('aria-current', 'page')
    expect(links[0]).not.toHaveAttribute('aria-current')
  })

  it('shows the fixed label Admin User and a Logout button', async () => {
    const { screen } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    expect(sidebar(screen)).toHaveTextContent('Admin User')
    expect(screen.getAllByRole('button', { name: 'Logout' })[0]).toBeInTheDocument()
  })

  it('logs out on the server, then goes to /login', async () => {
    sessionStorage.setItem('fleet-admin:return-to', '/dashboard/drivers?page=2')
    const { screen, user, router } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0])

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api.current.requests.find((r) => r.path === '/api/user/logout')?.method).toBe('POST')
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument()
    // The next sign-in lands on the dashboard, not on a path left from a lost session.
    expect(sessionStorage.getItem('fleet-admin:return-to')).toBeNull()
  })

  it("follows another tab's logout to /login without a logout call of its own", async () => {
    // A path left over from an earlier lost session: a logout means the next sign-in starts afresh.
    sessionStorage.setItem('fleet-admin:return-to', '/dashboard/drivers?page=2')
    const { screen, router } = renderApp('/dashboard/settings')
    await screen.findByRole('heading', { name: 'Settings' })

    // Another tab logs out: it saves the time, and this tab hears the storage event.
    localStorage.setItem(localKeys.loggedOut, String(Date.now()))
    window.dispatchEvent(new StorageEvent('storage', { key: localKeys.loggedOut }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(api.current.requests.filter((r) => r.path === '/api/user/logout')).toHaveLength(0)
    expect(sessionStorage.getItem('fleet-admin:return-to')).toBeNull()
  })

  it('tells the other tabs when the admin logs out here', async () => {
    const { screen, user } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0])

    expect(localStorage.getItem(localKeys.loggedOut)).not.toBeNull()
  })

  it('shows the logout as busy until the server answers, and sends it once', async () => {
    let answer!: () => void
    api.current.handle((req, res) => {
      if (req.url !== '/api/user/logout') return json(res, 200, { name: 'A', email: 'a' })
      answer = () => json(res, 200, {})
    })
    const { screen, user, router } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0])
    const busy = await screen.findByRole('button', { name: 'Signing out...' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await user.click(busy)
    await waitFor(() => expect(answer).toBeDefined())
    answer()

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api.current.requests.filter((r) => r.path === '/api/user/logout')).toHaveLength(1)
  })

  it('still goes to /login when logout fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.current.handle((req, res) =>
      req.url === '/api/user/logout'
        ? json(res, 500, {})
        : json(res, 200, { name: 'A', email: 'a' }),
    )
    const { screen, user, router } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0])

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(log).toHaveBeenCalledWith('Logout failed:', expect.anything())
  })

  it('collapses the sidebar to icons, keeping each control named, and remembers it', async () => {
    const { screen, user, unmount } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))

    const expand = screen.getByRole('button', { name: 'Expand sidebar' })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    // CSS hides the labels from this attribute; index.html's script restores it from storage.
    expect(document.documentElement).toHaveAttribute('data-sidebar-collapsed')
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true')
    expect(sidebar(screen).querySelector('a[href="/dashboard/drivers"] span')).toHaveClass(
      'sidebar-collapsed:sr-only',
    )
    expect(screen.getAllByRole('link', { name: 'Drivers' })[0]).toBeInTheDocument()

    unmount()
    const again = renderApp('/dashboard')
    expect(await again.screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument()
  })

  it('names the collapsed icons with a hint on keyboard focus, and only those', async () => {
    const { screen, user } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')
    const settings = screen.getAllByRole('link', { name: 'Settings' })[0]!
    // A hint opened on focus asks for its bubble's code at once: none is asked for here.
    const asked = vi.spyOn(iconHintBubble, 'load')
    settings.focus()
    expect(asked).not.toHaveBeenCalled()
    expect(screen.queryByRole('tooltip')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    settings.focus()

    expect(await screen.findByRole('tooltip', { name: 'Settings' })).toBeInTheDocument()
  })

  it('toggles the theme, applies the dark class to the page root and remembers it', async () => {
    const { screen, user } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('opens the navigation drawer from the menu button and closes it after choosing a screen', async () => {
    const { screen, user, router } = renderApp('/dashboard')
    await screen.findByText('Total Drivers')

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    await user.click(drawer.querySelector('a[href="/dashboard/settings"]')!)

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
