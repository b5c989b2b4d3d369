import { firstPaint } from '@/lib/start/first-paint'
import { Search } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { DriverStatus } from '@/lib/drivers/drivers-data'
import { MAX_SEARCH_LENGTH } from '@/lib/drivers/driver-search'
import type { MessageKey } from '@/lib/i18n/message-types'
import { formatNumber, t } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'
import { STATUS_FILTERS, type StatusCounts, type StatusFilter } from '@/lib/drivers/drivers-query'
import { sortFromValue, sortValue, type DriversSort } from '@/lib/drivers/drivers-sort'
import { STATUS_LABELS } from './status-labels'

/** The sort as words: the table's arrows are not the only sign of it, and phones have no headers. */
const SORT_OPTIONS: ReadonlyArray<
  [value: string, label: Extract<MessageKey, `drivers.sort.${string}`>]
> = [
  ['', 'drivers.sort.original'],
  ['name:asc', 'drivers.sort.nameAsc'],
  ['name:desc', 'drivers.sort.nameDesc'],
  ['trips:desc', 'drivers.sort.tripsDesc'],
  ['trips:asc', 'drivers.sort.tripsAsc'],
  ['rating:desc', 'drivers.sort.ratingDesc'],
  ['rating:asc', 'drivers.sort.ratingAsc'],
  ['status:asc', 'drivers.sort.statusAsc'],
  ['status:desc', 'drivers.sort.statusDesc'],
]

const COUNTED_STATUSES: readonly DriverStatus[] = ['active', 'inactive']

// The toolbar's rows, by the card's width (a container query), at most two from a tablet up:
// - under 24rem (a phone): the search; the filter and sort; the counts and the buttons;
// - 24–35rem (a tablet beside the sidebar): the search and filter; the counts, sort and buttons,
//   which show only their icons;
// - 35–70rem: the search, filter and counts; the sort and the buttons;
// - from 70rem: one row.
// Rows are spaced by each item's own margin, so a line break (a full-width item) adds no gap.
const ON_TOOLBAR_ROW = 'my-1.5'
/** Below 35rem the toolbar's buttons show their icon only; the text stays their name. */
export const COMPACT_LABEL = '@max-[35rem]:sr-only'
export const COMPACT_BUTTON = '@max-[35rem]:w-9 @max-[35rem]:px-0'

function LineBreak({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('hidden h-0 basis-full', className)} />
}

/**
 * `Active 31 · Inactive 19`: how many drivers of each status the search finds. It describes the
 * status filter, so a screen reader says it with the filter, not on every keystroke.
 */
function StatusCountsText({
  id,
  counts,
  className,
}: {
  id: string
  counts: StatusCounts
  className?: string
}) {
  return (
    <p
      id={id}
      // Counts what the URL's search finds: hidden before paint while they are the plain list's.
      {...firstPaint.hiddenUntilDrawn}
      className={cn(
        'text-sm whitespace-nowrap text-muted-foreground',
        // A tablet beside the sidebar: one status under the other, leaving the sort its width.
        '@min-[24rem]:@max-[35rem]:grid @min-[24rem]:@max-[35rem]:leading-tight',
        ON_TOOLBAR_ROW,
        className,
      )}
    >
      {COUNTED_STATUSES.map((status, index) => (
        <span key={status}>
          {/* A pause for screen readers, which skip the dot. */}
          {index > 0 && (
            <>
              <span className="sr-only">{t('drivers.counts.pause')}</span>
              <span aria-hidden="true" className="@min-[24rem]:@max-[35rem]:hidden">
                {' '}
                ·
              </span>{' '}
            </>
          )}
          {t(STATUS_LABELS[status])}{' '}
          <span className="font-medium text-foreground tabular-nums">
            {formatNumber(counts[status])}
          </span>
        </span>
      ))}
    </p>
  )
}

export function DriversToolbar({
  searchText,
  status,
  counts,
  sort,
  onSearchChange,
  onStatusChange,
  onSortChange,
  actions,
}: {
  searchText: string
  status: StatusFilter
  /** Drivers of each status the search finds, shown beside the status filter. */
  counts: StatusCounts
  sort: DriversSort
  onSearchChange: (text: string) => void
  onStatusChange: (status: StatusFilter) => void
  onSortChange: (sort: DriversSort) => void
  /** The toolbar's buttons (Views, Columns, Export CSV), after the sort. */
  actions?: ReactNode
}) {
  const countsId = useId()
  return (
    <div className="-my-1.5 flex flex-wrap items-center gap-x-3 @max-[35rem]:gap-x-2">
      <div
        className={cn(
          'relative min-w-0 flex-1 basis-full @min-[24rem]:basis-0 @min-[35rem]:min-w-48',
          ON_TOOLBAR_ROW,
        )}
      >
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('drivers.search.label')}
          // The '/' shortcut finds the box by this (components/layout/keyboard-shortcuts.tsx).
          aria-keyshortcuts="/"
          placeholder={t('drivers.search.placeholder')}
          // A phone number reads left to right in Arabic too; the placeholder keeps the page's way.
          dir="auto"
          {...firstPaint.filledFromUrl('search')}
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
          maxLength={MAX_SEARCH_LENGTH}
          // Both sides: typed text may run either way, the icon stays at the page's start.
          className="px-9"
        />
      </div>
      <NativeSelect
        aria-label={t('drivers.filter.label')}
        aria-describedby={countsId}
        {...firstPaint.filledFromUrl('status')}
        value={status}
        onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        className={cn(
          'min-w-0 flex-1 basis-32 @min-[24rem]:w-auto @min-[24rem]:flex-none',
          ON_TOOLBAR_ROW,
        )}
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(STATUS_LABELS[value])}
          </option>
        ))}
      </NativeSelect>
      {/* The counts follow the filter in the document, which describes it; under 35rem they open
          the last row (order), after a break there from 24rem. */}
      <StatusCountsText id={countsId} counts={counts} className="@max-[35rem]:order-2" />
      <LineBreak className="order-1 @min-[24rem]:@max-[35rem]:block" />
      <LineBreak className="@min-[35rem]:@max-[70rem]:block" />
      <NativeSelect
        aria-label={t('drivers.sort.label')}
        {...firstPaint.filledFromUrl('sort')}
        value={sortValue(sort)}
        onChange={(event) => onSortChange(sortFromValue(event.target.value))}
        className={cn(
          'min-w-0 flex-1 basis-32 @min-[24rem]:basis-0 @min-[35rem]:w-auto @min-[35rem]:flex-none',
          '@min-[24rem]:@max-[35rem]:order-2',
          ON_TOOLBAR_ROW,
        )}
      >
        {SORT_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </NativeSelect>
      <div
        className={cn(
          'flex gap-2 @max-[35rem]:order-2 @max-[24rem]:ms-auto @min-[70rem]:ms-auto',
          ON_TOOLBAR_ROW,
        )}
      >
        {actions}
      </div>
    </div>
  )
}
