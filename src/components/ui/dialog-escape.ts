import { useRef } from 'react'
import type * as React from 'react'

// Radix gives Escape to the layer it counts topmost, and counts a dialog just opened only a render
// after that dialog took focus: an Escape pressed in that moment went to the dialog beneath (the
// palette under its Log out confirmation). Here Escape belongs to the dialog that holds focus.

const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"])[data-state="open"]'

/** Escapes a dialog has taken, and those kept from a dialog beneath the focused one. */
const taken = new WeakSet<Event>()
const keptFromBeneath = new WeakSet<Event>()

type EscapeProps = {
  onEscapeKeyDown?: (event: KeyboardEvent) => void
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>
}

/**
 * Props for a dialog's Radix content; `close` closes it as its close button does. Escape closes
 * the open dialog focus is in, and only that one.
 */
export function useFocusedEscape({ onEscapeKeyDown, onKeyDown }: EscapeProps, close: () => void) {
  const ref = useRef<HTMLDivElement>(null)
  return {
    ref,
    onEscapeKeyDown(event: KeyboardEvent) {
      const focusedDialog = document.activeElement?.closest(OPEN_DIALOG)
      if (focusedDialog && ref.current && !ref.current.contains(focusedDialog)) {
        keptFromBeneath.add(event)
        event.preventDefault()
        return
      }
      taken.add(event)
      onEscapeKeyDown?.(event)
    },
    onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
      onKeyDown?.(event)
      const native = event.nativeEvent
      if (event.key !== 'Escape' || taken.has(native)) return
      // Used inside (a menu closing, a field's own use), unless only kept from the dialog beneath.
      if (native.defaultPrevented && !keptFromBeneath.has(native)) return
      taken.add(native)
      event.preventDefault()
      close()
    },
  }
}
