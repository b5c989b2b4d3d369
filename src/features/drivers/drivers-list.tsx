import { formatNumber, t, tParts } from '@/lib/i18n/translate'
import { cn } from '@/lib/utils'
import { DriverAvatar, DriverRating, DriverStatusBadge } from './driver-fields'
import { DriverLink } from './driver-link'
import type { DriverRow } from '@/lib/drivers/drivers-query'
import { SelectDriverCheckbox, SelectPageCheckbox, type RowSelection } from './selection-checkboxes'

const PAGE_CHECKBOX_ID = 'select-page-phone'

/**
 * Where the card is too narrow for the table (phones, portrait tablets, beside the open sidebar):
 * one stacked entry per driver, every field visible without scrolling.
 */
export function DriversList({
  rows,
  selection,
  className,
}: {
  rows: DriverRow[]
  selection: RowSelection
  className?: string
}) {
  if (rows.length === 0) {
    return (
      <p className={cn('py-8 text-center text-sm text-muted-foreground', className)}>
        {t('drivers.empty')}
      </p>
    )
  }
  return (
    <div className={className}>
      <div className="flex items-center gap-3 py-2 text-sm text-muted-foreground">
        <SelectPageCheckbox selection={selection} id={PAGE_CHECKBOX_ID} />
        <label htmlFor={PAGE_CHECKBOX_ID} className="cursor-pointer">
          {t('drivers.select.page')}
        </label>
      </div>
      <ul aria-label={t('drivers.title')} className="divide-y border-y">
        {rows.map(({ driver }) => (
          <li
            key={driver.id}
            className={cn('flex gap-3 py-3', selection.isSelected(driver) && 'bg-muted/70')}
          >
            <span className="flex h-8 items-center">
              <SelectDriverCheckbox driver={driver} selection={selection} />
            </span>
            <DriverAvatar name={driver.name} />
            {/* Wrapping lines, so a field the admin hid (data-column, index.css) leaves no gap. */}
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <div className="flex w-full items-start justify-between gap-2">
                <p>
                  <DriverLink driver={driver} />{' '}
                  <span className="text-xs whitespace-nowrap text-muted-foreground">
                    {t('drivers.id', { id: String(driver.id) })}
                  </span>
                </p>
                <span data-column="status">
                  <DriverStatusBadge status={driver.status} />
                </span>
              </div>
              {/* A phone's line each; side by side where the card is wider (a tablet's). */}
              <p data-column="contact" className="w-full break-all @md:w-auto">
                {driver.email}
              </p>
              <p data-column="contact" className="w-full text-muted-foreground @md:w-auto">
                {/* Left to right in Arabic too, or '+1 555' would read '555 1+'. */}
                <span dir="ltr">{driver.phone}</span>
              </p>
              {/* The number stands out from its word, in the language's order. */}
              <span data-column="trips" className="text-muted-foreground">
                {tParts('drivers.trips', {
                  count: driver.trips,
                  trips: (
                    <span key="trips" className="text-foreground tabular-nums">
                      {formatNumber(driver.trips)}
                    </span>
                  ),
                })}
              </span>
              <span data-column="rating">
                <span className="sr-only">{t('drivers.field.rating')} </span>
                <DriverRating rating={driver.rating} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
