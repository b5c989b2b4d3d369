import { apiPaths } from '@/config/paths'
import type { ApiClient } from '@/lib/api-client'
import { forgetReturnPath } from './return-to'
import { clearSignInHint } from './sign-in-hint'

/** Ends the server session; resolves either way, since the browser leaves for /login regardless. */
export async function endSession(client: ApiClient): Promise<void> {
  try {
    await client.post(apiPaths.logout)
  } catch (error) {
    console.error('Logout failed:', error)
  }
}

/**
 * This tab's session is over: the next sign-in starts on the dashboard. The profile is forgotten
 * apart (current-profile.ts), once the dashboard that shows it is gone.
 */
export function forgetSession(): void {
  forgetReturnPath()
  clearSignInHint()
}
