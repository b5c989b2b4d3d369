import * as localKeys from '@/config/stored-names/local-keys'
import { createLocalStore } from '@/lib/storage/local-store'
import { jsonCodec } from '@/lib/storage/local-value'

// Tells the app's other open tabs that the admin logged out, so they leave for /login too. The
// time of the logout is saved, and reaches them as every saved value does: by the storage event,
// which never fires in the tab that wrote.

const lastLogout = createLocalStore<number>({
  key: localKeys.loggedOut,
  codec: jsonCodec((value) => (typeof value === 'number' ? value : null)),
  fallback: () => 0,
})

export function announceLogout(): void {
  lastLogout.set(Date.now())
}

/** Calls `onLogout` when another tab announces a logout; returns the unsubscribe. */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  let known = lastLogout.get()
  return lastLogout.subscribe((fromAnotherTab) => {
    // A newer time only: storage cleared in another tab is no logout.
    const latest = lastLogout.get()
    if (fromAnotherTab && latest > known) onLogout()
    known = latest
  })
}
