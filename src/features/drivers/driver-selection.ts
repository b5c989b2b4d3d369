import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'

// Which drivers are selected: a set of drivers, not of rows, so paging, sorting, searching and
// filtering keep it. "All matching" is the search and filter itself, never a list of them all.

type Ids = ReadonlySet<number>

export type Selection =
  | { kind: 'drivers'; ids: Ids }
  | {
      kind: 'matching'
      /** The search and filter whose drivers are selected, as a test of one driver. */
      matches: (driver: Driver) => boolean
      /** Matching drivers unselected since. */
      except: Ids
      /** Drivers outside the search and filter selected since. */
      plus: Ids
    }

export const NOTHING_SELECTED: Selection = { kind: 'drivers', ids: new Set() }

export function isSelected(selection: Selection, driver: Driver): boolean {
  if (selection.kind === 'drivers') return selection.ids.has(driver.id)
  return selection.matches(driver)
    ? !selection.except.has(driver.id)
    : selection.plus.has(driver.id)
}

/** Every driver the test passes, except those unselected one by one afterwards. */
export function selectMatching(matches: (driver: Driver) => boolean): Selection {
  return { kind: 'matching', matches, except: new Set(), plus: new Set() }
}

/** `drivers` selected (or not); the same selection when nothing changes. */
export function setSelected(
  selection: Selection,
  drivers: readonly Driver[],
  selected: boolean,
): Selection {
  const changing = drivers.filter((driver) => isSelected(selection, driver) !== selected)
  if (changing.length === 0) return selection
  const edit = (ids: Ids, add: boolean, which: readonly Driver[]) => {
    const next = new Set(ids)
    for (const { id } of which) {
      if (add) next.add(id)
      else next.delete(id)
    }
    return next
  }
  if (selection.kind === 'drivers') {
    return { kind: 'drivers', ids: edit(selection.ids, selected, changing) }
  }
  const matching = changing.filter(selection.matches)
  const others = changing.filter((driver) => !selection.matches(driver))
  return {
    ...selection,
    except: edit(selection.except, !selected, matching),
    plus: edit(selection.plus, selected, others),
  }
}

export type SelectedCounts = Record<DriverStatus, number>

/** How many of `drivers` (all of them) are selected, by status: one pass, no list built. */
export function countSelected(selection: Selection, drivers: readonly Driver[]): SelectedCounts {
  const counts: SelectedCounts = { active: 0, inactive: 0 }
  if (selection.kind === 'drivers' && selection.ids.size === 0) return counts
  for (const driver of drivers) if (isSelected(selection, driver)) counts[driver.status]++
  return counts
}

/** Whether all, some or none of a page's drivers are selected (the header checkbox). */
export function pageSelection(selection: Selection, page: readonly Driver[]): boolean | 'mixed' {
  const selected = page.filter((driver) => isSelected(selection, driver)).length
  if (selected === 0) return false
  return selected === page.length ? true : 'mixed'
}

/** The selected drivers in the order given (the list's sort): what an export or a change gets. */
export function selectedDrivers(selection: Selection, ordered: readonly Driver[]): Driver[] {
  return ordered.filter((driver) => isSelected(selection, driver))
}

/**
 * The drivers from `anchorId` to `targetId` in the order shown, both included (a shift-click's
 * range); null when either is not shown.
 */
export function rangeOf(
  shown: readonly Driver[],
  anchorId: number,
  targetId: number,
): Driver[] | null {
  const anchor = shown.findIndex((driver) => driver.id === anchorId)
  const target = shown.findIndex((driver) => driver.id === targetId)
  if (anchor < 0 || target < 0) return null
  return shown.slice(Math.min(anchor, target), Math.max(anchor, target) + 1)
}
