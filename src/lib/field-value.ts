/** A field that takes typed text. */
export type TextField = HTMLInputElement | HTMLTextAreaElement

export type Caret = [start: number, end: number, direction?: 'forward' | 'backward' | 'none']

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'password'])

export const isTextField = (element: Element | null): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type))

/**
 * Puts `value` into a field as typing would, so React sees it: past the setter React watches, then
 * an input event. `caret` where the field keeps one (an e-mail input has none).
 */
export function typeValue(field: TextField, value: string, caret?: Caret | null): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  if (caret && field.selectionStart !== null) field.setSelectionRange(...caret)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
