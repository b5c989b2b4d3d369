import { pathBeingOpened } from '@/lib/start/app-router'
import { paths } from '@/config/paths'
import * as cookieNames from '@/config/stored-names/cookie-names'
import * as sessionKeys from '@/config/stored-names/session-keys'
import { readCookie, writeCookie } from '@/lib/cookies'

/**
 * A path the app may send a signed-in admin to: one of its own /dashboard screens, written as a
 * path and query that URL parsing gives back unchanged. That refuses schemes, hosts, `//`,
 * backslashes, `..`, fragments, spaces and control codes, which all change when parsed.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith(paths.dashboard)) return false
  const base = 'https://fleet-admin.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return false
  }
  const underDashboard =
    url.pathname === paths.dashboard || url.pathname.startsWith(`${paths.dashboard}/`)
  return url.origin === base && underDashboard && `${url.pathname}${url.search}` === value
}

/** Remembers where the admin was when the session ended; anything outside /dashboard is ignored. */
export function rememberReturnPath({ pathname, search }: { pathname: string; search: string }) {
  const path = `${pathname}${search}`
  if (!isSafeReturnPath(path)) return
  try {
    sessionStorage.setItem(sessionKeys.returnTo, path)
  } catch {
    // Storage blocked: sign-in lands on the dashboard as usual.
  }
}

/** Remembers the screen the admin is on (or opening), for the return after sign-in. */
export function rememberCurrentPath(): void {
  rememberReturnPath(pathBeingOpened())
}

/** A deliberate logout: the next sign-in starts on the dashboard, whatever was remembered. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(sessionKeys.returnTo)
  } catch {
    // Storage blocked: nothing was remembered.
  }
}

/** Where a fresh sign-in lands: the remembered path once (then forgotten), else the dashboard. */
export function takeReturnPath(): string {
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(sessionKeys.returnTo)
    sessionStorage.removeItem(sessionKeys.returnTo)
  } catch {
    // Storage blocked: nothing was remembered.
  }
  return isSafeReturnPath(stored) ? stored : paths.dashboard
}

/**
 * Takes the note nginx leaves in a cookie when it sends a signed-out visitor to the login (it
 * cannot reach sessionStorage): once, by the same rules as the app's own note (the head script).
 */
export function takeReturnToCookie(): void {
  const returnTo = readCookie(cookieNames.returnTo, document.cookie)
  if (returnTo === null) return
  writeCookie(cookieNames.returnTo, '', 0)
  try {
    rememberReturnPath(new URL(returnTo, location.origin))
  } catch {
    // Not even a URL (anyone on the site's domain can set a cookie): nothing to return to.
  }
}
