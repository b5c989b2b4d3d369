import { focusBack } from '@/lib/focus'

/** Marks the checkbox that selects the page (one in the table, one above the phone list). */
export const PAGE_CHECKBOX = 'data-select-page'

/** The page's checkboxes (CSS shows one): where focus goes when the selection bar goes away. */
export function pageCheckboxes(): Element[] {
  return [...document.querySelectorAll(`[${PAGE_CHECKBOX}]`)]
}

/** Focuses the page's checkbox on screen, else the main area. */
export function focusPageCheckbox(): void {
  focusBack(...pageCheckboxes())
}
