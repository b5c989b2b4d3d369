import { api } from '@/lib/api-client'
import { loadProfile, type ProfileResult } from './profile'

/** The profile while it loads; null in prerendered markup, which holds no admin's details. */
export type DashboardLoaderData = { profile: Promise<ProfileResult> | null }

// Not awaited: the layout paints at once while the profile (and the session check) is in flight.
export function dashboardLoader(): DashboardLoaderData {
  // At build time there is no session to ask about.
  if (import.meta.env.SSR) return { profile: null }
  return { profile: loadProfile(api) }
}
// A prerendered page's data only says "no profile yet": the browser loads it on hydrating.
dashboardLoader.hydrate = true as const

// The profile is fetched once per visit to the dashboard, not on every search-param change.
export function shouldRevalidateDashboard(): boolean {
  return false
}
