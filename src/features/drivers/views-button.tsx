import { Bookmark } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { OnDemand } from '@/components/ui/on-demand'
import { t } from '@/lib/i18n/translate'
import { COMPACT_BUTTON, COMPACT_LABEL } from './drivers-toolbar'
import { onDemandModule } from '@/lib/on-demand-module'
import { useScreenAction } from '@/lib/screen-actions'

// The menu and its dialogs are unused until the menu opens: they load when the button is pointed
// at or focused (or on the first click, which then opens it).
const viewsMenu = onDemandModule(() => import('./views-menu'))
const ViewsMenu = viewsMenu.component('ViewsMenu')

/** Opens the saved views menu; `listQuery` is the list's URL query now, on page 1. */
export function ViewsButton({ listQuery }: { listQuery: string }) {
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  // A click from the keyboard (Enter or Space) has no pointer detail.
  const [openedByKeys, setOpenedByKeys] = useState(false)
  // Save current view… asked for by the command palette: the menu's dialog opens by itself.
  const [saveAsked, setSaveAsked] = useState(0)
  useScreenAction('save-view', () => {
    viewsMenu.prefetch()
    setEverOpened(true)
    setSaveAsked((times) => times + 1)
  })

  const button = (
    <Button
      variant="outline"
      className={COMPACT_BUTTON}
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={viewsMenu.prefetch}
      onFocus={viewsMenu.prefetch}
      onClick={
        everOpened
          ? undefined
          : (event) => {
              // Fetched again if an earlier try failed (a prefetch, or a failure shown and closed).
              viewsMenu.prefetch()
              setEverOpened(true)
              setOpenedByKeys(event.detail === 0)
              setOpen(true)
            }
      }
    >
      <Bookmark aria-hidden="true" />
      <span className={COMPACT_LABEL}>{t('views.button')}</span>
    </Button>
  )
  // Until the first open the button is the page's own; from then on, the menu's trigger.
  if (!everOpened) return button
  return (
    <OnDemand
      fallback={button}
      // Its code missing: after the dialog saying so, the page's own button again.
      onDismiss={() => {
        setEverOpened(false)
        setOpen(false)
      }}
    >
      <ViewsMenu
        startOnFirstItem={openedByKeys}
        open={open}
        onOpenChange={setOpen}
        listQuery={listQuery}
        saveAsked={saveAsked}
        trigger={button}
      />
    </OnDemand>
  )
}
