import { Menu, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react'
import { OnDemand } from '@/components/ui/on-demand'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n/translate'
import { modifierShortcut } from '@/lib/keyboard/key-names'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { onDemandModule } from '@/lib/on-demand-module'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { useHydrated } from '@/lib/utils'
import { SIDEBAR_ID } from './nav-items'
import { LanguageSelect } from './language-select'
import { ThemeToggle } from './theme-toggle'
import { iconHintHandlers } from './icon-hints'

// The drawer (and Radix Dialog with it) is only for narrow screens, so it loads on first use;
// hovering or focusing the menu button starts the download early.
const mobileNav = onDemandModule(() => import('./mobile-nav'))
const MobileNav = mobileNav.component('MobileNav')

// Hints need a pointer that hovers; a phone's tap would only hide what it tapped.
const canHover = () => window.matchMedia?.('(hover: hover)').matches === true

export function Header({
  collapsed,
  onToggleCollapsed,
  onOpenPalette,
  prefetchPalette,
}: {
  collapsed: boolean
  onToggleCollapsed: () => void
  onOpenPalette: () => void
  prefetchPalette: () => void
}) {
  // Prerendered markup names Ctrl; an Apple keyboard's ⌘ follows on hydrating.
  const apple = useHydrated() && isApplePlatform()
  const drawer = useOnDemandDialog(mobileNav)
  // Like the collapsed sidebar's icons, the header's name themselves on hover and focus.
  const hinted = useHydrated() && canHover()
  const collapseLabel = t(collapsed ? 'layout.expandSidebar' : 'layout.collapseSidebar')
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4 print:hidden">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('layout.openMenu')}
        {...drawer.trigger}
      >
        <Menu aria-hidden="true" />
      </Button>
      {drawer.requested && (
        <OnDemand onDismiss={() => drawer.setOpen(false)}>
          <MobileNav open={drawer.open} onOpenChange={drawer.setOpen} />
        </OnDemand>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="hidden md:inline-flex"
        {...iconHintHandlers(
          { label: collapseLabel, keys: modifierShortcut(apple, 'B', ' '), side: 'bottom' },
          hinted,
        )}
        onClick={onToggleCollapsed}
        aria-label={collapseLabel}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        aria-keyshortcuts={apple ? 'Meta+B' : 'Control+B'}
      >
        {/* Both drawn, CSS shows one: right in the prerendered markup before the state is read.
            Mirrored where the sidebar is on the right. */}
        <PanelLeftClose className="rtl:-scale-x-100 sidebar-collapsed:hidden" aria-hidden="true" />
        <PanelLeftOpen
          className="hidden rtl:-scale-x-100 sidebar-collapsed:block"
          aria-hidden="true"
        />
      </Button>
      <span className="min-w-0 truncate font-semibold md:hidden">{t('app.name')}</span>
      <div className="ms-auto flex shrink-0 items-center gap-1">
        <Button
          variant="outline"
          className="text-muted-foreground max-sm:size-9 max-sm:border-0 sm:pe-2"
          aria-haspopup="dialog"
          // Works from the first frame: a key pressed before the app runs is held and replayed.
          aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
          onPointerEnter={prefetchPalette}
          onFocus={prefetchPalette}
          onClick={onOpenPalette}
        >
          <Search aria-hidden="true" />
          <span className="max-sm:sr-only">{t('layout.searchAndCommands')}</span>
          <kbd
            aria-hidden="true"
            className="ms-4 rounded border bg-muted px-1.5 font-sans text-xs max-sm:hidden"
          >
            {modifierShortcut(apple, 'K', ' ')}
          </kbd>
        </Button>
        <LanguageSelect />
        <ThemeToggle hinted={hinted} />
      </div>
    </header>
  )
}
