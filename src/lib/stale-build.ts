import * as sessionKeys from '@/config/stored-names/session-keys'
import { hasWorkOnScreen } from './work-on-screen'

/**
 * A tab opened before a deployment asks for chunks the new build no longer has. One reload picks up
 * the new build; a stamp in sessionStorage keeps it to one per RELOAD_GUARD_MS, so a chunk that
 * keeps failing shows the error screen instead of reloading forever; and it never reloads on its
 * own while the admin has a selection or typed text on screen (work-on-screen.ts).
 *
 * Vite announces each failed import as a `vite:preloadError` event and then rethrows it, since no
 * listener cancels it: the failure reaches what asked for the code: a screen, whose route error
 * boundary (route-error-screen.tsx) reloads; a piece loaded on first use, whose <OnDemand>
 * (components/ui/on-demand.tsx) reloads or says so in its place; the page's texts (src/main.tsx).
 * A failed background prefetch never reloads the page.
 */
export const RELOAD_GUARD_MS = 30_000

// Chrome, Firefox and Safari's words for a dynamic import that failed, and Vite's for its CSS.
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)
}

/** True unless this tab reloaded for a new build within the guard time (or cannot tell). */
export function mayReloadForNewBuild(now = Date.now()): boolean {
  try {
    const stamp = Number(sessionStorage.getItem(sessionKeys.reloadedForNewBuild))
    const recent = stamp > 0 && now >= stamp && now - stamp < RELOAD_GUARD_MS
    return !recent
  } catch {
    return false // No storage, no guard: never risk a loop.
  }
}

const reloadDecisions = new WeakMap<Error, boolean>()

/**
 * Whether this error should reload the page, decided once per error: after the reload's stamp is
 * written, asking again (React may render a screen again) must not change the answer. Never while
 * `workOnScreen()` (a selection, typed text the URL does not keep) would be lost.
 */
export function reloadsForNewBuild(
  error: unknown,
  now = Date.now(),
  workOnScreen: () => boolean = hasWorkOnScreen,
): boolean {
  if (!isChunkLoadError(error)) return false
  let reload = reloadDecisions.get(error)
  if (reload === undefined) {
    reload = mayReloadForNewBuild(now) && !workOnScreen()
    reloadDecisions.set(error, reload)
  }
  return reload
}

export function reloadForNewBuild(reload = () => window.location.reload(), now = Date.now()): void {
  try {
    sessionStorage.setItem(sessionKeys.reloadedForNewBuild, String(now))
  } catch {
    return // Without the stamp the next failure could reload again, so do not start.
  }
  reload()
}
