import { beforeEach, describe, expect, it, vi } from 'vitest'
import { knownPathPatterns, renderPage } from '@/entry-server'

// What the build's prerender (scripts/prerender.ts) gets for each page.

// As in Vite's SSR build of src/entry-server.tsx.
beforeEach(() => vi.stubEnv('SSR', true))

describe('renderPage', () => {
  it('renders the login screen with its title first and the router data last, needing no lazy route', async () => {
    const page = await renderPage('http://localhost/', 'en')

    expect(page.html.startsWith('<title>Sign in · Fleet Admin</title>')).toBe(true)
    expect(page.html).toContain('Sign in with Google')
    expect(page.html).toMatch(/<script>window\.__staticRouterHydrationData = [^<]*<\/script>$/)
    expect(page.routeModules).toEqual([])
  })

  it('names the lazy route modules a page matched, outermost first', async () => {
    const page = await renderPage('http://localhost/dashboard/drivers', 'en')

    expect(page.routeModules).toEqual([
      'src/app/routes/dashboard-layout.ts',
      'src/app/routes/drivers.ts',
    ])
    expect(page.html).toContain('All Drivers')
  })

  it('renders the dashboard with no profile, whatever the session: the HTML holds nobody’s details', async () => {
    const page = await renderPage('http://localhost/dashboard/settings', 'en')

    expect(page.html).toContain('Current Admin')
    expect(page.html).toContain('Loading...')
    // No loader asks for the profile: the router's data holds nothing.
    expect(page.html).toContain('{\\"loaderData\\":{},')
  })

  it('names the paths a page’s markup is right for: its screen and those that open over it', async () => {
    expect((await renderPage('http://localhost/', 'en')).ownPaths).toEqual(['/'])
    expect((await renderPage('http://localhost/login', 'en')).ownPaths).toEqual(['/login'])
    expect((await renderPage('http://localhost/dashboard', 'en')).ownPaths).toEqual(['/dashboard'])
    expect((await renderPage('http://localhost/dashboard/drivers', 'en')).ownPaths).toEqual([
      '/dashboard/drivers',
      '/dashboard/drivers/[^/]+',
    ])
    expect((await renderPage('http://localhost/404', 'en')).ownPaths).toEqual([])
  })

  it('renders the not-found page for a path no route knows', async () => {
    const page = await renderPage('http://localhost/404', 'en')

    expect(page.html).toContain('Oops! Page not found')
    expect(page.routeModules).toEqual(['src/app/routes/not-found.ts'])
  })

  it('refuses a path that redirects, which no HTML file could hold', async () => {
    await expect(renderPage('http://localhost/?status=login_success', 'en')).rejects.toThrow(
      /redirects/,
    )
  })
})

describe('knownPathPatterns', () => {
  it('lists every path the router knows, with a parameter as one path segment', () => {
    const patterns = knownPathPatterns()

    expect(patterns).toEqual([
      '/',
      '/login',
      '/dashboard',
      '/dashboard/drivers',
      '/dashboard/drivers/[^/]+',
      '/dashboard/settings',
    ])
    const known = (path: string) => patterns.some((p) => new RegExp(`^${p}$`).test(path))
    expect(known('/dashboard/drivers/42')).toBe(true)
    expect(known('/dashboard/drivers/42/more')).toBe(false)
    expect(known('/no-such-page')).toBe(false)
  })
})
