import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { api } from '@/lib/api-client'
import { forgetProfile } from '@/lib/session/current-profile'
import { endSession } from '@/lib/session/logout'
import { announceLogout, onLogoutElsewhere } from '@/lib/session/logout-broadcast'
import { forgetReturnPath } from '@/lib/session/return-to'
import { clearSignInHint } from '@/lib/session/sign-in-hint'

/** This tab is signed out: the next sign-in starts on the dashboard with a new session check. */
function forgetSession() {
  forgetReturnPath()
  clearSignInHint()
  forgetProfile()
}

export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate()
  const [isLoggingOut, setIsLoggingOut] = useState(false)

  const logout = useCallback(async () => {
    setIsLoggingOut(true)
    forgetSession()
    // Other tabs leave at once and make no call of their own: this tab's call ends the session.
    announceLogout()
    await endSession(api)
    navigate(paths.login, { replace: true })
  }, [navigate])

  return { logout, isLoggingOut }
}

/** Leaves for /login when the admin logs out in another tab (used once, by the dashboard layout). */
export function useLogoutFromOtherTabs(): void {
  const navigate = useNavigate()
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        forgetSession()
        navigate(paths.login, { replace: true })
      }),
    [navigate],
  )
}
