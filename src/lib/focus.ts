/** Main content's id (the skip link's target): where focus goes when its old place is gone. */
export const MAIN_ID = 'main'

/** Sonner's toaster: a toast's buttons (Undo) vanish with their toast. */
const TOASTER = '[data-sonner-toaster]'

// A hidden element, or one no longer in the page, has no offsetParent.
const onScreen = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.offsetParent !== null

/**
 * Gives focus to the first of `candidates` still on screen (the control a dialog opened from, then
 * a fallback), else to the main content: never to the page body.
 */
export function focusBack(...candidates: (Element | null | undefined)[]): void {
  const target = candidates.find(onScreen) ?? document.getElementById(MAIN_ID)
  target?.focus()
}

/**
 * Called as a toast's button is used (Undo): the button vanishes with its toast, so focus in the
 * toaster moves as focusBack moves it. Focus anywhere else stays where it is.
 */
export function focusOutOfToast(...candidates: (Element | null | undefined)[]): void {
  if (document.activeElement?.closest(TOASTER)) focusBack(...candidates)
}
