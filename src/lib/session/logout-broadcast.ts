// Tells the app's other open tabs that the admin logged out, so they leave for /login too.
const CHANNEL_NAME = 'fleet-admin:session'
const LOGGED_OUT = 'logged-out'

// One channel per tab: a BroadcastChannel never hears its own messages, only other tabs'.
let channel: BroadcastChannel | null | undefined

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  }
  return channel
}

export function announceLogout(): void {
  openChannel()?.postMessage(LOGGED_OUT)
}

/** Calls `onLogout` when another tab announces a logout; returns the unsubscribe. */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  const open = openChannel()
  if (!open) return () => {}
  const listener = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) onLogout()
  }
  open.addEventListener('message', listener)
  return () => open.removeEventListener('message', listener)
}
