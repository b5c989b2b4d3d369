import { getApiBaseUrl } from '@/config/env'
import { apiPaths } from '@/config/paths'

export function googleSignInUrl(): string {
  return `${getApiBaseUrl()}${apiPaths.googleLogin}`
}
