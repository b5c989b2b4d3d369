import { apiPaths } from '@/config/paths'
import type { ApiClient } from '@/lib/api-client'

/** Ends the server session; resolves either way, since the browser leaves for /login regardless. */
export async function endSession(client: ApiClient): Promise<void> {
  try {
    await client.post(apiPaths.logout)
  } catch (error) {
    console.error('Logout failed:', error)
  }
}
