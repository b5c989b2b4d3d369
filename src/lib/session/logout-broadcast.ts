// Tells the app's other open tabs that the admin logged out, so they leave for /login too. One
// channel per tab: a BroadcastChannel never hears its own messages, only other tabs'. None in the
// build's prerender, which an open channel would keep from exiting.
const channel =
  import.meta.env.SSR || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel('fleet-admin:session')
const LOGGED_OUT = 'logged-out'

export function announceLogout(): void {
  channel?.postMessage(LOGGED_OUT)
}

/** Calls `onLogout` when another tab announces a logout; returns the unsubscribe. */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  const listener = (event: MessageEvent) => event.data === LOGGED_OUT && onLogout()
  channel?.addEventListener('message', listener)
  return () => channel?.removeEventListener('message', listener)
}
