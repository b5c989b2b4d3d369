/**
 * Focuses the screen's search box (it says it answers to '/' with aria-keyshortcuts) and selects
 * its text; false when this screen shows none. Plain DOM, so the head script can do it before the
 * app runs and what is typed next lands in the box.
 */
export function focusSearchBox(doc: Document = document): boolean {
  const box = doc.querySelector<HTMLInputElement>('input[aria-keyshortcuts="/"]')
  if (!box || box.offsetParent === null) return false
  box.focus()
  box.select()
  return true
}
