import type { ApiClient } from '@/lib/api-client'
import { createStore, useStore } from '@/lib/store'
import { forgetProfile } from './current-profile'
import { endSession, forgetSession } from './logout'
import { announceLogout } from './logout-broadcast'

const running = createStore<Promise<void> | null>(() => null)

async function endSessionAndLeave(client: ApiClient, leave: () => void | Promise<void>) {
  forgetSession()
  // Other tabs leave at once and make no call of their own: this tab's call ends the session.
  announceLogout()
  await endSession(client)
  await leave()
  // Only now: the profile card shows the admin until the browser has left the dashboard.
  forgetProfile()
}

/**
 * Logs this tab out, once however many controls ask (the sidebar, the drawer, the palette): a
 * call while one runs shares it, so the server hears one logout and every control shows it busy.
 * `leave` goes to /login after the server has answered; the logout ends once it has.
 */
export function logOut(client: ApiClient, leave: () => void | Promise<void>): Promise<void> {
  const current = running.get()
  if (current) return current
  const started = endSessionAndLeave(client, leave).finally(() => running.set(null))
  running.set(started)
  return started
}

export function isLoggingOut(): boolean {
  return running.get() !== null
}

/** Calls `listener` when a logout starts and when it ends; returns the unsubscribe. */
export const subscribeToLogout = running.subscribe

/** Whether a logout is under way, following each change. */
export function useIsLoggingOut(): boolean {
  return useStore(running, null) !== null
}
