import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import type { MessageKey } from '@/lib/i18n/message-types'
import { formatNumber, t } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'
import type { OptionalColumn } from '@/lib/drivers/driver-columns'
import { DriverAvatar, DriverRating, DriverStatusBadge } from './driver-fields'
import { DriverLink } from './driver-link'
import type { DriverRow } from '@/lib/drivers/drivers-query'
import {
  nextSort,
  type DriversSort,
  type SortDirection,
  type SortKey,
} from '@/lib/drivers/drivers-sort'
import { SelectDriverCheckbox, SelectPageCheckbox, type RowSelection } from './selection-checkboxes'

const COLUMN_COUNT = 7

/** An address that must wrap breaks before its '@' first. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/** A caret pair: the one pointing the sort's way is solid; both are faint while unsorted. */
function SortCarets({ direction }: { direction: SortDirection | null }) {
  const faint = 'opacity-30'
  return (
    <svg viewBox="0 0 10 14" className="size-3.5 shrink-0 fill-current" aria-hidden="true">
      <path d="M5 1 9 6H1z" className={direction === 'asc' ? undefined : faint} />
      <path d="M5 13 1 8h8z" className={direction === 'desc' ? undefined : faint} />
    </svg>
  )
}

/**
 * A header that sorts its column (W3C APG sortable table): a button inside the <th>, which
 * carries aria-sort only while the column is sorted.
 */
function SortableHead({
  column,
  label,
  sort,
  onSortChange,
  align = 'start',
  optional,
}: {
  column: SortKey
  label: Extract<MessageKey, `drivers.${'column' | 'field'}.${string}`>
  sort: DriversSort
  onSortChange: (sort: DriversSort) => void
  align?: 'start' | 'end'
  /** The optional column this header heads (index.css hides it with the column). */
  optional?: OptionalColumn
}) {
  const direction = sort?.key === column ? sort.direction : null
  return (
    <TableHead
      // A label longer than its narrow column ('Bewertung') breaks at a syllable, not out of it.
      className={cn('whitespace-normal', align === 'end' && 'text-end')}
      data-column={optional}
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSortChange(nextSort(sort, column))}
        className={cn(
          '-mx-1.5 inline-flex min-h-8 cursor-pointer items-center gap-1 rounded-md px-1.5 text-start hover:bg-accent hover:text-accent-foreground',
          align === 'end' && 'flex-row-reverse',
          direction && 'font-semibold text-foreground',
        )}
      >
        <span className="min-w-0 hyphens-auto">{t(label)}</span>
        <SortCarets direction={direction} />
      </button>
    </TableHead>
  )
}

/**
 * Where its card fits every column (drivers-screen.tsx; below that, DriversList). Fixed column
 * widths, so a search that empties it moves nothing; the optional columns (data-column) the admin
 * hid in the Columns menu go as index.css says. Its headers stay in sight below the page's header
 * while a long page scrolls.
 */
export function DriversTable({
  rows,
  sort,
  onSortChange,
  selection,
  className,
}: {
  rows: DriverRow[]
  sort: DriversSort
  onSortChange: (sort: DriversSort) => void
  selection: RowSelection
  className?: string
}) {
  const sortable = { sort, onSortChange }
  return (
    <Table
      aria-label={t('drivers.table.label')}
      data-drivers-table
      className="table-fixed"
      containerClassName={className}
    >
      <colgroup>
        <col data-column="select" className="w-10" />
        <col className="w-12" />
        <col className="w-44" />
        <col data-column="contact" />
        <col data-column="status" className="w-26" />
        {/* German's headers (Fahrten, Bewertung) are longer than English's, and Chromium may not hyphenate. */}
        <col data-column="trips" className="w-20 [&:lang(de)]:w-24" />
        <col data-column="rating" className="w-22 [&:lang(de)]:w-28" />
      </colgroup>
      {/* Sticky below the page's header (h-14, components/layout/header.tsx), opaque, its line
          drawn by each cell (a collapsed border stays behind with the row); static on paper. */}
      <TableHeader className="[&_th]:sticky [&_th]:top-14 [&_th]:z-10 [&_th]:bg-card [&_th]:shadow-[inset_0_-1px_0_var(--border)] print:[&_th]:static print:[&_th]:shadow-none">
        <TableRow>
          <TableHead data-column="select">
            <SelectPageCheckbox selection={selection} disabled={rows.length === 0} />
          </TableHead>
          <TableHead>#</TableHead>
          <SortableHead column="name" label="drivers.column.driver" {...sortable} />
          <TableHead data-column="contact">{t('drivers.column.contact')}</TableHead>
          <SortableHead
            column="status"
            label="drivers.field.status"
            optional="status"
            {...sortable}
          />
          <SortableHead
            column="trips"
            label="drivers.field.trips"
            align="end"
            optional="trips"
            {...sortable}
          />
          <SortableHead
            column="rating"
            label="drivers.field.rating"
            optional="rating"
            {...sortable}
          />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMN_COUNT} className="h-24 text-center text-muted-foreground">
              {t('drivers.empty')}
            </TableCell>
          </TableRow>
        ) : (
          rows.map(({ driver, position }) => (
            <TableRow
              key={driver.id}
              className={cn(
                'break-inside-avoid hover:bg-muted/50',
                // Paper shows the drivers, not the screen's selection.
                selection.isSelected(driver) && 'bg-muted/70 print:bg-transparent',
              )}
            >
              <TableCell data-column="select">
                <SelectDriverCheckbox driver={driver} selection={selection} />
              </TableCell>
              <TableCell className="text-muted-foreground">{formatNumber(position)}</TableCell>
              <TableCell>
                <div className="flex items-center gap-3">
                  <DriverAvatar name={driver.name} />
                  {/* Narrow columns wrap long names and addresses rather than overflow. */}
                  <div className="min-w-0 [overflow-wrap:anywhere] whitespace-normal">
                    <p className="font-medium">
                      <DriverLink driver={driver} />
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t('drivers.id', { id: String(driver.id) })}
                    </p>
                  </div>
                </div>
              </TableCell>
              <TableCell data-column="contact">
                <div className="[overflow-wrap:anywhere] whitespace-normal">
                  <p>
                    <EmailAddress email={driver.email} />
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {/* Left to right in Arabic too, or '+1 555' would read '555 1+'. */}
                    <span dir="ltr">{driver.phone}</span>
                  </p>
                </div>
              </TableCell>
              <TableCell data-column="status">
                <DriverStatusBadge status={driver.status} />
              </TableCell>
              <TableCell data-column="trips" className="text-end tabular-nums">
                {formatNumber(driver.trips)}
              </TableCell>
              <TableCell data-column="rating">
                <DriverRating rating={driver.rating} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
