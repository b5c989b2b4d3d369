import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { loginEntryLoader } from '@/features/auth/login-entry'
import { RouteErrorScreen } from '@/features/errors/route-error-screen'
import { dashboardLoader, shouldRevalidateDashboard } from '@/lib/session/dashboard-loader'

const loginScreen = async () => ({
  Component: (await import('@/features/auth/login-screen')).LoginScreen,
})

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: () => null,
    children: [
      { path: paths.home, loader: loginEntryLoader, lazy: loginScreen },
      { path: paths.login, lazy: loginScreen },
      {
        path: paths.dashboard,
        loader: dashboardLoader,
        shouldRevalidate: shouldRevalidateDashboard,
        lazy: async () => ({
          Component: (await import('@/components/layout/dashboard-layout')).DashboardLayout,
        }),
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
