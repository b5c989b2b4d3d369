import type { ReactElement } from 'react'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { OptionalColumn } from './driver-columns'

// The columns by name, in the table's order. Not OPTIONAL_COLUMNS: a value from driver-columns.ts
// would make Rolldown move the saved-value code it uses into a file of its own on every page.
const COLUMN_LABELS: Record<OptionalColumn, string> = {
  contact: 'Contact',
  status: 'Status',
  trips: 'Trips',
  rating: 'Rating',
}

/** The Columns menu (loaded on first use): a checkbox item per optional column, on `trigger`. */
export function ColumnsMenu({
  open,
  onOpenChange,
  shown,
  onShowChange,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  shown: readonly OptionalColumn[]
  onShowChange: (column: OptionalColumn, show: boolean) => void
  trigger: ReactElement
}) {
  return (
    // Not modal: the page behind stays in view for screen readers, and its columns change in place.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(Object.entries(COLUMN_LABELS) as [OptionalColumn, string][]).map(([column, label]) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={shown.includes(column)}
            onCheckedChange={(checked) => onShowChange(column, checked)}
            // It stays open: an admin often shows or hides more than one.
            onSelect={(event) => event.preventDefault()}
          >
            {label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
