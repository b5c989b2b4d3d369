import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { loginEntryLoader } from '@/features/auth/login-entry'
// In the entry chunk: the first screen of every visit, and small, so no extra request for it.
import { LoginScreen } from '@/features/auth/login-screen'
import { RouteErrorScreen } from '@/features/errors/route-error-screen'
import type { DashboardLoaderData } from '@/lib/session/dashboard-loader'
import { firstPaint } from './first-paint'

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: () => null,
    children: [
      { path: paths.home, loader: loginEntryLoader, Component: LoginScreen },
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

export function createAppRouter() {
  return createBrowserRouter(routes)
}
