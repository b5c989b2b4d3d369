import { useSyncExternalStore } from 'react'
import type { ApiClient } from '@/lib/api-client'
import { createListeners } from '@/lib/listeners'
import { forgetProfile } from './current-profile'
import { endSession, forgetSession } from './logout'
import { announceLogout } from './logout-broadcast'

let running: Promise<void> | null = null
const changes = createListeners()

async function endSessionAndLeave(client: ApiClient, leave: () => void | Promise<void>) {
  forgetSession()
  // Other tabs leave at once and make no call of their own: this tab's call ends the session.
  announceLogout()
  await endSession(client)
  await leave()
  // Only now: the profile card shows the admin until the browser has left the dashboard.
  forgetProfile()
}

function changed(next: Promise<void> | null) {
  running = next
  changes.notify()
}

/**
 * Logs this tab out, once however many controls ask (the sidebar, the drawer, the palette): a
 * call while one runs shares it, so the server hears one logout and every control shows it busy.
 * `leave` goes to /login after the server has answered; the logout ends once it has.
 */
export function logOut(client: ApiClient, leave: () => void | Promise<void>): Promise<void> {
  if (!running) {
    running = endSessionAndLeave(client, leave).finally(() => changed(null))
    changed(running)
  }
  return running
}

export function isLoggingOut(): boolean {
  return running !== null
}

/** Calls `listener` when a logout starts and when it ends; returns the unsubscribe. */
export const subscribeToLogout = changes.subscribe

/** Whether a logout is under way, following each change. */
export function useIsLoggingOut(): boolean {
  return useSyncExternalStore(subscribeToLogout, isLoggingOut, () => false)
}
