import { useEffect } from 'react'
import { Outlet, useMatch } from 'react-router-dom'
import { OnDemand } from '@/components/ui/on-demand'
import { LazyToaster } from '@/components/ui/toast'
import { driverPath } from '@/config/paths'
import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { t } from '@/lib/i18n/translate'
import { useChangesKept } from '@/lib/local-data/changes-kept'
import { onDemandModule } from '@/lib/on-demand-module'
import { getProfile } from '@/lib/session/current-profile'
import { isLoggingOut } from '@/lib/session/logout-action'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { AppSidebar } from './app-sidebar'
import { Header } from './header'
import { dismissIconHint, iconHintBubble, useShownIconHint } from './icon-hints'
import { commandPalette, KeyboardCommands, shortcutsList } from './keyboard-commands'
import { isWideLayout, navItems, SIDEBAR_ID } from './nav-items'
import { useLogoutFromOtherTabs } from './use-logout'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

export function DashboardLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed()
  const palette = useOnDemandDialog(commandPalette)
  const shortcutsHelp = useOnDemandDialog(shortcutsList)
  useLogoutFromOtherTabs()
  // A driver's panel has its name and ID at the top, under where toasts usually show.
  const driverPanelOpen = useMatch(driverPath(':driverId')) !== null
  // Entering the dashboard checks the session (a 401 whose refresh fails leaves for /login). Asked
  // while rendering, so the call starts as the page hydrates; the function asks once per visit,
  // and not again while logging out (which forgot the profile and the sign-in hint).
  if (!import.meta.env.SSR && !isLoggingOut()) void getProfile()

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('layout.skipToMain')}
      </a>
      {/* The head script holds the shortcut keys pressed on a page that has this mark until the app runs. */}
      <div className="flex min-h-dvh" data-keyboard-shortcuts>
        <aside
          id={SIDEBAR_ID}
          aria-label={t('layout.sidebar')}
          className={
            'sticky top-0 hidden h-dvh w-60 shrink-0 border-e bg-card transition-[width] duration-200 md:block print:hidden sidebar-collapsed:w-16'
          }
        >
          <AppSidebar collapsible collapsed={collapsed} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            onOpenPalette={palette.show}
            prefetchPalette={commandPalette.prefetch}
          />
          {/* lib/focus.ts falls back here (MAIN_ID). */}
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 print:p-0">
            <ChangesNotKeptIfSo />
            <Outlet />
          </main>
        </div>
      </div>
      <KeyboardCommands
        palette={palette}
        shortcutsHelp={shortcutsHelp}
        screens={navItems}
        isWideLayout={isWideLayout}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggleCollapsed}
      />
      <ShownIconHint />
      {/* Beside the screens, not in one: a toast (and its Undo) outlives a move to another screen.
          Under the header at the inline end (the sidebar takes the start side), as at the foot a
          toast would cover the drivers' pagination and selection bar for its 10 seconds; at the
          foot while a driver's panel is open. */}
      <LazyToaster position={driverPanelOpen ? 'bottom-right' : 'top-right'} />
    </>
  )
}

const notKept = onDemandModule(() => withDeskTexts(import('./changes-not-kept')))
const ChangesNotKept = notKept.component('ChangesNotKept')

/**
 * Opens the browser's database on any dashboard screen, loaded once the screen is drawn: what an
 * earlier version saved moves in, and if it cannot be opened, every screen says changes are lost.
 */
function ChangesNotKeptIfSo() {
  const kept = useChangesKept()
  useEffect(() => {
    void import('@/lib/local-data/local-data').then(({ connection, notRead }) =>
      connection().catch(notRead),
    )
  }, [])
  return (
    kept === false && (
      <OnDemand failure="quiet">
        <ChangesNotKept />
      </OnDemand>
    )
  )
}

const IconHintBubble = iconHintBubble.component('IconHintBubble')

/** The hint of the icon-only control pointed at or focused (icon-hints.ts), if any. */
function ShownIconHint() {
  const hint = useShownIconHint()
  return (
    hint && (
      <OnDemand failure="quiet">
        <IconHintBubble {...hint} onDismiss={dismissIconHint} />
      </OnDemand>
    )
  )
}
