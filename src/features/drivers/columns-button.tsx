import { Columns3 } from 'lucide-react'
import { useState, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { OnDemand } from '@/components/ui/on-demand'
import { t } from '@/lib/i18n/translate'
import { COMPACT_BUTTON, COMPACT_LABEL } from './drivers-toolbar'
import { onDemandModule } from '@/lib/on-demand-module'
import { OPTIONAL_COLUMNS, shownBy, type OptionalColumn } from '@/lib/drivers/driver-columns'
import { showColumn, useHiddenColumns } from '@/lib/drivers/driver-columns-store'

// Radix's menu is unused until the menu opens: it loads when the button is pointed at or focused
// (or on the first click, which then opens it).
const columnsMenu = onDemandModule(() => import('./columns-menu'))
const ColumnsMenu = columnsMenu.component('ColumnsMenu')

/** The optional columns `table` shows now; the phone list (the table not drawn) shows them all. */
function columnsShownIn(table: HTMLTableElement | null): OptionalColumn[] {
  if (!table?.getClientRects().length) return [...OPTIONAL_COLUMNS]
  // A hidden column keeps its place at no width (index.css). By width, not visibility: a list
  // still waiting for the app (data-pending) is hidden whole, its columns laid out as they will show.
  return OPTIONAL_COLUMNS.filter((column) => {
    const header = table.querySelector(`th[data-column="${column}"]`)
    return header && header.getBoundingClientRect().width > 0
  })
}

/** Opens the Columns menu over the drivers `table`. */
export function ColumnsButton({ table }: { table: RefObject<HTMLTableElement | null> }) {
  const hidden = useHiddenColumns()
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  // A click from the keyboard (Enter or Space) has no pointer detail.
  const [openedByKeys, setOpenedByKeys] = useState(false)
  // Without a saved choice the card's width decides what shows, so the menu says what was seen.
  const [seen, setSeen] = useState<readonly OptionalColumn[]>(OPTIONAL_COLUMNS)

  const onOpenChange = (next: boolean) => {
    if (next) setSeen(columnsShownIn(table.current))
    setOpen(next)
  }

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
              setEverOpened(true)
              setOpenedByKeys(event.detail === 0)
              onOpenChange(true)
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
    <OnDemand fallback={button}>
      <ColumnsMenu
        startOnFirstItem={openedByKeys}
        open={open}
        onOpenChange={onOpenChange}
        shown={hidden ? shownBy(hidden) : seen}
        onShowChange={(column: OptionalColumn, show: boolean) => showColumn(column, show, seen)}
        trigger={button}
      />
    </OnDemand>
  )
}
