import { useEffect, useEffectEvent } from 'react'
import { isApplePlatform, shortcutOf, type ShortcutId } from './shortcuts'

/** Returns false when it did nothing, so the browser keeps the key (Ctrl+B with no sidebar, say). */
export type ShortcutHandler = () => boolean | void

// A dialog owns the keyboard while it is open (the palette handles its own keys).
const dialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null

/** Runs the handlers for the shortcuts this component serves (lib/keyboard/shortcuts.ts). */
export function useShortcuts(handlers: Partial<Record<ShortcutId, ShortcutHandler>>): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || dialogIsOpen()) return
    const shortcut = shortcutOf(event, isApplePlatform())
    const handler = shortcut && handlers[shortcut]
    if (handler && handler() !== false) event.preventDefault()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])
}
