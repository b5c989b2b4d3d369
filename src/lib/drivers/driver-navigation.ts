/**
 * Navigation state of a driver opened from the drivers list (by its link or the command
 * palette): closing the panel goes Back to that list entry instead of adding another.
 */
export const OPENED_FROM_LIST = { openedFromList: true } as const

export function wasOpenedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state
}
