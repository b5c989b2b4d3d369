import { api } from '@/lib/api-client'
import { loadProfile, type ProfileResult } from './profile'

export type DashboardLoaderData = { profile: Promise<ProfileResult> }

// Not awaited: the layout paints at once while the profile (and the session check) is in flight.
export function dashboardLoader(): DashboardLoaderData {
  return { profile: loadProfile(api) }
}

// The profile is fetched once per visit to the dashboard, not on every search-param change.
export function shouldRevalidateDashboard(): boolean {
  return false
}
