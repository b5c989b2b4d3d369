import { useEffect, type RefObject } from 'react'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { t } from '@/lib/i18n/translate'
import { AppSidebar } from './app-sidebar'
import { SIDEBAR_ID, WIDE_LAYOUT_QUERY } from './nav-items'

/** The off-canvas navigation below 768 px. Loaded on demand by the header's menu button. */
export function MobileNav({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Gets focus back on close: Radix only restores focus to its own Trigger, and there is none. */
  opener: RefObject<HTMLButtonElement | null>
}) {
  // The drawer is for narrow windows: once the window is wide enough for the sidebar, it closes.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia(WIDE_LAYOUT_QUERY)
    const closeIfWide = () => wide.matches && onOpenChange(false)
    closeIfWide()
    wide.addEventListener('change', closeIfWide)
    return () => wide.removeEventListener('change', closeIfWide)
  }, [open, onOpenChange])

  // Back to the menu button; if the window has grown past it, to the sidebar's current page.
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const button = opener.current
    if (button && button.offsetParent !== null) return button.focus()
    document.querySelector<HTMLElement>(`#${SIDEBAR_ID} [aria-current="page"]`)?.focus()
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('layout.closeMenu')}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
      >
        <SheetTitle className="sr-only">{t('layout.navigation')}</SheetTitle>
        <AppSidebar onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
