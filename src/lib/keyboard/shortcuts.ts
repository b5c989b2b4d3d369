export type ShortcutId = 'openPalette' | 'toggleSidebar' | 'focusSearch' | 'showShortcuts'

export type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  | 'key'
  | 'ctrlKey'
  | 'metaKey'
  | 'altKey'
  | 'shiftKey'
  | 'isComposing'
  | 'keyCode'
  | 'repeat'
  | 'target'
>

// Input types that take no typed text: a shortcut pressed on them is no one typing.
const UNTYPED_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])
const TYPING_ROLES = '[role="textbox"], [role="searchbox"], [role="combobox"], [role="spinbutton"]'

/** Whether keys pressed here are text being typed: a text field, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type)
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  const editable = target.closest('[contenteditable]')
  if (editable && editable.getAttribute('contenteditable') !== 'false') return true
  return target.closest(TYPING_ROLES) !== null
}

/**
 * The shortcut a key press means, if any. Ctrl+K (⌘K) opens the palette from anywhere, text
 * fields included, as in other apps; `/`, `?` and Ctrl+B (⌘B) never fire while typing. Nothing
 * fires mid-composition (an IME turning keys into text) or on a held key's repeats.
 */
export function shortcutOf(event: ShortcutKeyEvent, apple: boolean): ShortcutId | null {
  // keyCode 229: Chromium and Safari report some composition keys only this way.
  if (event.isComposing || event.keyCode === 229 || event.repeat || event.altKey) return null
  const mod =
    !event.shiftKey && (apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey)
  const plain = !event.ctrlKey && !event.metaKey
  const key = event.key.toLowerCase()
  if (mod && key === 'k') return 'openPalette'
  if (isTypingTarget(event.target)) return null
  if (mod && key === 'b') return 'toggleSidebar'
  if (plain && event.key === '/') return 'focusSearch'
  if (plain && event.key === '?') return 'showShortcuts'
  return null
}
