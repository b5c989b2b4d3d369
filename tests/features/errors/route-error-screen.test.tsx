// @vitest-environment happy-dom
import * as sessionKeys from '@/config/stored-names/session-keys'
import { waitFor } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

/** The app's routes with the drivers screen swapped for `Screen`. */
function routesWithDriversScreen(Screen: () => React.ReactNode): RouteObject[] {
  const swap = (list: RouteObject[]): RouteObject[] =>
    list.map((route) =>
      route.path === 'drivers'
        ? { path: 'drivers', Component: Screen }
        : ({ ...route, children: route.children && swap(route.children) } as RouteObject),
    )
  return swap(routes)
}

describe('route error boundary', () => {
  it('shows a calm recovery page inside the layout, logs the error, and recovers on Try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    function FlakyScreen() {
      if (failing) throw new Error('Screen exploded')
      return <h1>Drivers back</h1>
    }
    const { screen, user } = renderApp('/dashboard/drivers', {
      routes: routesWithDriversScreen(FlakyScreen),
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument()
    // Logged from an effect, which may run just after the screen appears.
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'This screen failed to render:',
        expect.objectContaining({ message: 'Screen exploded' }),
      ),
    )

    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Drivers back' })).toBeInTheDocument()
  })

  it('keeps the rest of the app working: other screens still open from the sidebar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { screen, user } = renderApp('/dashboard/drivers', {
      routes: routesWithDriversScreen(() => {
        throw new Error('always')
      }),
    })
    await screen.findByRole('alert')

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0])

    expect(await screen.findByText('Total Drivers')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  const missingChunk = () => {
    throw new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/drivers-screen-old.js',
    )
  }

  it('reloads once, showing no error, when a screen’s code is missing', async () => {
    // jsdom cannot reload and says so on the console; the stamp shows the reload was asked for.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { screen } = renderApp('/dashboard/drivers', {
      routes: routesWithDriversScreen(missingChunk),
    })

    await waitFor(() =>
      expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).not.toBeNull(),
    )
    // The layout stays; no error is shown for the moment before the page reloads.
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains and offers Reload, instead of reloading again, when the code is still missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stamp = String(Date.now() - 5_000)
    sessionStorage.setItem(sessionKeys.reloadedForNewBuild, stamp)
    const { screen } = renderApp('/dashboard/drivers', {
      routes: routesWithDriversScreen(missingChunk),
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This screen could not load')
    expect(alert).toHaveTextContent('Reload the page to get the latest version')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(sessionStorage.getItem(sessionKeys.reloadedForNewBuild)).toBe(stamp)
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('This screen failed to render:', expect.any(TypeError)),
    )
  })
})
