/** Marks the checkbox that selects the page (one in the table, one above the phone list). */
export const PAGE_CHECKBOX = 'data-select-page'

/** Where focus goes when the selection bar it was in goes away: the page's checkbox on screen. */
export function focusPageCheckbox(): void {
  const boxes = [...document.querySelectorAll<HTMLElement>(`[${PAGE_CHECKBOX}]`)]
  // Else the main area, as lib/focus does (imported, it would split into a file of its own).
  const target = boxes.find((box) => box.offsetParent !== null) ?? document.getElementById('main')
  target?.focus()
}
