import { createContext, use } from 'react'
import type { createBrowserRouter } from 'react-router-dom'

// The app starts at the path its markup was rendered for, then navigates to the one opened
// (main.tsx; docs/decisions/0031-hydrate-then-follow.md says why). Meanwhile the live router and the address bar are
// ahead of what React shows: these tell the few places that must know.

export type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * The app's router, for the few places that must know what it is doing beyond what React has
 * rendered yet (a navigation under way). Provided by src/main.tsx (and tests/test-utils.tsx).
 */
export const AppRouterContext = createContext<AppRouter | null>(null)

export function useAppRouter(): AppRouter | null {
  return use(AppRouterContext)
}

type PagePath = { pathname: string; search: string }

let held: PagePath | null = null

/**
 * While the app starts at its markup's path (main.tsx), the address bar shows that path, not the
 * one the admin opened (`?q=…`, a driver's panel): `path` is that one until the app has opened it.
 */
export function holdPathBeingOpened(path: PagePath | null): void {
  held = path
}

/** The path the admin is on, or opening while the app starts. */
export const pathBeingOpened = (): PagePath => held ?? window.location
