import { Badge } from '@/components/ui/badge'
import { formatNumber, t } from '@/lib/i18n/translate'
import { initialsOf } from '@/lib/initials'
import { cn } from '@/lib/utils'
import type { Driver } from '@/lib/drivers/drivers-data'
import { STATUS_LABELS } from './status-labels'

// The pieces of a driver that the table (sm and up) and the phone list both show.

export function DriverAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}

export function DriverStatusBadge({ status }: { status: Driver['status'] }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'muted'}>{t(STATUS_LABELS[status])}</Badge>
  )
}

/** Ratings always show their one decimal (4.0, not 4), with the language's decimal sign. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 }

export function DriverRating({ rating }: { rating: number | null }) {
  if (rating === null) {
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('drivers.rating.none')}</span>
      </span>
    )
  }
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      {/* A short star of our own: every row of a prerendered page carries it twice (table, list). */}
      <svg
        viewBox="0 0 24 24"
        className="size-4 fill-amber-400 stroke-amber-500 stroke-2"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z" />
      </svg>
      {formatNumber(rating, ONE_DECIMAL)}
    </span>
  )
}
