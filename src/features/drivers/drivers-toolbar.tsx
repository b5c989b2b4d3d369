import { Search } from 'lucide-react'
import { Fragment, useId, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { DriverStatus } from '@/lib/drivers/drivers-data'
import type { MessageKey } from '@/lib/i18n/message-types'
import { formatNumber, t } from '@/lib/i18n/translate'
import { STATUS_FILTERS, type StatusCounts, type StatusFilter } from './drivers-query'
import { sortFromValue, sortValue, type DriversSort } from './drivers-sort'
import { STATUS_LABELS } from './status-labels'
import { URL_FIELD_ATTRIBUTE, type ToolbarField } from './toolbar-from-url'

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

/** Where the head script shows the URL's value before the app runs (toolbar-from-url.ts). */
const urlField = (field: ToolbarField) => ({ [URL_FIELD_ATTRIBUTE]: field })

const COUNTED_STATUSES: readonly DriverStatus[] = ['active', 'inactive']

/**
 * `Active 31 · Inactive 19`: how many drivers of each status the search finds. It describes the
 * status filter, so a screen reader says it with the filter, not on every keystroke.
 */
function StatusCountsText({ id, counts }: { id: string; counts: StatusCounts }) {
  return (
    <p
      id={id}
      // Counts what the URL's search finds: hidden before paint while they are the plain list's.
      data-url-view
      className="text-sm whitespace-nowrap text-muted-foreground max-sm:order-1 max-sm:w-full"
    >
      {COUNTED_STATUSES.map((status, index) => (
        <Fragment key={status}>
          {/* A pause for screen readers, which skip the dot. */}
          {index > 0 && (
            <>
              <span className="sr-only">{t('drivers.counts.pause')}</span>
              <span aria-hidden="true"> ·</span>{' '}
            </>
          )}
          {t(STATUS_LABELS[status])}{' '}
          <span className="font-medium text-foreground tabular-nums">
            {formatNumber(counts[status])}
          </span>
        </Fragment>
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
  /** Buttons at the toolbar's end (Export CSV). */
  actions?: ReactNode
}) {
  const countsId = useId()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-full flex-1 sm:max-w-sm sm:min-w-56">
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
          {...urlField('search')}
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
          maxLength={200}
          // Both sides: typed text may run either way, the icon stays at the page's start.
          className="px-9"
        />
      </div>
      <NativeSelect
        aria-label={t('drivers.filter.label')}
        aria-describedby={countsId}
        {...urlField('status')}
        value={status}
        onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        className="min-w-0 flex-1 sm:w-auto sm:min-w-36 sm:flex-none"
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(STATUS_LABELS[value])}
          </option>
        ))}
      </NativeSelect>
      <StatusCountsText id={countsId} counts={counts} />
      <NativeSelect
        aria-label={t('drivers.sort.label')}
        {...urlField('sort')}
        value={sortValue(sort)}
        onChange={(event) => onSortChange(sortFromValue(event.target.value))}
        className="min-w-0 flex-1 sm:w-auto sm:min-w-40 sm:flex-none"
      >
        {SORT_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </NativeSelect>
      <div className="max-sm:order-2 max-sm:w-full sm:ms-auto [&>button]:max-sm:w-full">
        {actions}
      </div>
    </div>
  )
}
