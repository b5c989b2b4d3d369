import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { routes as appRoutes } from '@/app/router'
import { markAppStarted } from '@/app/boot/app-settled'
import { AppRouterContext } from '@/lib/start/app-router'
import { startLoopbackServer, json, type LoopbackServer } from './support/loopback-server'

export const DEMO_PROFILE = {
  id: 1,
  name: 'Demo Admin',
  email: 'demo.admin@example.com',
  phone_number: '+1 555-0100',
}

// The router resolves lazy route properties onto the route objects, so every render gets fresh ones.
function freshRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    lazy: typeof route.lazy === 'object' ? { ...route.lazy } : route.lazy,
    children: route.children && freshRoutes(route.children),
  })) as RouteObject[]
}

type AppRouter = ReturnType<typeof createMemoryRouter>

/**
 * The same router, but React hears of each new state `delayMs` late, as on a slow phone where the
 * router's render waits behind the keystrokes that caused it.
 */
function laggingRouter(router: AppRouter, delayMs: number): AppRouter {
  const subscribe: AppRouter['subscribe'] = (listener) =>
    router.subscribe((state, options) => {
      setTimeout(() => act(() => listener(state, options)), delayMs)
    })
  return new Proxy(router, {
    get: (target, property) =>
      property === 'subscribe' ? subscribe : Reflect.get(target, property, target),
  })
}

/** Renders the app's real routes at `path`, the way the browser would after a full load. */
export function renderApp(
  path: string,
  {
    routes = appRoutes,
    routerLagMs,
  }: { routes?: RouteObject[]; /** see laggingRouter */ routerLagMs?: number } = {},
) {
  const router = createMemoryRouter(freshRoutes(routes), { initialEntries: [path] })
  // No markup to hydrate and no events held before the app ran: start-up is over at once.
  markAppStarted()
  const user = userEvent.setup()
  const provided = routerLagMs === undefined ? router : laggingRouter(router, routerLagMs)
  // The app's own router context holds the real router, which may be ahead of what React shows.
  const view = render(
    <AppRouterContext value={router}>
      <RouterProvider router={provided} />
    </AppRouterContext>,
  )
  return { ...view, router, user, screen }
}

/**
 * A loopback server acting as the delivery service's API, with the app's base URL pointed at it.
 * By default getUser answers the demo profile and logout succeeds.
 */
export async function startFakeApi(): Promise<LoopbackServer> {
  const server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/user/getUser') return json(res, 200, DEMO_PROFILE)
    if (req.url === '/api/user/logout') return json(res, 200, { message: 'Logged out' })
    json(res, 404, { message: 'Not scripted' })
  })
  vi.stubEnv('VITE_API_BASE_URL', server.url)
  return server
}

/** Gives every test in the file a fresh fake API; read `.current` inside a test. */
export function withFakeApi(): { current: LoopbackServer } {
  const api = {} as { current: LoopbackServer }
  beforeEach(async () => {
    api.current = await startFakeApi()
  })
  afterEach(() => api.current.close())
  return api
}
