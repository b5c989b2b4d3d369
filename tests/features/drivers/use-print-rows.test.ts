// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queryDrivers } from '@/lib/drivers/drivers-query'
import { usePrintRows } from '@/features/drivers/use-print-rows'
import { sampleDrivers } from '@/lib/drivers/drivers-data'

const fire = (type: 'beforeprint' | 'afterprint') =>
  act(() => void window.dispatchEvent(new Event(type)))

describe('usePrintRows', () => {
  const page = queryDrivers(sampleDrivers, {
    search: '',
    status: 'inactive',
    sort: { key: 'trips', direction: 'desc' },
    page: 2,
    size: 10,
  })

  it("is the page's rows on screen", () => {
    const { result } = renderHook(() => usePrintRows(page))
    expect(result.current).toEqual({ rows: page.rows, printing: false })
    expect(result.current.rows).toBe(page.rows)
  })

  it('is every matching driver while printing, in the order shown, numbered from 1', () => {
    const { result } = renderHook(() => usePrintRows(page))

    fire('beforeprint')

    expect(result.current.printing).toBe(true)
    expect(result.current.rows.map((row) => row.driver)).toEqual(page.matches)
    expect(result.current.rows.map((row) => row.position)).toEqual(
      page.matches.map((_driver, i) => i + 1),
    )
    expect(result.current.rows).toHaveLength(17)

    fire('afterprint')
    expect(result.current).toEqual({ rows: page.rows, printing: false })
  })
})
