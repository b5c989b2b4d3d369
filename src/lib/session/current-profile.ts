import { api } from '@/lib/api-client'
import { createStore, useStore } from '@/lib/store'
import { loadProfile, type ProfileResult } from './profile'

let request: Promise<ProfileResult> | null = null
const loaded = createStore<ProfileResult | null>(() => null)

/**
 * The signed-in admin's profile: asked for once per visit to the dashboard, whichever screen asks
 * first, and shared by all (a 401 whose refresh fails sends the browser to /login). Never rejects:
 * a failure gives the fallback profile.
 */
export function getProfile(): Promise<ProfileResult> {
  const current = (request ??= loadProfile(api).then((result) => {
    if (request !== current) return result // Forgotten meanwhile (a logout).
    loaded.set(result)
    return result
  }))
  return current
}

/** Who a change is recorded as: the admin's name once known ('Admin User' with the fallback). */
export function currentAdminName(): Promise<string> {
  return getProfile().then(({ profile }) => profile.name)
}

/** The admin's name if the profile has answered, else null: a change records it as it is made. */
export const knownAdminName = (): string | null => loaded.get()?.profile.name ?? null

/** After a logout: the next visit to the dashboard asks the server again. */
export function forgetProfile(): void {
  request = null
  loaded.set(null)
}

/**
 * The profile once it has loaded (the dashboard layout asks for it); null until then, and in
 * prerendered markup, which holds nobody's details.
 */
export function useProfile(): ProfileResult | null {
  return useStore(loaded, null)
}
