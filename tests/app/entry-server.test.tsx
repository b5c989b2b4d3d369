// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { knownPathPatterns, renderPage } from '@/entry-server'

// What the build's prerender (scripts/prerender.ts) gets for each page.

// As in Vite's SSR build of src/entry-server.tsx.
beforeEach(() => vi.stubEnv('SSR', true))

describe('renderPage', () => {
  it('renders the login screen with its title first and the router data last, needing no lazy route', async () => {
    const page = await renderPage('http://localhost/')

    expect(page.html.startsWith('<title>Sign in · Fleet Admin</title>')).toBe(true)
    expect(page.html).toContain('Sign in with Google')
    expect(page.html).toMatch(/<script>window\.__staticRouterHydrationData = [^<]*<\/script>$/)
    expect(page.routeModules).toEqual([])
  })

  it('names the lazy route modules a page matched, outermost first', async () => {
    const page = await renderPage('http://localhost/dashboard/drivers')

    expect(page.routeModules).toEqual([
      'src/app/routes/dashboard-layout.ts',
      'src/app/routes/drivers.ts',
    ])
    expect(page.html).toContain('All Drivers')
  })

  it('renders the dashboard with no profile, whatever the session: the HTML holds nobody’s details', async () => {
    const page = await renderPage('http://localhost/dashboard/settings')

    expect(page.html).toContain('Current Admin')
    expect(page.html).toContain('Loading...')
    // The router's data, a JSON string inside the script.
    expect(page.html).toContain('\\"profile\\":null')
  })

  it('renders the not-found page for a path no route knows', async () => {
    const page = await renderPage('http://localhost/404')

    expect(page.html).toContain('Oops! Page not found')
    expect(page.routeModules).toEqual(['src/app/routes/not-found.ts'])
  })

  it('refuses a path that redirects, which no HTML file could hold', async () => {
    await expect(renderPage('http://localhost/?status=login_success')).rejects.toThrow(/redirects/)
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
