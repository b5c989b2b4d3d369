/**
 * Navigation state of a move that keeps the drivers search box's text: the list's own URL
 * updates, and a driver opened over the list. Any other navigation puts the URL back in charge
 * of the box (features/drivers/use-search-text.ts), which would drop text typed in the last
 * moments before the URL caught up with it.
 */
export const KEEP_SEARCH_TEXT = { keepSearchText: true } as const

/**
 * A driver opened over the list (by its link or the command palette): the search is kept, and
 * closing the panel goes Back to that list entry instead of adding another.
 */
export const OPENED_FROM_LIST = { keepSearchText: true, openedFromList: true } as const

const has = (state: unknown, mark: string) =>
  typeof state === 'object' && state !== null && mark in state

export const keepsSearchText = (state: unknown): boolean => has(state, 'keepSearchText')

export const wasOpenedFromList = (state: unknown): boolean => has(state, 'openedFromList')
