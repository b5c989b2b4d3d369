import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react'
import { Outlet, useLoaderData } from 'react-router-dom'
import { profileOf, type DashboardLoaderData } from '@/lib/session/dashboard-loader'
import { LazyToaster } from '@/components/ui/toast'
import { SessionProvider } from '@/lib/session/session-context'
import { useHydrated } from '@/lib/utils'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { AppSidebar } from './app-sidebar'
import { Header } from './header'
import { isWideLayout, navItems, SIDEBAR_ID } from './nav-items'
import { useLogout, useLogoutFromOtherTabs } from './use-logout'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

// Shortcuts, the palette and the shortcut list: once the page is hydrated, or on first use.
const loadKeyboardCommands = () => import('./keyboard-commands')
const KeyboardCommands = lazy(() =>
  loadKeyboardCommands().then(({ KeyboardCommands }) => ({ default: KeyboardCommands })),
)
// Pointing at the header's search button fetches the palette; a failure is reported on open.
const prefetchPalette = () =>
  void loadKeyboardCommands()
    .then(({ loadCommandPalette }) => loadCommandPalette())
    .catch(() => {})

export function DashboardLayout() {
  const data = useLoaderData() as DashboardLoaderData
  const [collapsed, toggleCollapsed] = useSidebarCollapsed()
  const palette = useOnDemandDialog()
  const shortcutsHelp = useOnDemandDialog()
  const { logout } = useLogout()
  useLogoutFromOtherTabs()
  const [shortcutsWork, setShortcutsWork] = useState(false)

  return (
    <HydratedSession data={data}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh">
        <aside
          id={SIDEBAR_ID}
          aria-label="Sidebar"
          className={
            'sticky top-0 hidden h-dvh w-60 shrink-0 border-r bg-card transition-[width] duration-200 md:block sidebar-collapsed:w-16'
          }
        >
          <AppSidebar collapsible collapsed={collapsed} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            onOpenPalette={palette.show}
            prefetchPalette={prefetchPalette}
            shortcutsWork={shortcutsWork}
          />
          {/* lib/focus.ts falls back here (MAIN_ID). */}
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
      <KeyboardCommandsOnceHydrated
        palette={palette}
        shortcutsHelp={shortcutsHelp}
        screens={navItems}
        isWideLayout={isWideLayout}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggleCollapsed}
        onLogout={logout}
        onListening={() => setShortcutsWork(true)}
      />
      {/* Beside the screens, not in one: a toast (and its Undo) outlives a move to another screen. */}
      <LazyToaster position="bottom-right" />
    </HydratedSession>
  )
}

/**
 * The shortcut listener, loaded once the page is hydrated (or when one of its dialogs is asked for
 * first). A component of its own, so hydrating re-renders it alone, not the whole layout.
 */
function KeyboardCommandsOnceHydrated(props: ComponentProps<typeof KeyboardCommands>) {
  const hydrated = useHydrated()
  if (!hydrated && !props.palette.requested && !props.shortcutsHelp.requested) return null
  return (
    <Suspense fallback={null}>
      <KeyboardCommands {...props} />
    </Suspense>
  )
}

/**
 * The session for the screens. The markup has no profile, so neither has the hydrating render; a
 * component of its own, so hydrating re-renders only what reads the profile.
 */
function HydratedSession({ data, children }: { data: DashboardLoaderData; children: ReactNode }) {
  const profile = useHydrated() ? profileOf(data) : null
  return <SessionProvider profile={profile}>{children}</SessionProvider>
}
