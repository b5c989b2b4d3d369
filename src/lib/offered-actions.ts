import { useEffect, useRef } from 'react'
import { createStore, useStore } from './store'

// What a control on screen offers the command palette to run in place: Remove, while drivers are
// selected (the selection bar) or a driver's panel is open. Actions that open a screen first ask
// through the navigation instead (lib/screen-actions.ts).

export type OfferedAction = 'remove-selected' | 'remove-driver'

export type Offer = { action: OfferedAction; run: () => void }

const offers = createStore<readonly Offer[]>(() => [])

/** While the calling control is on screen, the palette offers `action`, which runs `run`. */
export function useOfferedAction(action: OfferedAction, run: () => void): void {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  useEffect(() => {
    const offer: Offer = { action, run: () => latest.current() }
    offers.set([...offers.get(), offer])
    return () => offers.set(offers.get().filter((other) => other !== offer))
  }, [action])
}

/** What the controls on screen offer, oldest first. */
export const useOffers = (): readonly Offer[] => useStore(offers, [])
