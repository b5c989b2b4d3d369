import { useEffect, useState } from 'react'
import { onDemandModule } from '@/lib/on-demand-module'
import { WIDE_LAYOUT_QUERY } from './nav-items'

type SidebarHints = typeof import('./sidebar-hint')

// Radix Tooltip and its positioning library are most of the layout's code, and only the collapsed
// sidebar uses them, so they stay out of the first paint.
export const sidebarHints = onDemandModule(() => import('./sidebar-hint'))

// Below the wide layout the sidebar is a drawer and never collapses.
const canCollapse = () => window.matchMedia?.(WIDE_LAYOUT_QUERY).matches === true

/** The tooltip components once loaded, while `enabled`; null otherwise. */
export function useSidebarHints(enabled: boolean): SidebarHints | null {
  const [hints, setHints] = useState<SidebarHints | null>(null)

  // Fetched once the screen is up, so collapsing later shows them at once.
  useEffect(() => {
    if (canCollapse()) sidebarHints.prefetch()
  }, [])

  useEffect(() => {
    if (!enabled || hints) return
    let active = true
    sidebarHints.load().then(
      (module) => active && setHints(module),
      (error: unknown) => console.error('Could not load the sidebar tooltips:', error),
    )
    return () => {
      active = false
    }
  }, [enabled, hints])

  return enabled ? hints : null
}
