import type { AppRouter } from '@/lib/app-router'
import { contentIsLoading } from '@/lib/on-demand-content'

let shownLocationKey: string | null = null

/** Called by the root route whenever React has put a location on screen (app-root.tsx). */
export function markLocationShown(key: string): void {
  shownLocationKey = key
}

/**
 * Resolves once the router is idle, React shows the location it is at and no on-demand content
 * (a dialog) is still loading: what the last event (or navigation) asked for is on screen. Never
 * waits longer than `timeoutMs`: 10 s, as hydrating on a slow phone can take over 3 s (the limit
 * before), and a held shortcut replayed before the screen's listeners were attached was lost.
 */
export function appSettled(router: AppRouter, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = performance.now() + timeoutMs
  return new Promise((resolve) => {
    const check = () => {
      const { navigation, location } = router.state
      const shown = location.key === shownLocationKey && !contentIsLoading()
      if ((navigation.state === 'idle' && shown) || performance.now() >= giveUpAt) resolve()
      else setTimeout(check, 16)
    }
    // After a task: an event's own updates (a dialog opening, a navigation starting) come first.
    setTimeout(check)
  })
}
