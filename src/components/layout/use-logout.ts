import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { api } from '@/lib/api-client'
import { endSession } from '@/lib/session/logout'

export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate()
  const [isLoggingOut, setIsLoggingOut] = useState(false)

  const logout = useCallback(async () => {
    setIsLoggingOut(true)
    await endSession(api)
    navigate(paths.login, { replace: true })
  }, [navigate])

  return { logout, isLoggingOut }
}
