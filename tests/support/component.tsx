import { render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { expect, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { routes as appRoutes } from '@/app/router'
import { AppRouterContext } from '@/lib/start/app-router'
import { setCatalog } from '@/lib/i18n/translate'
import * as localKeys from '@/config/stored-names/local-keys'
import { everyText } from './catalogs'

/** The axe rules the browser suite holds whole screens to: WCAG 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type Theme = 'light' | 'dark'
export type Language = 'en' | 'de' | 'ar'
/**
 * What an axe scan of a component covers: light and dark, left to right and right to left. A test
 * renders once per language and scans each state in both themes (switchTheme).
 */
export const LOOK_LANGUAGES = ['en', 'ar'] as const

/** The page as the head script would leave it: a theme, a language and its direction. */
export function dressPage({
  theme = 'light',
  language = 'en',
}: { theme?: Theme; language?: Language } = {}) {
  saveTheme(theme)
  const root = document.documentElement
  root.lang = language
  root.dir = language === 'ar' ? 'rtl' : 'ltr'
  setCatalog(language, everyText[language])
}

/**
 * The `dark` class, and the saved theme, heard as another tab's toggle: what draws by the theme
 * store (the toasts) follows it too.
 */
function saveTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  localStorage.setItem(localKeys.theme, theme)
  window.dispatchEvent(
    new StorageEvent('storage', { key: localKeys.theme, storageArea: localStorage }),
  )
}

/**
 * Switches what is on screen to `theme`, as a toggle in another tab would, and waits until it is
 * drawn: one render, several looks (the language needs a page of its own; the theme not). Colours
 * change at once, not through their transitions: the scan after it sees the colours they end on.
 */
export async function switchTheme(theme: Theme): Promise<void> {
  const still = document.createElement('style')
  still.textContent = '*, *::before, *::after { transition: none !important }'
  document.head.append(still)
  saveTheme(theme)
  // What follows the theme store (the toasts) draws in a frame; the new colours apply meanwhile.
  await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
  void document.body.offsetHeight
  still.remove()
  await transitionsDone()
}

/** Renders `element` (or the given routes) inside the app's router at `path`, with its toasts. */
export function renderRoute(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppRouterContext value={router}>
      <RouterProvider router={router} />
      <Toaster />
    </AppRouterContext>,
  )
  return { ...view, router }
}

export function renderWithRouter(element: ReactNode, path = '/') {
  return renderRoute(path, [{ path: '*', element }])
}

/**
 * No axe violation (WCAG 2.2 AA) inside `context`, or the whole document, once it is at rest:
 * a dialog still fading in has text too faint for the contrast rule.
 */
export async function expectNoAxeViolations(context: Element | Document = document) {
  await transitionsDone()
  const { violations } = await axe.run(context, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    // Every rule still runs on every node; only the passes go unlisted (axe's own advice for speed).
    resultTypes: ['violations'],
  })
  expect(
    violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/**
 * The app's own routes (src/app/router.tsx: its lazy screens, the dashboard layout with its header,
 * palette and toasts, a driver's panel) in a memory router at `path`. The admin's profile comes
 * from a stubbed fetch, so nothing leaves the page.
 */
export function renderApp(path: string) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ id: 1, name: 'Demo Admin', email: 'demo@example.com', phone_number: '' }),
  )
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  const view = render(
    <AppRouterContext value={router}>
      <RouterProvider router={router} />
    </AppRouterContext>,
  )
  return { ...view, router }
}

/** Once every CSS transition and animation under way has ended (a toast fading in, say). */
export async function transitionsDone(): Promise<void> {
  // A spinner turns for as long as it shows: it never finishes.
  const ending = document
    .getAnimations()
    .filter((motion) => motion.effect?.getComputedTiming().iterations !== Infinity)
  // One cut short (its element gone) has ended too.
  await Promise.allSettled(ending.map((motion) => motion.finished))
}

/** Waits until the header says the shortcut keys work: the app's modules are served and drawn. */
export async function untilShortcutsWork(): Promise<void> {
  // The first render of a file waits for the app's modules to be served.
  await vi.waitFor(
    () =>
      expect(screen.getByRole('button', { name: 'Search and commands' })).toHaveAttribute(
        'aria-keyshortcuts',
        'Control+K',
      ),
    { timeout: 15_000 },
  )
}
