/** Where a pagination control sits: Previous first, then page numbers, then Next. */
export const PREVIOUS_ORDER = 0
export const NEXT_ORDER = Number.MAX_SAFE_INTEGER

export type PaginationControl = { order: number; usable: boolean }

/**
 * The usable control nearest to the one at `lostOrder`, which has just been disabled or removed
 * (Next on the last page goes to the last page's button, or to Previous when page buttons are
 * hidden); the earlier one wins a tie. Returns its index, or -1 when none is usable.
 */
export function nearestUsableControl(
  controls: readonly PaginationControl[],
  lostOrder: number,
): number {
  let nearest = -1
  for (const [index, control] of controls.entries()) {
    if (!control.usable) continue
    const distance = Math.abs(control.order - lostOrder)
    if (nearest === -1 || distance < Math.abs(controls[nearest].order - lostOrder)) nearest = index
  }
  return nearest
}
