import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AppRouterContext, holdPathBeingOpened, type AppRouter } from '@/lib/start/app-router'
import { appSettled, markAppStarted } from '@/app/boot/app-settled'
import { showPageFailed } from '@/app/boot/page-failed'
import { replayEarlyEvents } from '@/app/boot/replay-early-events'
import { loadRoutesFor, routes } from '@/app/router'
import { followLanguageChoice } from '@/lib/i18n/language-choice'
import { loadCatalog } from '@/lib/i18n/load-catalog'
import { savedLanguage } from '@/lib/i18n/pick-language'
import { setCatalog } from '@/lib/i18n/translate'
import { reloadForNewBuild, reloadsForNewBuild } from '@/lib/stale-build'
import { followSavedTheme } from '@/lib/theme/theme-store'
import './index.css'

// How a page starts (docs/first-second.md). The build wrote this route's screen into the
// page (scripts/prerender.ts). Before it painted, the head script (app/boot/head-script.ts) put the
// saved theme on <html>, sent a signed-out visitor to the login, hid what the URL makes stale
// (<html data-pending>) and began to hold what is clicked, pressed and typed. Now the app runs:

// The head script showed the theme; from now on it follows changes made in other tabs too.
followSavedTheme()
// The head script put the chosen language on <html lang>; a choice made in another tab reloads.
const language = savedLanguage(document.documentElement.lang, true) ?? 'en'
followLanguageChoice()

const html = document.documentElement
const container = document.getElementById('root')!
const earlyEvents = window.fleetAdminEarlyEvents
void start()

async function start() {
  try {
    setCatalog(language, await loadCatalog(language))
  } catch (error) {
    console.error('Could not load this page’s language:', error)
    pageFailed(error)
    return
  }
  const url = { path: `${location.pathname}${location.search}`, hash: location.hash }
  // The markup is another screen's (hidden), or there is none (`npm run dev`): render afresh.
  let fresh = !html.dataset.page || html.dataset.pending === 'page'
  // Else hydrate it at the path it was rendered for; the URL's query or driver panel follows.
  const markupPath = fresh || html.dataset.page === '*' ? location.pathname : html.dataset.page!
  try {
    await Promise.all([loadRoutesFor(url.path), loadRoutesFor(markupPath)])
  } catch (error) {
    // A chunk that failed to load: the router retries it and its error screen explains.
    console.error('Could not load this page’s code:', error)
    fresh = true
  }
  const followUrl = !fresh && url.path !== markupPath
  if (followUrl) {
    holdPathBeingOpened(new URL(url.path, location.origin))
    history.replaceState(history.state, '', markupPath)
  }

  // Fresh: no hydration data, so the router runs a loader the markup's data would skip.
  const router = createBrowserRouter(routes, fresh ? { hydrationData: {} } : undefined)
  // What the markup shows is what the URL asks for: clicks are React's as it hydrates. Else they
  // are held until it is, so Export or Select all never act on the markup's list (its rows hidden).
  const showsUrl = html.dataset.pending === undefined
  if (showsUrl) earlyEvents?.handOver()
  render(router, fresh)
  await appSettled(router)
  if (followUrl) {
    const { state } = router.state.location
    void router.navigate(`${url.path}${url.hash}`, { replace: true, state })
    await appSettled(router)
    holdPathBeingOpened(null)
  }
  html.removeAttribute('data-pending')
  html.removeAttribute('data-drivers-unknown')
  if (!showsUrl) earlyEvents?.handOver()
  await replayEarlyEvents(earlyEvents?.take() ?? [], { settled: () => appSettled(router) })
  markAppStarted()
}

/**
 * Without its texts the app cannot draw a word, so it does not run: the page says so, as when its
 * code fails to load (app/boot/page-failed.ts). First, as for a screen's code gone after a
 * deployment, the tab reloads once for a new build if nothing on screen would be lost.
 */
function pageFailed(error: unknown) {
  if (reloadsForNewBuild(error)) reloadForNewBuild()
  else showPageFailed(document, earlyEvents)
}

function render(router: AppRouter, fresh: boolean) {
  const app = (
    <StrictMode>
      <AppRouterContext value={router}>
        <RouterProvider router={router} />
      </AppRouterContext>
    </StrictMode>
  )
  if (fresh) {
    // The markup's own tab title goes with it: the screen drawn now sets its own (in its language).
    document.head.querySelector('title')?.remove()
    container.replaceChildren()
    createRoot(container).render(app)
  } else {
    // In a transition, as React Router's framework mode does: React yields to the browser while
    // it hydrates instead of holding the main thread for the whole page.
    startTransition(() => void hydrateRoot(container, app))
  }
}
