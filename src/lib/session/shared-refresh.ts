import * as localKeys from '@/config/stored-names/local-keys'
import { readSavedText } from '@/lib/storage/local-value'

// Loaded on a tab's first 401. A server that rotates its refresh token accepts each one once: two
// tabs refreshing at the same moment send the same token, and the second is refused, which would
// end that tab's session. So every tab refreshes under one lock for the whole browser.

const LOCK_NAME = 'fleet-admin:session-refresh'

/**
 * Renews the session for a call sent at `sentAt` (ms since the epoch) that answered 401. Once the
 * lock is held, a session another tab (or this one) refreshed since that call was sent is fresh:
 * the call is repeated with it, without another refresh. Otherwise `refresh` runs, and a success
 * is noted for the tabs waiting behind it. Resolves to whether the session is renewed.
 */
export function refreshForEveryTab(
  sentAt: number,
  refresh: () => Promise<boolean>,
): Promise<boolean> {
  const refreshUnlessDone = async () => {
    if (lastRefreshed() > sentAt) return true
    const renewed = await refresh()
    if (renewed) noteRefreshed(Date.now())
    return renewed
  }
  // Only secure contexts (https, localhost) have Web Locks; elsewhere each tab refreshes alone.
  const locks = globalThis.navigator?.locks
  return locks ? locks.request(LOCK_NAME, refreshUnlessDone) : refreshUnlessDone()
}

// Read from storage itself, not a local store: a store hears other tabs by the storage event,
// which may arrive after the lock does.
function lastRefreshed(): number {
  return Number(readSavedText(localKeys.sessionRefreshed)) || 0
}

function noteRefreshed(time: number): void {
  try {
    localStorage.setItem(localKeys.sessionRefreshed, String(time))
  } catch {
    // Storage blocked: a tab waiting behind this refresh refreshes again, with the renewed token.
  }
}
