import { useCallback, useState } from 'react'
import { holdKeysUntilDialogOpens } from '@/lib/start/hold-keys'
import type { OnDemandModule } from '@/lib/on-demand-module'

/**
 * A dialog whose code loads on first use: rendered from its first opening on (`requested`), so
 * closing runs its exit and its focus return (components/ui/dialog-focus.ts).
 */
export type OnDemandDialog = {
  requested: boolean
  open: boolean
  /** Opens it; given the click's event, focuses the control clicked, for focus to come back to. */
  show: (event?: { currentTarget: EventTarget | null }) => void
  setOpen: (open: boolean) => void
  /** The props of the button that opens it: says it opens a dialog, fetches its code early. */
  trigger: {
    'aria-haspopup': 'dialog'
    'aria-expanded': boolean
    onPointerEnter: () => void
    onFocus: () => void
    onClick: (event: { currentTarget: EventTarget | null }) => void
  }
}

/**
 * `code`: the dialog's module, fetched when its button is pointed at or focused; keys typed while
 * it loads reach the dialog once it opens.
 */
export function useOnDemandDialog(
  code: Pick<OnDemandModule<unknown>, 'load' | 'prefetch'>,
): OnDemandDialog {
  const [state, setState] = useState({ requested: false, open: false })
  const show = useCallback(
    (event?: { currentTarget: EventTarget | null }) => {
      // Chrome focuses a clicked button, Safari and a replayed click do not: the dialog gives focus
      // back to what had it when it opened, which must be the control clicked.
      if (event?.currentTarget instanceof HTMLElement) event.currentTarget.focus()
      holdKeysUntilDialogOpens(code.load())
      setState({ requested: true, open: true })
    },
    [code],
  )
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), [])
  const trigger = {
    'aria-haspopup': 'dialog',
    'aria-expanded': state.open,
    onPointerEnter: code.prefetch,
    onFocus: code.prefetch,
    onClick: show,
  } as const
  return { ...state, show, setOpen, trigger }
}
