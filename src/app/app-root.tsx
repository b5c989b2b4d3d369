import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { markLocationShown } from './boot/app-settled'

/**
 * Every screen's parent: tells the start-up code (src/main.tsx) what React has put on screen. In a
 * passive effect, which runs after every screen's own effects (its listeners are attached).
 */
export function AppRoot() {
  const { key } = useLocation()
  useEffect(() => markLocationShown(key), [key])
  return <Outlet />
}
