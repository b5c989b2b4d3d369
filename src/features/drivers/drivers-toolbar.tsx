import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { STATUS_FILTERS, type StatusFilter } from './drivers-query'

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All Status',
  active: 'Active',
  inactive: 'Inactive',
}

export function DriversToolbar({
  searchText,
  status,
  onSearchChange,
  onStatusChange,
}: {
  searchText: string
  status: StatusFilter
  onSearchChange: (text: string) => void
  onStatusChange: (status: StatusFilter) => void
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1 sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search drivers"
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
        className="sm:w-40"
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
