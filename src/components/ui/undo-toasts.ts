import { toast } from 'sonner'
import { dialogIsOpen } from '@/lib/keyboard/open-dialog'
import { isApplePlatform } from '@/lib/keyboard/platform'
import { isUndoKey } from '@/lib/keyboard/undo-key'

export type ToastKind = 'success' | 'error'

export type ToastOptions = {
  /** A second line, such as who the message is about. */
  description?: string
  /** The toast's Undo: the toast closes when it is pressed, or when Ctrl+Z (⌘Z) presses it. */
  action?: { label: string; onClick: () => void }
  /** How long the toast stays, in ms (sonner's default is 4 s); one with Undo stays while held. */
  duration?: number
}

type UndoToast = { id: string; kind: ToastKind; message: string; options: ToastOptions }

// Oldest first: Ctrl+Z takes the newest, as undoing goes back from the latest change.
let undoToasts: UndoToast[] = []
/** Focus or the pointer is in the toaster: the Undo toasts stay until it leaves. */
let held = false
let count = 0

/** Ctrl+Z (⌘Z) presses the newest Undo on screen, unless typed into a field or under a dialog. */
function onUndoKey(event: KeyboardEvent) {
  if (event.defaultPrevented || !isUndoKey(event, isApplePlatform()) || dialogIsOpen()) return
  if (undoNewest()) event.preventDefault()
}

const forget = (gone: UndoToast) => {
  undoToasts = undoToasts.filter((shown) => shown !== gone)
}

// Issued again with the same id, sonner updates the toast in place and starts its time anew.
const issue = (shown: UndoToast) =>
  toast[shown.kind](shown.message, {
    ...shown.options,
    id: shown.id,
    duration: held ? Infinity : shown.options.duration,
    onDismiss: () => forget(shown),
    onAutoClose: () => forget(shown),
  })

/** Shows a toast; one with Undo is kept until it closes, for Ctrl+Z and for holding. */
export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  const { action } = options
  if (!action) {
    toast[kind](message, options)
    return
  }
  const undoToast: UndoToast = {
    id: `undo-${++count}`,
    kind,
    message,
    options: {
      ...options,
      action: {
        label: action.label,
        onClick: () => {
          forget(undoToast)
          action.onClick()
        },
      },
    },
  }
  // Heard from the first Undo on, whether or not the Toaster has drawn yet.
  if (count === 1) document.addEventListener('keydown', onUndoKey)
  undoToasts.push(undoToast)
  issue(undoToast)
}

/** Those sonner still shows: a toast dismissed with no Toaster drawn tells no one. */
const onScreen = () => {
  const shown = new Set(toast.getToasts().map(({ id }) => id))
  undoToasts = undoToasts.filter(({ id }) => shown.has(id))
  return undoToasts
}

/** Ctrl+Z: presses the newest Undo on screen and closes its toast; false when none shows. */
export function undoNewest(): boolean {
  const newest = onScreen().at(-1)
  if (!newest) return false
  toast.dismiss(newest.id)
  newest.options.action?.onClick()
  return true
}

/**
 * Sonner pauses a toast under the pointer, not one holding focus, and updating a toast (as this
 * does) ends its pause: while either is in the toaster, each Undo toast stays; once both have
 * left, each has its whole time again.
 */
export function holdUndoToasts(hold: boolean): void {
  if (hold === held) return
  held = hold
  onScreen().forEach(issue)
}
