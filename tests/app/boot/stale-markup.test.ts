import { describe, expect, it } from 'vitest'
import { isDashboardScreen, isSignInReturn, normalPath, staleMarkup } from '@/app/boot/stale-markup'

// What the head script hides of a prerendered page until the app has drawn the URL.

const ROUTES = '/ /login /dashboard /dashboard/drivers /dashboard/drivers/[^/]+ /dashboard/settings'
const drivers = {
  page: '/dashboard/drivers',
  paths: '/dashboard/drivers /dashboard/drivers/[^/]+',
  routes: ROUTES,
}
const login = { page: '/', paths: '/', routes: ROUTES }
const notFound = { page: '*', routes: ROUTES }
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://host')
  return { pathname, search }
}

describe('staleMarkup', () => {
  const pages = { drivers, login, notFound }
  it.each([
    ['drivers', '/dashboard/drivers', undefined],
    ['drivers', '/Dashboard/Drivers/', undefined],
    // A driver's panel opens over the list the page shows.
    ['drivers', '/dashboard/drivers/7', undefined],
    // Only the list depends on the query: it waits for the app.
    ['drivers', '/dashboard/drivers?q=smith', 'view'],
    ['drivers', '/dashboard/drivers/7?page=2', 'view'],
    // Another screen's page (a host's fallback): all of it waits.
    ['login', '/dashboard/settings', 'page'],
    ['login', '/login', 'page'],
    // The sign-in return leaves the login screen at once.
    ['login', '/?status=login_success', 'page'],
    ['login', '/?status=login_failed', 'view'],
    ['notFound', '/no/such/page', undefined],
    ['notFound', '/dashboard/nowhere', undefined],
    ['notFound', '/dashboard/drivers', 'page'],
  ] as const)('the %s page served for %s: %s', (page, url, stale) => {
    expect(staleMarkup(pages[page], at(url))).toBe(stale)
  })

  it('hides the view when its data was changed in this browser (a driver deactivated)', () => {
    expect(staleMarkup(drivers, at('/dashboard/drivers'), true)).toBe('view')
    expect(staleMarkup(drivers, at('/dashboard/drivers'), false)).toBeUndefined()
    expect(staleMarkup(login, at('/dashboard/drivers'), true)).toBe('page')
  })

  it('hides nothing where there is no markup (npm run dev)', () => {
    expect(staleMarkup({}, at('/dashboard?page=2'))).toBeUndefined()
  })
})

describe('isDashboardScreen', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/', true],
    ['/DASHBOARD/Settings', true],
    ['/dashboard/drivers/12', true],
    // Unknown paths under it show the not-found page, which is no one's data.
    ['/dashboard/nowhere', false],
    ['/dashboardx', false],
    ['/', false],
    ['/login', false],
  ])('%s: %s', (path, screen) => {
    expect(isDashboardScreen({ routes: ROUTES }, path)).toBe(screen)
  })

  it('counts the whole area without a list of routes (npm run dev)', () => {
    expect(isDashboardScreen({}, '/dashboard/nowhere')).toBe(true)
    expect(isDashboardScreen({}, '/login')).toBe(false)
  })

  it('reads paths as the router does', () => {
    expect(normalPath('/Dashboard//')).toBe('/dashboard')
    expect(normalPath('/')).toBe('/')
  })
})

describe('isSignInReturn', () => {
  it.each([
    ['?status=login_success', true],
    ['?next=/x&status=login_success', true],
    ['?status=login_failed', false],
    ['?status=LOGIN_SUCCESS', false],
    ['', false],
  ])('%s: %s', (search, expected) => {
    expect(isSignInReturn(search)).toBe(expected)
  })
})
