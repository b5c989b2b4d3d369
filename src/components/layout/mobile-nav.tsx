import { useEffect } from 'react'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { t } from '@/lib/i18n/translate'
import { AppSidebar } from './app-sidebar'
import { SIDEBAR_ID, WIDE_LAYOUT_QUERY } from './nav-items'

/** The off-canvas navigation below 768 px. Loaded on demand by the header's menu button. */
export function MobileNav({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
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

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('layout.closeMenu')}
        aria-describedby={undefined}
        // Back to the menu button; if the window has grown past it, to the sidebar's current page.
        focusFallback={() => document.querySelector(`#${SIDEBAR_ID} [aria-current="page"]`)}
      >
        <SheetTitle className="sr-only">{t('layout.navigation')}</SheetTitle>
        <AppSidebar onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
