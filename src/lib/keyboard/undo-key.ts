import { isTypingTarget, type ShortcutKeyEvent } from './shortcuts'

export type UndoKeyEvent = ShortcutKeyEvent & Pick<KeyboardEvent, 'code'>

/**
 * Whether a key press is the app's Undo: Ctrl+Z (⌘Z on Apple's keyboards), without Shift (redo)
 * or Alt, never in a text field (which undoes its own typing), mid-composition or on a held key's
 * repeats. A layout without Latin letters (Arabic) names the key by its place.
 */
export function isUndoKey(event: UndoKeyEvent, apple: boolean): boolean {
  if (event.isComposing || event.keyCode === 229 || event.repeat) return false
  if (event.altKey || event.shiftKey) return false
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  const key = event.key.toLowerCase()
  const z = key === 'z' || (!/^[a-z]$/.test(key) && event.code === 'KeyZ')
  return mod && z && !isTypingTarget(event.target)
}
