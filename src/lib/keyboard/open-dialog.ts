/** Marks a screen drawn as a panel (a driver's): the palette opens over it as over any screen. */
export const SCREEN_PANEL = 'data-screen-panel'

// One animating out (Radix marks it closed) no longer counts.
const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"])'

/**
 * Whether a modal dialog is open, which then owns the keyboard; `besidesPanels` leaves out a
 * screen's panel.
 */
export function dialogIsOpen(doc: Document = document, { besidesPanels = false } = {}): boolean {
  return (
    doc.querySelector(besidesPanels ? `${OPEN_DIALOG}:not([${SCREEN_PANEL}])` : OPEN_DIALOG) !==
    null
  )
}
