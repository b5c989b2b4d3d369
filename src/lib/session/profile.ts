import { apiPaths } from '@/config/paths'
import { ApiError, type ApiClient } from '@/lib/api-client'
import { t } from '@/lib/i18n/translate'

export type AdminProfile = {
  id?: number | string
  name: string
  email: string
  phone_number: string
}

export type ProfileResult = { profile: AdminProfile; isFallback: boolean }

export const FALLBACK_PROFILE: AdminProfile = {
  name: 'Admin User',
  email: 'admin@example.com',
  phone_number: '+1 (555) 000-0000',
}

export function parseProfile(body: unknown): AdminProfile {
  if (typeof body !== 'object' || body === null) {
    throw new ApiError(200, t('session.profileEmpty'))
  }
  const { id, name, email, phone_number } = body as Record<string, unknown>
  // A blank name would leave the admin unnamed on screen and in the change history.
  if (typeof name !== 'string' || name.trim() === '' || typeof email !== 'string') {
    throw new ApiError(200, t('session.profileIncomplete'))
  }
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : undefined,
    name,
    email,
    phone_number: typeof phone_number === 'string' ? phone_number : '',
  }
}

// Never rejects: SPEC §8 wants a logged error and the fallback profile instead.
export async function loadProfile(client: ApiClient): Promise<ProfileResult> {
  try {
    return { profile: parseProfile(await client.get(apiPaths.getUser)), isFallback: false }
  } catch (error) {
    console.error('Failed to fetch admin profile:', error)
    return { profile: FALLBACK_PROFILE, isFallback: true }
  }
}
