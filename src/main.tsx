import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom'
import { routes } from '@/app/router'
import { readStoredTheme, setTheme } from '@/lib/theme/theme-store'
import './index.css'

// How a page starts. The build (scripts/prerender.ts) writes each route's screen into its own HTML
// file, with the path it was rendered for on <html data-page>; index.html's inline script marks
// <html data-other-route> when the file was served for another path (an SPA host's fallback).

// The inline script applied the stored theme before paint; this also repairs a tampered value.
setTheme(readStoredTheme())

const page = document.documentElement
const container = document.getElementById('root')!
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

/** Loads the lazy routes a location matches, so the first render is the whole screen. */
async function resolveLazyRoutes(location: Location) {
  const matches: { route: RouteObject }[] = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy())
      route.lazy = undefined
    }),
  )
}

function renderFromScratch() {
  // The router would otherwise take the data the markup was rendered with for this path's.
  Reflect.deleteProperty(window, '__staticRouterHydrationData')
  container.replaceChildren()
  page.removeAttribute('data-other-route')
  createRoot(container).render(app(createBrowserRouter(routes)))
}

if (page.hasAttribute('data-page') && !page.hasAttribute('data-other-route')) {
  // Not a top-level await: the route chunks import from this one, which must finish first.
  resolveLazyRoutes(window.location).then(
    // In a transition, as React Router's own framework mode does: React then yields to the browser
    // while it hydrates instead of holding the main thread for the whole page.
    () => startTransition(() => void hydrateRoot(container, app(createBrowserRouter(routes)))),
    (error: unknown) => {
      // A chunk that failed to load: the router retries it and its error screen explains.
      console.error('Could not load this page’s code:', error)
      renderFromScratch()
    },
  )
} else {
  // Another route's markup, or none (`npm run dev` serves index.html as it is).
  renderFromScratch()
}
