import type { AppRouter } from '@/lib/start/app-router'
import { contentIsLoading, onContentLoadingChange } from '@/lib/start/content-loading'
import { createStore } from '@/lib/store'

/** The key of the location React has put on screen last. */
const shownLocationKey = createStore<string | null>(() => null)

/** Called by the root route whenever React has put a location on screen (app-root.tsx). */
export function markLocationShown(key: string): void {
  shownLocationKey.set(key)
}

/**
 * Resolves true once the router is idle, React shows the location it is at and no on-demand
 * content (a dialog) is still loading: what the last event (or navigation) asked for is on screen.
 * Checked on each of their notifications; false if that has not happened within `timeoutMs` (10 s:
 * hydrating on a slow phone can take over 3 s).
 */
export function appSettled(router: AppRouter, timeoutMs = 10_000): Promise<boolean> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = []
    const finish = (settled: boolean) => {
      stops.splice(0).forEach((stop) => stop())
      resolve(settled)
    }
    const check = () => {
      const { navigation, location } = router.state
      const shown = location.key === shownLocationKey.get() && !contentIsLoading()
      if (navigation.state === 'idle' && shown) finish(true)
    }
    // After a task: an event's own updates (a dialog opening, a navigation starting) come first.
    const firstCheck = setTimeout(check)
    const giveUp = setTimeout(() => finish(false), timeoutMs)
    stops.push(
      () => clearTimeout(firstCheck),
      () => clearTimeout(giveUp),
      router.subscribe(check),
      shownLocationKey.subscribe(check),
      onContentLoadingChange(check),
    )
  })
}

/**
 * Ends start-up: the page's code runs and what was clicked, pressed or typed before it did has
 * been replayed (main.tsx). `<html data-started>` says so to whoever watches the page: the browser
 * suite waits for it (`untilAppStarted`) before checking that nothing happened twice.
 */
export function markAppStarted(): void {
  document.documentElement.dataset.started = ''
}
