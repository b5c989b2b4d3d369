import { cn } from '@/lib/utils'
import { DriverAvatar, DriverRating, DriverStatusBadge } from './driver-fields'
import { DriverLink } from './driver-link'
import type { DriverRow } from './drivers-query'

/** Below the sm breakpoint: one stacked entry per driver, every field visible without scrolling. */
export function DriversList({ rows, className }: { rows: DriverRow[]; className?: string }) {
  if (rows.length === 0) {
    return (
      <p className={cn('py-8 text-center text-sm text-muted-foreground', className)}>
        No drivers found
      </p>
    )
  }
  return (
    <ul aria-label="Drivers" className={cn('divide-y border-y', className)}>
      {rows.map(({ driver }) => (
        <li key={driver.id} className="flex gap-3 py-3">
          <DriverAvatar name={driver.name} />
          {/* Wrapping lines, so a field the admin hid (data-column, index.css) leaves no gap. */}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <div className="flex w-full items-start justify-between gap-2">
              <p>
                <DriverLink driver={driver} />{' '}
                <span className="text-xs whitespace-nowrap text-muted-foreground">
                  ID: {driver.id}
                </span>
              </p>
              <span data-column="status">
                <DriverStatusBadge status={driver.status} />
              </span>
            </div>
            <p data-column="contact" className="w-full break-all">
              {driver.email}
            </p>
            <p data-column="contact" className="w-full text-muted-foreground">
              {driver.phone}
            </p>
            <span data-column="trips">
              <span className="tabular-nums">{driver.trips}</span>{' '}
              <span className="text-muted-foreground">trips</span>
            </span>
            <span data-column="rating">
              <span className="sr-only">Rating </span>
              <DriverRating rating={driver.rating} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
