// Build-time data, not part of the app bundle: vite.config.ts and scripts/ read it, hence the
// relative import (their tsconfig has no @/ alias).
import { LOGIN_SUCCESS_STATUS, paths } from '../config/paths.ts'

const DASHBOARD = 'src/app/dashboard-route.ts'

/**
 * The lazy modules (see router.tsx) that a full page load of each path needs, so the build can
 * preload them beside the entry instead of after it. '*' stands for every other path.
 */
export const routeModules: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: [],
  [paths.login]: [],
  [paths.dashboard]: [DASHBOARD, 'src/features/dashboard/dashboard-screen.tsx'],
  [paths.drivers]: [DASHBOARD, 'src/features/drivers/drivers-screen.tsx'],
  [paths.settings]: [DASHBOARD, 'src/features/settings/settings-screen.tsx'],
  '*': ['src/features/errors/not-found-screen.tsx'],
}

/** The sign-in return (/?status=login_success) renders the dashboard, not the login screen. */
export const loginReturn = {
  path: paths.home,
  param: ['status', LOGIN_SUCCESS_STATUS],
  rendersPath: paths.dashboard,
} as const

/** The paths whose first paint is the login screen's markup in index.html (prerendered-login.ts). */
export const loginScreenPaths: readonly string[] = [paths.home, paths.login]
