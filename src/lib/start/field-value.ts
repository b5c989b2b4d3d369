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

/** A field whose value the app reads: typed text or a choice. */
export type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export const isValueField = (target: EventTarget | null): target is ValueField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement

/** The field's caret; null for a select, or a field that keeps none (an e-mail input). */
export const caretOf = (field: ValueField): Caret | null =>
  field instanceof HTMLSelectElement || field.selectionStart === null
    ? null
    : [
        field.selectionStart,
        field.selectionEnd ?? field.selectionStart,
        field.selectionDirection ?? 'none',
      ]

/**
 * Tells the app about a value it did not see typed or chosen, as the browser would have (the
 * replay of what was done before the app ran); `caret` as it was when typed.
 */
export function announceValue(field: ValueField, value: string, caret: Caret | null): void {
  const rendered =
    field instanceof HTMLSelectElement
      ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
      : field.defaultValue
  // Nothing to tell (the rendered value), or typed on since, which the app saw: it is ahead.
  if (value === rendered || (field.value !== value && field.value !== rendered)) return
  if (field instanceof HTMLSelectElement) {
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  // The caret as it is now, unless React redrew the field since (then as it was when typed in).
  const at = field.value === value ? caretOf(field) : caret
  // React reports an input only when the value differs from the last one it saw: show it the
  // rendered value (through its own setter), then type the text back.
  field.value = field.defaultValue
  typeValue(field, value, at)
}
