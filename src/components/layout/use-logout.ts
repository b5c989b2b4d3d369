import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { api } from '@/lib/api-client'
import { forgetProfile } from '@/lib/session/current-profile'
import { forgetSession } from '@/lib/session/logout'
import { logOut, useIsLoggingOut } from '@/lib/session/logout-action'
import { onLogoutElsewhere } from '@/lib/session/logout-broadcast'

/** The one logout, wherever it starts: each caller sees the same busy state. */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate()
  const isLoggingOut = useIsLoggingOut()
  // flushSync: the dashboard is gone once the logout ends, so nothing in it shows or asks again.
  const logout = () => logOut(api, () => navigate(paths.login, { replace: true, flushSync: true }))
  return { logout, isLoggingOut }
}

/** Leaves for /login when the admin logs out in another tab (used once, by the dashboard layout). */
export function useLogoutFromOtherTabs(): void {
  const navigate = useNavigate()
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        forgetSession()
        navigate(paths.login, { replace: true, flushSync: true })
        forgetProfile()
      }),
    [navigate],
  )
}
