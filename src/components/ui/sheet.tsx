import * as DialogPrimitive from '@radix-ui/react-dialog'
import { XIcon } from 'lucide-react'
import { useRef } from 'react'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import { DialogOverlay } from './dialog'
import { useFocusedEscape } from './dialog-escape'
import { useFocusReturn, type FocusProps } from './dialog-focus'

const Sheet = DialogPrimitive.Root
const SheetTrigger = DialogPrimitive.Trigger
const SheetTitle = DialogPrimitive.Title

const sides = {
  start: 'start-0 w-64 max-w-[85vw] border-e',
  end: 'end-0 w-full max-w-md border-s',
} as const

function SheetContent({
  className,
  children,
  closeLabel,
  side = 'start',
  onOpenAutoFocus,
  onCloseAutoFocus,
  focusFallback,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  FocusProps & {
    closeLabel: string
    side?: keyof typeof sides
  }) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus, focusFallback })
  const closeButton = useRef<HTMLButtonElement>(null)
  const escape = useFocusedEscape({ onEscapeKeyDown, onKeyDown }, () =>
    closeButton.current?.click(),
  )
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex flex-col bg-card text-card-foreground shadow-lg',
          sides[side],
          className,
        )}
        {...props}
        {...focusReturn}
        {...escape}
      >
        {/* First in the DOM: Radix focuses the first button on open (it skips links), and that
            must not be whatever the content ends with (the sidebar's Logout). */}
        <DialogPrimitive.Close
          ref={closeButton}
          aria-label={closeLabel}
          className="absolute end-3 top-3 flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <XIcon className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export { Sheet, SheetContent, SheetTitle, SheetTrigger }
