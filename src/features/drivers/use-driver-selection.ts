import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isTypingTarget } from '@/lib/keyboard/shortcuts'
import type { Driver } from '@/lib/drivers/drivers-data'
import { useSelectionOnScreen } from '@/lib/work-on-screen'
import {
  countHiddenSelected,
  countSelected,
  isSelected,
  NOTHING_SELECTED,
  pageSelection,
  rangeOf,
  selectMatching,
  setSelected,
  type SelectedCounts,
  type Selection,
} from './driver-selection'
import type { StatusFilter } from '@/lib/drivers/drivers-query'

export type DriverSelection = {
  count: number
  /** The selected drivers by status: what Deactivate and Activate would change. */
  counts: SelectedCounts
  /** Selected drivers the search and filter shown hide. */
  hidden: number
  isSelected: (driver: Driver) => boolean
  /** The header checkbox: the whole page, part of it, or none of it. */
  page: boolean | 'mixed'
  /** Every driver the search and filter shown match is selected. */
  allMatching: boolean
  /** A row's checkbox was clicked (with Shift: the range from the last one clicked). */
  toggle: (driver: Driver, withShift: boolean) => void
  togglePage: () => void
  selectAllMatching: () => void
  clear: () => void
  selection: Selection
}

/**
 * The drivers selected on the drivers screen (kept in memory only, not across reloads).
 * `shown` is every matching driver in the order shown; `filter` the search and status it shows.
 */
export function useDriverSelection({
  drivers,
  shown,
  pageDrivers,
  filter,
}: {
  drivers: readonly Driver[]
  shown: readonly Driver[]
  pageDrivers: readonly Driver[]
  filter: { search: string; status: StatusFilter }
}): DriverSelection {
  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED)
  const anchor = useRef<number | null>(null)
  const counts = useMemo(() => countSelected(selection, drivers), [selection, drivers])
  const { search, status } = filter
  const hidden = useMemo(
    () => countHiddenSelected(selection, drivers, { search, status }),
    [selection, drivers, search, status],
  )

  const toggle = (driver: Driver, withShift: boolean) => {
    const selected = !isSelected(selection, driver)
    const range = withShift && anchor.current !== null && rangeOf(shown, anchor.current, driver.id)
    anchor.current = driver.id
    setSelection((current) => setSelected(current, range || [driver], selected))
  }

  const clear = useCallback(() => {
    anchor.current = null
    setSelection(NOTHING_SELECTED)
  }, [])

  const count = counts.active + counts.inactive
  // A reload would lose it: the tab does not reload on its own meanwhile (lib/stale-build.ts).
  useSelectionOnScreen(count > 0)

  const page = pageSelection(selection, pageDrivers)
  // Asked only once the whole page is selected; stops at the first driver that is not.
  const allMatching = useMemo(
    () => page === true && shown.every((driver) => isSelected(selection, driver)),
    [page, shown, selection],
  )
  return {
    allMatching,
    count,
    counts,
    hidden,
    isSelected: (driver) => isSelected(selection, driver),
    page,
    toggle,
    togglePage: () => setSelection((current) => setSelected(current, pageDrivers, page !== true)),
    selectAllMatching: () => setSelection(selectMatching(filter, drivers)),
    clear,
    selection,
  }
}

const OPEN_LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'

/**
 * Escape anywhere on the screen clears the selection (`clear`), unless it is typed into a field
 * or closes something open over the screen (a dialog, the driver panel, a menu).
 */
export function useClearOnEscape(active: boolean, clear: () => void): void {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return
      if (document.querySelector(OPEN_LAYER)) return
      clear()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active, clear])
}
