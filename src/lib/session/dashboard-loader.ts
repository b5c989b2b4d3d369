import { api } from '@/lib/api-client'
import { loadProfile, type ProfileResult } from './profile'

/** The profile while it loads; null in a prerendered page's data, which holds nobody's details. */
export type DashboardLoaderData = { profile: Promise<ProfileResult> | null }

// Not awaited: the layout paints at once while the profile (and the session check) is in flight.
export function dashboardLoader(): DashboardLoaderData {
  // At build time there is no session to ask about.
  if (import.meta.env.SSR) return { profile: null }
  return { profile: loadProfile(api) }
}

let hydratedPageProfile: Promise<ProfileResult> | undefined

/**
 * The profile for the layout. A hydrated page keeps its prerendered data (the loader does not run
 * again, which would re-render the whole page), so its profile is asked for here, once.
 */
export function profileOf(data: DashboardLoaderData): Promise<ProfileResult> {
  return data.profile ?? (hydratedPageProfile ??= loadProfile(api))
}

// The profile is fetched once per visit to the dashboard, not on every search-param change.
export function shouldRevalidateDashboard(): boolean {
  return false
}
