import { useRef } from 'react'
import { focusBack } from '@/lib/focus'

type FocusProps = {
  onOpenAutoFocus?: (event: Event) => void
  /** Called first; one that calls `preventDefault()` puts focus somewhere itself. */
  onCloseAutoFocus?: (event: Event) => void
  /** Where focus goes when what opened the dialog is gone or hidden (else the main content). */
  focusFallback?: () => Element | null
}

/**
 * Radix gives focus back only to a Dialog.Trigger, and ours open from shortcuts, menus and code that
 * loads on demand: each dialog (dialog.tsx, sheet.tsx, command.tsx) gives focus back to what had it
 * when it opened.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus, focusFallback }: FocusProps) {
  const opener = useRef<Element | null>(null)
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented) return
      event.preventDefault()
      focusBack(opener.current, focusFallback?.())
    },
  }
}

export type { FocusProps }
