// Tells the app's other open tabs that the admin logged out, so they leave for /login too. One
// channel per tab: a BroadcastChannel never hears its own messages, only other tabs'. Opened on
// first use, never on import: an open channel would keep the build's prerender process alive.
let channel: BroadcastChannel | null | undefined
const LOGGED_OUT = 'logged-out'

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fleet-admin:session')
  }
  return channel
}

export function announceLogout(): void {
  openChannel()?.postMessage(LOGGED_OUT)
}

/** Calls `onLogout` when another tab announces a logout; returns the unsubscribe. */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  const listener = (event: MessageEvent) => event.data === LOGGED_OUT && onLogout()
  const opened = openChannel()
  opened?.addEventListener('message', listener)
  return () => opened?.removeEventListener('message', listener)
}
