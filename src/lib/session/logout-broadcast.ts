import * as localKeys from '@/config/stored-names/local-keys'
import { createLocalStore } from '@/lib/storage/local-store'
import { jsonCodec, readLocalValue, type LocalValue } from '@/lib/storage/local-value'

// Tells the app's other open tabs that the admin logged out, so they leave for /login too. The
// time of the logout is saved, and reaches them as every saved value does: by the storage event,
// which never fires in the tab that wrote.

const savedLogout: LocalValue<number> = {
  key: localKeys.loggedOut,
  codec: jsonCodec((value) => (typeof value === 'number' ? value : null)),
  fallback: () => 0,
}
const lastLogout = createLocalStore(savedLogout)

export function announceLogout(): void {
  lastLogout.set(Date.now())
}

/**
 * When this page began to load, before its sign-in hint was read: a logout saved since then ended
 * the session this page opened with, whenever this page reads it.
 */
const pageLoadedAt = performance.timeOrigin

/**
 * Calls `onLogout` when the admin has logged out since this page loaded: in a microtask if that is
 * already saved (another tab logged out as this page started, or this tab before it came back to
 * the dashboard), then whenever another tab announces a logout. Returns the unsubscribe.
 */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  let known = pageLoadedAt
  let subscribed = true
  const hearLatest = () => {
    // A newer time only: storage cleared in another tab is no logout. Read from storage itself: a
    // page back from the back/forward cache heard no storage event while it was stored.
    const latest = readLocalValue(savedLogout)
    if (subscribed && latest > known) {
      known = latest
      onLogout()
    }
  }
  // This tab's own logout leaves by itself; it is heard here only by a later subscriber. Read
  // once, so the store listens to other tabs from now on.
  const unsubscribe = lastLogout.subscribe((fromAnotherTab) => fromAnotherTab && hearLatest())
  lastLogout.get()
  const onPageShow = (event: PageTransitionEvent) => event.persisted && hearLatest()
  window.addEventListener('pageshow', onPageShow)
  // Not within this call: its caller (a React effect) may not navigate synchronously.
  queueMicrotask(hearLatest)
  return () => {
    subscribed = false
    unsubscribe()
    window.removeEventListener('pageshow', onPageShow)
  }
}
