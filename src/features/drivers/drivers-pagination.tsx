import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useLayoutEffect, useRef, type FocusEvent } from 'react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { formatNumber, t } from '@/lib/i18n/translate'
import { PAGE_SIZES, type PageSize } from '@/lib/drivers/drivers-query'
import { NEXT_ORDER, PREVIOUS_ORDER, nearestUsableControl } from './pagination-focus'

const ORDER_ATTRIBUTE = 'data-order'

const orderOf = (element: Element | null) => Number(element?.getAttribute(ORDER_ATTRIBUTE) ?? NaN)
// Hidden controls (the page numbers below sm) cannot take focus.
const isShown = (element: HTMLElement) => element.checkVisibility?.() ?? true

/**
 * A keyboard user paging with Enter keeps focus in the pagination: when the focused control is
 * disabled (Next on the last page) or gone, focus moves to the nearest usable one.
 */
function useFocusKeptInPagination() {
  const navRef = useRef<HTMLElement>(null)
  const focusedOrder = useRef<number | null>(null)

  useLayoutEffect(() => {
    const nav = navRef.current
    if (!nav || focusedOrder.current === null) return
    const controls = [...nav.querySelectorAll<HTMLButtonElement>(`button[${ORDER_ATTRIBUTE}]`)]
    const focused = controls.find((control) => orderOf(control) === focusedOrder.current)
    const active = document.activeElement
    if (focused && !focused.disabled && active === focused) return
    // Focus that went somewhere else on purpose stays there.
    if (active && active !== document.body && active !== focused) return
    const usable = controls.map((control) => ({
      order: orderOf(control),
      usable: !control.disabled && isShown(control),
    }))
    controls[nearestUsableControl(usable, focusedOrder.current)]?.focus()
  })

  return {
    ref: navRef,
    onFocus: (event: FocusEvent) => {
      focusedOrder.current = orderOf(event.target)
    },
    onBlur: (event: FocusEvent) => {
      // A disabled or removed control blurs to nothing; only a move elsewhere ends the tracking.
      if (event.relatedTarget && !navRef.current?.contains(event.relatedTarget)) {
        focusedOrder.current = null
      }
    },
  }
}

export function DriversPagination({
  page,
  pageCount,
  pageButtons,
  from,
  to,
  matching,
  size,
  onPageChange,
  onSizeChange,
}: {
  page: number
  pageCount: number
  pageButtons: number[]
  from: number
  to: number
  matching: number
  size: PageSize
  onPageChange: (page: number) => void
  onSizeChange: (size: PageSize) => void
}) {
  const focusKeeper = useFocusKeptInPagination()
  const order = (value: number) => ({ [ORDER_ATTRIBUTE]: value })
  return (
    // One row once the card is wide enough for all three, whatever the sidebar leaves of the window.
    <div className="flex flex-col items-center justify-between gap-3 @3xl:flex-row">
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('drivers.pagination.showing', { from, to, count: matching })}
        </p>
        <label className="flex items-center gap-2 text-sm whitespace-nowrap text-muted-foreground">
          {t('drivers.pagination.rowsPerPage')}
          <NativeSelect
            value={size}
            onChange={(event) => onSizeChange(Number(event.target.value) as PageSize)}
            className="h-8 px-2"
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {formatNumber(option)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <nav
        aria-label={t('drivers.pagination.label')}
        className="flex items-center gap-1"
        {...focusKeeper}
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          {...order(PREVIOUS_ORDER)}
        >
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('drivers.pagination.previous')}
        </Button>
        {pageCount > 0 && (
          <span className="px-2 text-sm whitespace-nowrap sm:hidden">
            {t('drivers.pagination.pageOf', { page, pageCount })}
          </span>
        )}
        {pageButtons.map((number) => (
          <Button
            key={number}
            variant={number === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-8 max-sm:hidden"
            aria-label={t('drivers.pagination.page', { page: number })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
            {...order(number)}
          >
            {formatNumber(number)}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
          {...order(NEXT_ORDER)}
        >
          {t('drivers.pagination.next')}
          <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </nav>
    </div>
  )
}
