// Why the login screen opened: a session that ended on its own says so there, once.

/** A refresh failed: the login screen the tab goes to next says the session has expired. */
export function noteSessionExpired(): void {
  try {
    sessionStorage.setItem(sessionKeys.sessionExpired, '1')
  } catch {
    // Storage blocked: the login screen shows without the word why.
  }
}

let expired: boolean | undefined

/**
 * Whether this page was opened because the session expired: read once per page and forgotten, so
 * a reload, a logout or a later visit does not say it again.
 */
export function openedForExpiredSession(): boolean {
  if (expired === undefined) {
    try {
      expired = sessionStorage.getItem(sessionKeys.sessionExpired) !== null
      sessionStorage.removeItem(sessionKeys.sessionExpired)
    } catch {
      expired = false
    }
  }
  return expired
}
import * as sessionKeys from '@/config/stored-names/session-keys'
