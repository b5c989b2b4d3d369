import { useCallback, useState } from 'react'
import { holdKeysUntilDialogOpens } from '@/lib/keyboard/hold-keys'
import type { OnDemandModule } from '@/lib/on-demand-module'

type DialogState = { requested: boolean; open: boolean; opener: Element | null }

/**
 * A lazily loaded dialog's state: mounted from its first open on (so closing runs its focus
 * return and exit), with the element that had focus when it opened, to give focus back to.
 */
export type OnDemandDialog = DialogState & {
  show: () => void
  setOpen: (open: boolean) => void
}

/** `code`: the dialog's module; keys typed while it loads reach the dialog once it opens. */
export function useOnDemandDialog(code: Pick<OnDemandModule<unknown>, 'load'>): OnDemandDialog {
  const [state, setState] = useState<DialogState>({ requested: false, open: false, opener: null })
  const show = useCallback(() => {
    holdKeysUntilDialogOpens(code.load())
    setState({ requested: true, open: true, opener: document.activeElement })
  }, [code])
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), [])
  return { ...state, show, setOpen }
}
