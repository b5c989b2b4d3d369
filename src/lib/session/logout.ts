import { apiPaths } from '@/config/paths'
import type { ApiClient } from '@/lib/api-client'
import { forgetProfile } from './current-profile'
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

/** This tab is signed out: the next sign-in starts on the dashboard with a new session check. */
export function forgetSession(): void {
  forgetReturnPath()
  clearSignInHint()
  forgetProfile()
}
