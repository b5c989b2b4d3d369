import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom'
import { routes, type RouteHandle } from '@/app/router'
import type { Language } from '@/config/languages'
import { loadCatalog } from '@/lib/i18n/load-catalog'
import { setCatalog, t } from '@/lib/i18n/translate'

// Build-time only: scripts/prerender.ts renders every route's screen through this module (Vite's
// SSR build of it), and src/main.tsx hydrates the result.

export type RenderedPage = {
  /** The screen, then the router's hydration data script (StaticRouterProvider adds it). */
  html: string
  /** Source paths of the lazy route modules the page matched: its chunks to preload. */
  routeModules: string[]
  /** Path patterns this markup is right for: its route's, and its child routes' (they open over it). */
  ownPaths: string[]
  /** The page's <meta name="description">, in its language. */
  description: string
  /** What the page says while its markup waits for the app (index.html's #page-loading). */
  loading: string
  /** What it says when its texts cannot load (index.html's #page-failed, by data-failed key). */
  failed: PageFailedTexts
}

export type PageFailedTexts = { heading: string; explanation: string; reload: string }

/** A page in one language: the app's texts are that language's while it renders (one at a time). */
export async function renderPage(url: string, language: Language): Promise<RenderedPage> {
  setCatalog(language, await loadCatalog(language))
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) {
    throw new Error(`${url} redirects (${context.status}); only pages can be prerendered`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  // The provider must be the root's only child: the client hydrates it with <RouterProvider>.
  const html = renderToString(<StaticRouterProvider router={router} context={context} />)
  const routeModules = context.matches.flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined
    return handle ? [handle.routeModule] : []
  })
  // The screen's route, with the path of the route it sits in.
  const [parent, screen] = context.matches.slice(-2)
  const ownPaths = knownPathPatterns([screen.route], parent?.pathname.replace(/\/$/, '') ?? '')
  return {
    html,
    routeModules,
    ownPaths,
    description: t('app.description'),
    loading: t('ui.loading'),
    failed: {
      heading: t('errors.page.heading'),
      explanation: t('errors.chunk.explanation'),
      reload: t('errors.chunk.reload'),
    },
  }
}

/** Every path the router knows (lower case, `[^/]+` for a parameter), as regular expressions. */
export function knownPathPatterns(list: RouteObject[] = routes, parent = ''): string[] {
  // Children are passed as [] when absent: undefined would restart from the whole route list.
  const patterns = list.flatMap((route): string[] => {
    if (route.path === '*') return []
    const path = route.path === undefined ? parent : joinPaths(parent, route.path)
    const own = route.path !== undefined || route.index ? [path || '/'] : []
    return [...own, ...knownPathPatterns(route.children ?? [], path)]
  })
  return [...new Set(patterns.map((path) => path.toLowerCase().replace(/:[^/]+/g, '[^/]+')))]
}

const joinPaths = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`
