import { useEffect, useEffectEvent } from 'react'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { shortcutOf } from '@/lib/keyboard/shortcuts'
import { WIDE_LAYOUT_QUERY } from './nav-items'

// A dialog owns the keyboard while it is open (the palette handles its own keys).
const dialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null

/**
 * Listens for the dashboard's shortcuts (lib/keyboard/shortcuts.ts); renders nothing. Loaded
 * after the first paint: no one presses a shortcut before the screen is there.
 */
export function KeyboardShortcuts({
  onOpenPalette,
  onToggleSidebar,
  onShowShortcuts,
}: {
  onOpenPalette: () => void
  onToggleSidebar: () => void
  onShowShortcuts: () => void
}) {
  /** Each returns false when it did nothing, so the browser keeps the key for its own use. */
  const run = {
    openPalette: onOpenPalette,
    // Where the sidebar is hidden (the drawer's widths) there is nothing to collapse.
    toggleSidebar: () => window.matchMedia(WIDE_LAYOUT_QUERY).matches && void onToggleSidebar(),
    // The screen's search box says it answers to '/' (aria-keyshortcuts); off Drivers there is none.
    focusSearch: () => {
      const box = document.querySelector<HTMLInputElement>('input[aria-keyshortcuts="/"]')
      if (!box || box.offsetParent === null) return false
      box.focus()
      box.select()
    },
    showShortcuts: onShowShortcuts,
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || dialogIsOpen()) return
    const shortcut = shortcutOf(event, isApplePlatform())
    if (shortcut && run[shortcut]() !== false) event.preventDefault()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])
  return null
}
