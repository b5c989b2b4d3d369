import { useState } from 'react'
import { Outlet, useLoaderData } from 'react-router-dom'
import type { DashboardLoaderData } from '@/lib/session/dashboard-loader'
import { LazyToaster } from '@/components/ui/toast'
import { SessionProvider } from '@/lib/session/session-context'
import { cn } from '@/lib/utils'
import { AppSidebar } from './app-sidebar'
import { Header } from './header'
import { SIDEBAR_ID } from './nav-items'
import { useLogoutFromOtherTabs } from './use-logout'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

export function DashboardLayout() {
  const { profile } = useLoaderData() as DashboardLoaderData
  const [collapsed, toggleCollapsed] = useSidebarCollapsed()
  const [mobileNavOpen, setMobileNavOpen] = useState(false)
  useLogoutFromOtherTabs()

  return (
    <SessionProvider profile={profile}>
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
          />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
      {/* Beside the screens, not in one: a toast (and its Undo) outlives a move to another screen. */}
      <LazyToaster position="bottom-right" />
    </SessionProvider>
  )
}
