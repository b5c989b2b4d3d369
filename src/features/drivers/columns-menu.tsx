import type { ReactElement } from 'react'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { MessageKey } from '@/lib/i18n/message-types'
import { t } from '@/lib/i18n/translate'
import type { OptionalColumn } from '@/lib/drivers/driver-columns'

// The columns by name, in the table's order. Not OPTIONAL_COLUMNS: a value from driver-columns.ts
// would make Rolldown move the saved-value code it uses into a file of its own on every page.
const COLUMN_LABELS = {
  contact: 'drivers.column.contact',
  status: 'drivers.field.status',
  trips: 'drivers.field.trips',
  rating: 'drivers.field.rating',
} as const satisfies Record<OptionalColumn, MessageKey>

type ColumnLabel = (typeof COLUMN_LABELS)[OptionalColumn]

/** The Columns menu (loaded on first use): a checkbox item per optional column, on `trigger`. */
export function ColumnsMenu({
  open,
  onOpenChange,
  shown,
  onShowChange,
  trigger,
  startOnFirstItem,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  shown: readonly OptionalColumn[]
  onShowChange: (column: OptionalColumn, show: boolean) => void
  trigger: ReactElement
  /** Opened by keyboard before its code loaded: start on the first item. */
  startOnFirstItem: boolean
}) {
  return (
    // Not modal: the page behind stays in view for screen readers, and its columns change in place.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent startOnFirstItem={startOnFirstItem} align="end" className="min-w-44">
        <DropdownMenuLabel>{t('drivers.columns.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(Object.entries(COLUMN_LABELS) as [OptionalColumn, ColumnLabel][]).map(
          ([column, label]) => (
            <DropdownMenuCheckboxItem
              key={column}
              checked={shown.includes(column)}
              onCheckedChange={(checked) => onShowChange(column, checked)}
              // It stays open: an admin often shows or hides more than one.
              onSelect={(event) => event.preventDefault()}
            >
              {t(label)}
            </DropdownMenuCheckboxItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
