import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { loginEntryLoader } from '@/features/auth/login-entry'
// In the entry chunk: the first screen of every visit, and small, so no extra request for it.
import { LoginScreen } from '@/features/auth/login-screen'
import { RouteErrorScreen } from '@/features/errors/route-error-screen'
import type { DashboardLoaderData } from '@/lib/session/dashboard-loader'
import { firstPaint } from './first-paint'

const HOME_ROUTE_ID = 'home'

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: () => null,
    children: [
      { id: HOME_ROUTE_ID, path: paths.home, loader: loginEntryLoader, Component: LoginScreen },
      { path: paths.login, Component: LoginScreen },
      {
        path: paths.dashboard,
        lazy: async () => {
          const { DashboardLayout, dashboardLoader, shouldRevalidateDashboard } =
            await import('./dashboard-route')
          return {
            Component: DashboardLayout,
            // The profile call waits for the first paint: no screen needs it to paint (settings
            // shows it in a Suspense boundary), and the session check it carries can wait too.
            loader: (): DashboardLoaderData => ({
              profile: firstPaint.then(() => dashboardLoader().profile),
            }),
            shouldRevalidate: shouldRevalidateDashboard,
          }
        },
        children: [
          {
            // Errors inside a screen stay inside the layout, so the sidebar keeps working.
            ErrorBoundary: RouteErrorScreen,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/features/dashboard/dashboard-screen'))
                    .DashboardScreen,
                }),
              },
              {
                path: 'drivers',
                lazy: async () => ({
                  Component: (await import('@/features/drivers/drivers-screen')).DriversScreen,
                }),
                // A driver's panel opens over the list, which stays mounted underneath. Its chunk is
                // imported by the screen's, so the parts they share stay in the screen's chunk.
                children: [
                  {
                    path: ':driverId',
                    lazy: async () => {
                      const { loadDriverDetail } = await import('@/features/drivers/drivers-screen')
                      return { Component: (await loadDriverDetail()).DriverDetail }
                    },
                  },
                ],
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('@/features/settings/settings-screen')).SettingsScreen,
                }),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/features/errors/not-found-screen')).NotFoundScreen,
        }),
      },
    ],
  },
]

/**
 * `hydratingLogin`: the page shows the login screen's prerendered markup, which React hydrates; the
 * home loader's answer for a plain `/` (null) is given up front so the first render matches it.
 */
export function createAppRouter({ hydratingLogin = false } = {}) {
  return createBrowserRouter(
    routes,
    hydratingLogin ? { hydrationData: { loaderData: { [HOME_ROUTE_ID]: null } } } : undefined,
  )
}
