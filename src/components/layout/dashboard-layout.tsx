import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useLoaderData } from 'react-router-dom'
import { firstPaint } from '@/app/first-paint'
import type { DashboardLoaderData } from '@/lib/session/dashboard-loader'
import { LazyToaster } from '@/components/ui/toast'
import { MAIN_ID } from '@/lib/focus'
import { SessionProvider } from '@/lib/session/session-context'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { cn } from '@/lib/utils'
import { AppSidebar } from './app-sidebar'
import { Header } from './header'
import { SIDEBAR_ID } from './nav-items'
import { useLogout, useLogoutFromOtherTabs } from './use-logout'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

// Keyboard tools load on first use, not with the first paint.
const loadCommandPalette = () => import('./command-palette')
// Pointing at the header's search button starts the download; a failure is reported on open.
const prefetchPalette = () => void loadCommandPalette().catch(() => {})
const CommandPalette = lazy(() =>
  loadCommandPalette().then(({ CommandPalette }) => ({ default: CommandPalette })),
)
const KeyboardShortcuts = lazy(() =>
  import('./keyboard-shortcuts').then(({ KeyboardShortcuts }) => ({ default: KeyboardShortcuts })),
)
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog').then(({ ShortcutsDialog }) => ({ default: ShortcutsDialog })),
)

export function DashboardLayout() {
  const { profile } = useLoaderData() as DashboardLoaderData
  const [collapsed, toggleCollapsed] = useSidebarCollapsed()
  const [mobileNavOpen, setMobileNavOpen] = useState(false)
  const palette = useOnDemandDialog()
  const shortcutsHelp = useOnDemandDialog()
  const { logout } = useLogout()
  useLogoutFromOtherTabs()
  const [painted, setPainted] = useState(false)
  useEffect(() => void firstPaint.then(() => setPainted(true)), [])

  return (
    <SessionProvider profile={profile}>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh">
        <aside
          id={SIDEBAR_ID}
          aria-label="Sidebar"
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 border-r bg-card transition-[width] duration-200 md:block',
            collapsed ? 'w-16' : 'w-60',
          )}
        >
          <AppSidebar collapsed={collapsed} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            mobileNavOpen={mobileNavOpen}
            onMobileNavOpenChange={setMobileNavOpen}
            onOpenPalette={palette.show}
            prefetchPalette={prefetchPalette}
          />
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
      {painted && (
        <Suspense fallback={null}>
          <KeyboardShortcuts
            onOpenPalette={palette.show}
            onToggleSidebar={toggleCollapsed}
            onShowShortcuts={shortcutsHelp.show}
          />
        </Suspense>
      )}
      {palette.requested && (
        <Suspense fallback={null}>
          <CommandPalette
            open={palette.open}
            onOpenChange={palette.setOpen}
            opener={palette.opener}
            sidebarCollapsed={collapsed}
            onToggleSidebar={toggleCollapsed}
            onShowShortcuts={shortcutsHelp.show}
            onLogout={logout}
          />
        </Suspense>
      )}
      {shortcutsHelp.requested && (
        <Suspense fallback={null}>
          <ShortcutsDialog
            open={shortcutsHelp.open}
            onOpenChange={shortcutsHelp.setOpen}
            opener={shortcutsHelp.opener}
          />
        </Suspense>
      )}
      {/* Beside the screens, not in one: a toast (and its Undo) outlives a move to another screen. */}
      <LazyToaster position="bottom-right" />
    </SessionProvider>
  )
}
