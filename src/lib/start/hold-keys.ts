import { isTextField, typeValue, type TextField } from '@/lib/start/field-value'

// A dialog whose code loads on first use opens a moment after Ctrl+K or a click on Add Admin
// (about half a second on a slow phone); a person types on at once. Those keys are held and
// replayed into the dialog once it has taken focus, so its field gets every letter, in order.

const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"])[data-state="open"]'
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]'
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock'])
/** Once the code is there, how long a dialog may take to take focus before the keys are dropped. */
const FOCUS_WAIT_MS = 2000

let holding = false

/**
 * Holds every key pressed from now until the dialog being opened has focus, then replays them
 * there; drops them if its code fails to load (the screen reports that) or it never takes focus.
 * A hold already under way keeps the keys for the dialog it waits for.
 */
export function holdKeysUntilDialogOpens(opening: Promise<unknown>): void {
  if (holding) return
  holding = true
  const held: KeyboardEvent[] = []
  let loaded = false
  let giveUp: ReturnType<typeof setTimeout> | undefined

  const onKey = (event: KeyboardEvent) => {
    // An IME's composition and lone modifiers are no keys of their own.
    if (event.isComposing || MODIFIER_KEYS.has(event.key)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (event.type === 'keydown') held.push(event)
  }
  // Opened from inside another dialog (Edit in a driver's panel): focus must reach the new one.
  const openedFrom = document.activeElement?.closest(OPEN_DIALOG) ?? null
  const focusedDialog = () => {
    const focused = document.activeElement
    const dialog = focused instanceof HTMLElement ? focused.closest(OPEN_DIALOG) : null
    return dialog && dialog !== openedFrom ? focused : null
  }
  // After the task that moved focus (a dialog's mount effects): the dialog is whole by then.
  const onFocusIn = () => {
    if (loaded && focusedDialog()) queueMicrotask(() => finish(true))
  }
  const listen = (add: boolean) => {
    for (const type of ['keydown', 'keypress', 'keyup'] as const) {
      if (add) window.addEventListener(type, onKey, true)
      else window.removeEventListener(type, onKey, true)
    }
    if (add) document.addEventListener('focusin', onFocusIn)
    else document.removeEventListener('focusin', onFocusIn)
  }
  let done = false
  function finish(replay: boolean) {
    if (done) return
    done = true
    listen(false)
    clearTimeout(giveUp)
    holding = false
    if (replay) held.forEach(replayKey)
  }

  listen(true)
  opening.then(
    () => {
      loaded = true
      if (focusedDialog()) finish(true)
      else giveUp = setTimeout(() => finish(false), FOCUS_WAIT_MS)
    },
    () => finish(false),
  )
}

/** The key's own event for the app's handlers (cmdk's arrows and Enter, Escape), then the browser's part. */
function replayKey(key: KeyboardEvent): void {
  const target = document.activeElement instanceof HTMLElement ? document.activeElement : null
  if (!target) return
  const copy = new KeyboardEvent('keydown', key)
  if (!target.dispatchEvent(copy) || key.ctrlKey || key.metaKey || key.altKey) return
  // A replayed key is untrusted, so the browser does nothing with it: do what it would have.
  if (isTextField(target) && editText(target, key.key)) return
  if (key.key === 'Tab') moveFocus(target, key.shiftKey)
  else if ((key.key === 'Enter' || key.key === ' ') && target.matches('button, a[href]')) {
    target.click()
  }
}

/** Types a character, deletes one or submits the form, as the key would have; false otherwise. */
function editText(field: TextField, key: string): boolean {
  const end = field.value.length
  const start = field.selectionStart ?? end
  const selectionEnd = field.selectionEnd ?? end
  if ([...key].length === 1) {
    const caret = start + key.length
    typeValue(field, field.value.slice(0, start) + key + field.value.slice(selectionEnd), [
      caret,
      caret,
    ])
  } else if (key === 'Backspace' && (start > 0 || selectionEnd > start)) {
    const from = selectionEnd > start ? start : start - 1
    typeValue(field, field.value.slice(0, from) + field.value.slice(selectionEnd), [from, from])
  } else if (key === 'Enter' && field instanceof HTMLInputElement && field.form) {
    field.form.requestSubmit()
  } else {
    return false
  }
  return true
}

/** Tab and Shift+Tab inside the dialog, round in a circle as its focus trap keeps them. */
function moveFocus(from: HTMLElement, backwards: boolean): void {
  const scope = from.closest(OPEN_DIALOG) ?? document.body
  const stops = [...scope.querySelectorAll<HTMLElement>(TABBABLE)]
    .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
    // In the document's order, as focus moves (some engines list a selector list's matches by part).
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  const at = stops.indexOf(from)
  // From the dialog itself (no stop of its own), Tab goes to the first stop, Shift+Tab the last.
  const next = at < 0 ? (backwards ? -1 : 0) : (at + (backwards ? -1 : 1)) % stops.length
  stops.at(next)?.focus()
}
