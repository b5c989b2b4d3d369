import { DirectionProvider } from '@radix-ui/react-direction'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { directionOf } from '@/config/languages'
import { currentLanguage } from '@/lib/i18n/translate'
import { markLocationShown } from './boot/app-settled'

/**
 * Every screen's parent: tells the start-up code (src/main.tsx) what React has put on screen. In a
 * passive effect, which runs after every screen's own effects (its listeners are attached). Radix's
 * menus and dialogs learn the page's direction here (arrow keys, sides), from its first render.
 */
export function AppRoot() {
  const { key } = useLocation()
  useEffect(() => markLocationShown(key), [key])
  return (
    <DirectionProvider dir={directionOf(currentLanguage())}>
      <Outlet />
    </DirectionProvider>
  )
}
