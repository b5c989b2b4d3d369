import { useEffect, useEffectEvent } from 'react'
import { OnDemand } from '@/components/ui/on-demand'
import { dialogIsOpen } from '@/lib/keyboard/open-dialog'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { focusSearchBox } from '@/lib/keyboard/search-box'
import { shortcutOf, type ShortcutId } from '@/lib/keyboard/shortcuts'
import { onDemandModule } from '@/lib/on-demand-module'
import type { OnDemandDialog } from '@/lib/use-on-demand-dialog'
import type { NavItem } from './nav-items'

/** The palette loads on first use: pressing Ctrl+K, or pointing at the header's search button. */
export const commandPalette = onDemandModule(() => import('./command-palette'))
const CommandPalette = commandPalette.component('CommandPalette')
export const shortcutsList = onDemandModule(() => import('./shortcuts-dialog'))
const ShortcutsDialog = shortcutsList.component('ShortcutsDialog')

/**
 * The dashboard's shortcuts (lib/keyboard/shortcuts.ts) and the dialogs they open, each loaded on
 * first use. A key pressed before the app ran was held by the head script and reaches this as a
 * key pressed again (app/boot/capture-early-events.ts).
 */
export function KeyboardCommands({
  palette,
  shortcutsHelp,
  screens,
  isWideLayout,
  sidebarCollapsed,
  onToggleSidebar,
}: {
  palette: OnDemandDialog
  shortcutsHelp: OnDemandDialog
  screens: readonly NavItem[]
  /** Whether the sidebar shows (md and up); below, the drawer has nothing to collapse. */
  isWideLayout: () => boolean
  sidebarCollapsed: boolean
  onToggleSidebar: () => void
}) {
  /** Each returns false when it did nothing, so the browser keeps the key for its own use. */
  const run = {
    openPalette: palette.show,
    toggleSidebar: () => isWideLayout() && void onToggleSidebar(),
    focusSearch: () => focusSearchBox(),
    showShortcuts: shortcutsHelp.show,
  }

  // A dialog owns the keyboard while it is open (the palette handles its own keys); the palette
  // opens over a screen's panel (a driver's) as over the screen.
  const runShortcut = useEffectEvent(
    (shortcut: ShortcutId) =>
      !dialogIsOpen(document, { besidesPanels: shortcut === 'openPalette' }) && run[shortcut](),
  )
  useEffect(() => {
    // Bubbling, so a key the page's own controls took (defaultPrevented) is not a shortcut; a key
    // the app does not use stays the browser's.
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.defaultPrevented ? null : shortcutOf(event, isApplePlatform())
      if (shortcut && runShortcut(shortcut) !== false) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      {palette.requested && (
        <OnDemand onDismiss={() => palette.setOpen(false)}>
          <CommandPalette
            open={palette.open}
            onOpenChange={palette.setOpen}
            screens={screens}
            sidebarCollapsed={sidebarCollapsed}
            canCollapseSidebar={isWideLayout()}
            onToggleSidebar={onToggleSidebar}
            onShowShortcuts={shortcutsHelp.show}
          />
        </OnDemand>
      )}
      {shortcutsHelp.requested && (
        <OnDemand onDismiss={() => shortcutsHelp.setOpen(false)}>
          <ShortcutsDialog open={shortcutsHelp.open} onOpenChange={shortcutsHelp.setOpen} />
        </OnDemand>
      )}
    </>
  )
}
