import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { directionOf } from '@/config/languages'
import { currentLanguage } from '@/lib/i18n/translate'

// Loaded on first use (icon-hints.ts says when a hint shows): its positioning code is most of it.

/** The hint of an icon-only control, beside it, with its keyboard shortcut if it has one. */
export function IconHintBubble({
  anchor,
  label,
  keys,
  side,
  instant,
  onDismiss,
}: {
  anchor: HTMLElement
  label: string
  keys?: string
  side: 'end' | 'bottom'
  instant: boolean
  /** Escape was pressed. */
  onDismiss: () => void
}) {
  const [bubble, setBubble] = useState<HTMLElement | null>(null)
  // Floating UI places by physical side: the inline end is the left in Arabic.
  const end = directionOf(currentLanguage()) === 'rtl' ? 'left' : 'right'
  const { floatingStyles } = useFloating({
    placement: side === 'end' ? end : 'bottom',
    elements: { reference: anchor, floating: bubble },
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss()
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onDismiss])

  return createPortal(
    <div
      ref={setBubble}
      style={floatingStyles}
      role="tooltip"
      data-slot="tooltip-content"
      data-state={instant ? 'instant-open' : 'delayed-open'}
      className="pointer-events-none z-50 rounded-md bg-primary px-3 py-1.5 text-xs whitespace-nowrap text-primary-foreground shadow-md"
    >
      {label}
      {keys && <kbd className="ms-2 rounded bg-primary-foreground/15 px-1 font-sans">{keys}</kbd>}
    </div>,
    document.body,
  )
}
