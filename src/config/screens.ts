import { paths } from './paths'

/**
 * The screens the build is measured on (npm run budget, npm run perf), each by a path its page
 * answers; the not-found page by a path no route knows.
 */
export const screens = [
  { name: 'login', path: paths.home },
  { name: 'dashboard', path: paths.dashboard },
  { name: 'drivers', path: paths.drivers },
  { name: 'settings', path: paths.settings },
  { name: 'not found', path: '/no-such-page' },
] as const

export type Screen = (typeof screens)[number]
export type ScreenName = Screen['name']
