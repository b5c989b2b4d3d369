import { Columns3 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { OnDemand } from '@/components/ui/on-demand'
import { t } from '@/lib/i18n/translate'
import { COMPACT_BUTTON, COMPACT_LABEL } from './drivers-toolbar'
import { onDemandModule } from '@/lib/on-demand-module'
import { OPTIONAL_COLUMNS, shownBy } from '@/lib/drivers/driver-columns'
import { showColumn, useHiddenColumns } from '@/lib/drivers/driver-columns-store'

// Radix's menu is unused until the menu opens: it loads when the button is pointed at or focused
// (or on the first click, which then opens it).
const columnsMenu = onDemandModule(() => import('./columns-menu'))
const ColumnsMenu = columnsMenu.component('ColumnsMenu')

/**
 * Opens the Columns menu. Without a saved choice every column shows, at any width (the table where
 * its card fits it, else stacked entries), so the menu starts with every column ticked.
 */
export function ColumnsButton() {
  const hidden = useHiddenColumns()
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  // A click from the keyboard (Enter or Space) has no pointer detail.
  const [openedByKeys, setOpenedByKeys] = useState(false)

  const button = (
    <Button
      variant="outline"
      className={COMPACT_BUTTON}
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={columnsMenu.prefetch}
      onFocus={columnsMenu.prefetch}
      onClick={
        everOpened
          ? undefined
          : (event) => {
              // Fetched again if an earlier try failed (a prefetch, or a failure shown and closed).
              columnsMenu.prefetch()
              setEverOpened(true)
              setOpenedByKeys(event.detail === 0)
              setOpen(true)
            }
      }
    >
      <Columns3 aria-hidden="true" />
      <span className={COMPACT_LABEL}>{t('drivers.columns.button')}</span>
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
      <ColumnsMenu
        startOnFirstItem={openedByKeys}
        open={open}
        onOpenChange={setOpen}
        shown={hidden ? shownBy(hidden) : OPTIONAL_COLUMNS}
        onShowChange={showColumn}
        trigger={button}
      />
    </OnDemand>
  )
}
