import { useCallback, useState } from 'react'

type DialogState = { requested: boolean; open: boolean; opener: Element | null }

/**
 * A lazily loaded dialog's state: mounted from its first open on (so closing runs its focus
 * return and exit), with the element that had focus when it opened, to give focus back to.
 */
export type OnDemandDialog = DialogState & {
  show: () => void
  setOpen: (open: boolean) => void
}

export function useOnDemandDialog(): OnDemandDialog {
  const [state, setState] = useState<DialogState>({ requested: false, open: false, opener: null })
  const show = useCallback(
    () => setState({ requested: true, open: true, opener: document.activeElement }),
    [],
  )
  const setOpen = useCallback((open: boolean) => setState((current) => ({ ...current, open })), [])
  return { ...state, show, setOpen }
}
