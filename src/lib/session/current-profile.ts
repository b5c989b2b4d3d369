import { useSyncExternalStore } from 'react'
import { api } from '@/lib/api-client'
import { createListeners } from '@/lib/listeners'
import { loadProfile, type ProfileResult } from './profile'

let request: Promise<ProfileResult> | null = null
let loaded: ProfileResult | null = null
const changes = createListeners()

/**
 * The signed-in admin's profile: asked for once per visit to the dashboard, whichever screen asks
 * first, and shared by all (a 401 whose refresh fails sends the browser to /login). Never rejects:
 * a failure gives the fallback profile.
 */
export function getProfile(): Promise<ProfileResult> {
  const current = (request ??= loadProfile(api).then((result) => {
    if (request !== current) return result // Forgotten meanwhile (a logout).
    loaded = result
    changes.notify()
    return result
  }))
  return current
}

/** Who a change is recorded as: the admin's name once known ('Admin User' with the fallback). */
export function currentAdminName(): Promise<string> {
  return getProfile().then(({ profile }) => profile.name)
}

/** After a logout: the next visit to the dashboard asks the server again. */
export function forgetProfile(): void {
  request = null
  loaded = null
  changes.notify()
}

/**
 * The profile once it has loaded (the dashboard layout asks for it); null until then, and in
 * prerendered markup, which holds nobody's details.
 */
export function useProfile(): ProfileResult | null {
  return useSyncExternalStore(
    changes.subscribe,
    () => loaded,
    () => null,
  )
}
