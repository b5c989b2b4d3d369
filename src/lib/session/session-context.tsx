import { createContext, use, type ReactNode } from 'react'
import type { ProfileResult } from './profile'

/** The signed-in admin's profile: null until it is asked for (in prerendered markup). */
type Session = { profile: Promise<ProfileResult> | null }

const SessionContext = createContext<Session | null>(null)

function SessionProvider({
  profile,
  children,
}: {
  profile: Promise<ProfileResult> | null
  children: ReactNode
}) {
  return <SessionContext value={{ profile }}>{children}</SessionContext>
}

function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

export { SessionProvider, useSession }
