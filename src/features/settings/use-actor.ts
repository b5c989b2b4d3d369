import { useMemo } from 'react'
import { useSession } from '@/lib/session/session-context'
import type { Actor } from './settings-store'

/** Who the change history names: the signed-in admin ('Admin User' with the fallback profile). */
export function useActor(): Actor {
  const { profile } = useSession()
  return useMemo(() => profile.then((result) => result.profile.name), [profile])
}
