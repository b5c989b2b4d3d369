import { useMemo } from 'react'
import type { ProfileResult } from '@/lib/session/profile'
import { useSession } from '@/lib/session/session-context'
import type { Actor } from './settings-store'

// Only while hydrating prerendered markup, before any change can be made.
const NOT_ASKED_YET = new Promise<ProfileResult>(() => {})

/** Who the change history names: the signed-in admin ('Admin User' with the fallback profile). */
export function useActor(): Actor {
  const { profile } = useSession()
  return useMemo(() => (profile ?? NOT_ASKED_YET).then((result) => result.profile.name), [profile])
}
