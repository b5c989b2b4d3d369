import { useEffect, useState, type FocusEvent } from 'react'
import { appStarted } from '@/lib/app-started'
import { onDemandModule } from '@/lib/on-demand-module'

type IconHints = typeof import('./icon-hint')

/** The tooltips of icon-only controls (the collapsed sidebar's, the header's), loaded on demand. */
export const iconHints = onDemandModule(() => import('./icon-hint'))

/**
 * The tooltip components while `wanted`, else null. Adding or removing them mounts the controls
 * they wrap afresh, so that waits for start-up to end (a held click keeps its button) and for focus
 * to leave the element given `focusWithin` (a focused control would lose its focus).
 */
export function useIconHints(wanted: boolean) {
  const [loaded, setLoaded] = useState<IconHints | null>(null)
  const [focusInside, setFocusInside] = useState(false)
  const [shown, setShown] = useState<IconHints | null>(null)

  useEffect(() => {
    if (!wanted || loaded) return
    let active = true
    Promise.all([iconHints.load(), appStarted]).then(
      ([module]) => active && setLoaded(module),
      (error: unknown) => console.error('Could not load the tooltips:', error),
    )
    return () => {
      active = false
    }
  }, [wanted, loaded])

  const next = wanted ? loaded : null
  if (!focusInside && shown !== next) setShown(next)

  return {
    hints: shown,
    focusWithin: {
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent) =>
        event.currentTarget.contains(event.relatedTarget as Node | null) || setFocusInside(false),
    },
  }
}
