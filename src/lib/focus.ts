/** Main content's id (the skip link's target): where focus goes when its old place is gone. */
export const MAIN_ID = 'main'

const onScreen = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && element.offsetParent !== null

/**
 * Gives focus back to `element` after a dialog closes, if it is still on screen; otherwise to
 * `fallback` if that is, else to the main content: never to the page body.
 */
export function focusBack(element: Element | null | undefined, fallback?: Element | null): void {
  const target = [element, fallback].find(onScreen) ?? document.getElementById(MAIN_ID)
  target?.focus()
}
