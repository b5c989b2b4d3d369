import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { STATUS_FILTERS, type StatusFilter } from './drivers-query'
import type { DriversSort } from './drivers-sort'

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All Status',
  active: 'Active',
  inactive: 'Inactive',
}

/** The sort as words: the table's arrows are not the only sign of it, and phones have no headers. */
const SORT_OPTIONS: ReadonlyArray<[value: string, label: string]> = [
  ['', 'Original order'],
  ['name:asc', 'Name (A–Z)'],
  ['name:desc', 'Name (Z–A)'],
  ['trips:desc', 'Most trips'],
  ['trips:asc', 'Fewest trips'],
  ['rating:desc', 'Highest rating'],
  ['rating:asc', 'Lowest rating'],
  ['status:asc', 'Active first'],
  ['status:desc', 'Inactive first'],
]

const sortValue = (sort: DriversSort) => (sort ? `${sort.key}:${sort.direction}` : '')

function sortFromValue(value: string): DriversSort {
  const [key, direction] = value.split(':')
  return key ? ({ key, direction } as NonNullable<DriversSort>) : null
}

export function DriversToolbar({
  searchText,
  status,
  sort,
  onSearchChange,
  onStatusChange,
  onSortChange,
  actions,
}: {
  searchText: string
  status: StatusFilter
  sort: DriversSort
  onSearchChange: (text: string) => void
  onStatusChange: (status: StatusFilter) => void
  onSortChange: (sort: DriversSort) => void
  /** Buttons at the toolbar's end (Export CSV). */
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-full flex-1 sm:max-w-sm sm:min-w-56">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search drivers"
          // The '/' shortcut finds the box by this (components/layout/keyboard-shortcuts.tsx).
          aria-keyshortcuts="/"
          placeholder="Search drivers..."
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
          maxLength={200}
          className="pl-9"
        />
      </div>
      <NativeSelect
        aria-label="Filter by status"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        className="min-w-0 flex-1 sm:w-36 sm:flex-none"
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Sort by"
        value={sortValue(sort)}
        onChange={(event) => onSortChange(sortFromValue(event.target.value))}
        className="min-w-0 flex-1 sm:w-40 sm:flex-none"
      >
        {SORT_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <div className="max-sm:w-full sm:ml-auto [&>button]:max-sm:w-full">{actions}</div>
    </div>
  )
}
