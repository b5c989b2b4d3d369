import { useMemo } from 'react'
import { FALLBACK_PROFILE } from '@/lib/session/profile'
import { useSession } from '@/lib/session/session-context'
import type { Actor } from './settings-store'

/** Who the change history names: the signed-in admin, or 'Admin User' with the fallback profile. */
export function useActor(): Actor {
  const { profile } = useSession()
  return useMemo(
    () => profile.then((result) => result.profile.name.trim() || FALLBACK_PROFILE.name),
    [profile],
  )
}
