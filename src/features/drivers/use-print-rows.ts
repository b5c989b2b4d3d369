import { useMemo } from 'react'
import type { DriverRow, DriversPage } from '@/lib/drivers/drivers-query'
import { usePrinting } from './use-printing'

/** The page's rows on screen; while printing, every matching driver in the order shown. */
export function usePrintRows({ rows, matches }: DriversPage): {
  rows: DriverRow[]
  printing: boolean
} {
  const printing = usePrinting()
  return useMemo(
    () => ({
      rows: printing ? matches.map((driver, i) => ({ driver, position: i + 1 })) : rows,
      printing,
    }),
    [printing, matches, rows],
  )
}
