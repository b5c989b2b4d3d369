import { useState, type ReactElement, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { OnDemand } from '@/components/ui/on-demand'
import type { OnDemandModule } from '@/lib/on-demand-module'
import { COMPACT_BUTTON, COMPACT_LABEL } from './drivers-toolbar'

/** What the button gives the menu it opens. */
type MenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactElement
  /** Opened by keyboard before its code loaded: start on the first item. */
  startOnFirstItem: boolean
}

/**
 * A toolbar button opening a menu whose code (`code`) loads on first use: when the button is
 * pointed at or focused, or on the first click, which then opens the menu. From then on `children`
 * draws the menu, with the button as its trigger.
 */
export function OnDemandMenuButton({
  code,
  icon,
  label,
  asked = 0,
  children,
}: {
  code: Pick<OnDemandModule<unknown>, 'prefetch'>
  icon: ReactNode
  label: string
  /**
   * Counts requests for the menu from elsewhere (the command palette), each made after
   * `code.prefetch()` so that a failed fetch is tried again: each draws the menu, closed.
   */
  asked?: number
  children: (menu: MenuProps) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  // `asked` when first drawn or when a failure was dismissed: a request since draws the menu.
  const [askedBefore, setAskedBefore] = useState(asked)
  // A click from the keyboard (Enter or Space) has no pointer detail.
  const [openedByKeys, setOpenedByKeys] = useState(false)
  const requested = opened || asked !== askedBefore

  const button = (
    <Button
      variant="outline"
      className={COMPACT_BUTTON}
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={code.prefetch}
      onFocus={code.prefetch}
      onClick={
        requested
          ? undefined
          : (event) => {
              // Fetched again if an earlier try failed (a prefetch, or a failure shown and closed).
              code.prefetch()
              setOpened(true)
              setOpenedByKeys(event.detail === 0)
              setOpen(true)
            }
      }
    >
      {icon}
      <span className={COMPACT_LABEL}>{label}</span>
    </Button>
  )
  // Until the first open the button is the page's own; from then on, the menu's trigger.
  if (!requested) return button
  return (
    <OnDemand
      fallback={button}
      // Its code missing: after the dialog saying so, the page's own button again.
      onDismiss={() => {
        setOpened(false)
        setAskedBefore(asked)
        setOpen(false)
      }}
    >
      {children({ open, onOpenChange: setOpen, trigger: button, startOnFirstItem: openedByKeys })}
    </OnDemand>
  )
}
