import { matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { loginEntryLoader } from '@/features/auth/login-entry'
// In the entry chunk: the first screen of every visit, and small, so no extra request for it.
import { LoginScreen } from '@/features/auth/login-screen'
import { RouteErrorScreen } from '@/features/errors/route-error-screen'
import { AppRoot } from './app-root'

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>

// The lazily loaded route modules by source path. Vite's build manifest keys chunks the same way, so
// the prerender (scripts/prerender.ts) preloads exactly the chunks of the routes a page matched.
const routeModules = import.meta.glob<RouteModule>('./routes/*.ts')

/** Where a lazy route's module is, for the prerender to find its chunks. */
export type RouteHandle = { routeModule: string }

function lazyRoute(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const lazy = routeModules[`./routes/${name}.ts`]
  if (!lazy) throw new Error(`There is no route module src/app/routes/${name}.ts`)
  return { lazy, handle: { routeModule: `src/app/routes/${name}.ts` } satisfies RouteHandle }
}

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    // Shown only while a page rendered afresh waits for a loader (the sign-in return's).
    HydrateFallback: () => null,
    children: [
      {
        // Below the root, so an error screen still tells the start-up code it is on screen.
        ErrorBoundary: RouteErrorScreen,
        children: [
          { path: paths.home, loader: loginEntryLoader, Component: LoginScreen },
          { path: paths.login, Component: LoginScreen },
          {
            path: paths.dashboard,
            ...lazyRoute('dashboard-layout'),
            children: [
              {
                // Errors inside a screen stay inside the layout, so the sidebar keeps working.
                ErrorBoundary: RouteErrorScreen,
                children: [
                  { index: true, ...lazyRoute('dashboard') },
                  {
                    path: 'drivers',
                    ...lazyRoute('drivers'),
                    // A driver's panel opens over the list, which stays mounted underneath.
                    children: [
                      {
                        path: ':driverId',
                        lazy: async () => {
                          const { driverDetail } = await import('./routes/drivers')
                          return { Component: (await driverDetail.load()).DriverDetail }
                        },
                      },
                    ],
                  },
                  { path: 'settings', ...lazyRoute('settings') },
                ],
              },
            ],
          },
          { path: '*', ...lazyRoute('not-found') },
        ],
      },
    ],
  },
]

/** Loads the lazy routes a path matches: src/main.tsx does it first, so its first render is the whole screen. */
export async function loadRoutesFor(path: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, path) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy())
      route.lazy = undefined
    }),
  )
}
