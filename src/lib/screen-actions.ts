import { useEffect, useEffectEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

// An action a screen's own control carries out, asked for from elsewhere (the command palette):
// the navigation to the screen names it in its state, and the control runs it once it shows.

export type ScreenAction = 'add-admin' | 'add-driver' | 'import-csv' | 'export-csv' | 'save-view'

/** Navigation state asking the screen opened to run `action` (with `state`'s other marks). */
export const askToRun = (action: ScreenAction, state: object = {}) => ({ ...state, run: action })

const asked = (state: unknown): unknown =>
  typeof state === 'object' && state !== null && 'run' in state ? state.run : undefined

/**
 * Runs `run` when the screen is opened asking for `action`, once: the entry's state then forgets
 * it, so a reload or Back does not run it again.
 */
export function useScreenAction(action: ScreenAction, run: () => void): void {
  const location = useLocation()
  const navigate = useNavigate()
  const runIt = useEffectEvent(run)
  const wanted = asked(location.state) === action
  useEffect(() => {
    if (!wanted) return
    const state: { run?: ScreenAction } = { ...(location.state as object) }
    delete state.run
    void navigate(location, { replace: true, state })
    runIt()
  }, [wanted, location, navigate])
}
