/** Main content's id (the skip link's target): where focus goes when its old place is gone. */
export const MAIN_ID = 'main'

/**
 * Names a control that may be drawn afresh while a dialog is open (tooltips arriving wrap it anew):
 * focus comes back to the control of the same name.
 */
const FOCUS_ID = 'data-focus-id'

const onScreen = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && element.offsetParent !== null

/**
 * Gives focus back to `element` after a dialog closes, if it is still on screen, or to the control
 * that replaced it (same `data-focus-id`); otherwise to the main content, never to the page body.
 * Radix returns focus only to its own Trigger.
 */
export function focusBack(element: Element | null | undefined): void {
  const id = element?.getAttribute(FOCUS_ID)
  const replacement = id ? document.querySelector(`[${FOCUS_ID}="${CSS.escape(id)}"]`) : null
  const target = onScreen(element)
    ? element
    : onScreen(replacement)
      ? replacement
      : document.getElementById(MAIN_ID)
  target?.focus()
}
