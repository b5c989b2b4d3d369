import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { AppSidebar } from './app-sidebar'
import { ThemeToggle } from './theme-toggle'

export const SIDEBAR_ID = 'app-sidebar'

export function Header({
  collapsed,
  onToggleCollapsed,
  mobileNavOpen,
  onMobileNavOpenChange,
}: {
  collapsed: boolean
  onToggleCollapsed: () => void
  mobileNavOpen: boolean
  onMobileNavOpenChange: (open: boolean) => void
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
      <Sheet open={mobileNavOpen} onOpenChange={onMobileNavOpenChange}>
        <SheetTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open navigation menu"
          >
            <Menu aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <AppSidebar onNavigate={() => onMobileNavOpenChange(false)} />
        </SheetContent>
      </Sheet>
      {/* Not 'hidden md:inline-flex': cn() keeps the base inline-flex, which beats hidden. */}
      <Button
        variant="ghost"
        size="icon"
        className="max-md:hidden"
        onClick={onToggleCollapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
      </Button>
      <span className="font-semibold md:hidden">Fleet Admin</span>
      <div className="ml-auto">
        <ThemeToggle />
      </div>
    </header>
  )
}
