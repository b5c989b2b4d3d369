import { LOGIN_SUCCESS_STATUS, paths } from '@/config/paths'

/** `/Dashboard/Drivers/` → `/dashboard/drivers`: paths as the router matches them. */
export const normalPath = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/'

/** What the prerender wrote on <html> (scripts/prerender.ts). */
type PageMarks = {
  /** The path the markup was rendered for; `*` on the not-found page. */
  page?: string
  /** Path patterns the markup is right for: its route's and those that open over it (a driver). */
  paths?: string
  /** Every path pattern the app knows. */
  routes?: string
}

const matchesAny = (patterns: string | undefined, path: string) =>
  (patterns ?? '').split(' ').some((pattern) => pattern && new RegExp(`^${pattern}$`).test(path))

/** The server's return from a successful sign-in (`/?status=login_success`). */
export const isSignInReturn = (search: string) =>
  new URLSearchParams(search).get('status') === LOGIN_SUCCESS_STATUS

/** A screen of the signed-in area (not an unknown path under it, which is not found). */
export function isDashboardScreen(marks: PageMarks, pathname: string): boolean {
  const path = normalPath(pathname)
  const underDashboard = path === paths.dashboard || path.startsWith(`${paths.dashboard}/`)
  // `npm run dev` serves no markup, so no list of routes: the whole area counts.
  return underDashboard && (marks.routes === undefined || matchesAny(marks.routes, path))
}

/**
 * Which part of a prerendered page the URL makes stale, hidden until the app has drawn the URL:
 * 'page' when the markup is another screen's (a host's fallback page) or about to leave (the
 * sign-in return), 'view' when only the query differs (the drivers list shows it) or the view's
 * data was changed in this browser (`viewDataChanged`), else none.
 */
export function staleMarkup(
  marks: PageMarks,
  { pathname, search }: { pathname: string; search: string },
  viewDataChanged = false,
): 'page' | 'view' | undefined {
  if (!marks.page) return undefined // `npm run dev`: no markup at all
  const path = normalPath(pathname)
  const ownScreen =
    marks.page === '*' ? !matchesAny(marks.routes, path) : matchesAny(marks.paths, path)
  if (!ownScreen || isSignInReturn(search)) return 'page'
  return search || viewDataChanged ? 'view' : undefined
}
