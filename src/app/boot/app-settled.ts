import type { AppRouter } from '@/lib/app-router'

let shownLocationKey: string | null = null
const waiting = new Set<() => void>()

/** Called by the root route whenever React has put a location on screen (app-root.tsx). */
export function markLocationShown(key: string): void {
  shownLocationKey = key
  waiting.forEach((check) => check())
}

/**
 * Resolves once the router is idle and React shows the location it is at: what the last event
 * (or navigation) asked for is on screen. Never waits longer than `timeoutMs`.
 */
export function appSettled(router: AppRouter, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const { navigation, location } = router.state
      if (navigation.state === 'idle' && location.key === shownLocationKey) done()
    }
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      waiting.delete(check)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    const unsubscribe = router.subscribe(check)
    waiting.add(check)
    // After a task: an event's own updates (a dialog opening, a navigation starting) come first.
    setTimeout(check)
  })
}
