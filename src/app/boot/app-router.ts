import { createContext, use } from 'react'
import type { createBrowserRouter } from 'react-router-dom'

export type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * The app's router, for the few places that must know what it is doing beyond what React has
 * rendered yet (a navigation under way). Provided by src/main.tsx (and tests/test-utils.tsx).
 */
export const AppRouterContext = createContext<AppRouter | null>(null)

export function useAppRouter(): AppRouter | null {
  return use(AppRouterContext)
}
