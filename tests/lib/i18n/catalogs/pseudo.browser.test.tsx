import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { page } from 'vitest/browser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { PSEUDO_LANGUAGE } from '@/config/languages'
import { AppRouterContext } from '@/lib/start/app-router'
import pseudo from '@/lib/i18n/catalogs/pseudo'
import { setCatalog } from '@/lib/i18n/translate'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { forgetProfile } from '@/lib/session/current-profile'

// Every screen in the pseudo-language (each English text accented, bracketed and 40 % longer):
// text no catalog holds stands out in Latin letters, and text too long for its place overflows.

// The lazy routes are resolved onto their objects: each render gets fresh ones.
const fresh = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => ({
    ...route,
    children: route.children && fresh(route.children),
  })) as RouteObject[]

/** The whole app, as a full load of `path` shows it (layout, screen, title). */
function renderApp(path: string) {
  const router = createMemoryRouter(fresh(routes), { initialEntries: [path] })
  return render(
    <AppRouterContext value={router}>
      <RouterProvider router={router} />
    </AppRouterContext>,
  )
}

/** The page's text as read (split texts joined again: a message with a link in it), and titles. */
function pageText(): string[] {
  const texts = [document.title, document.body.innerText]
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'aria-description', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)
      if (value) texts.push(value)
    }
  }
  return texts
}

/** People's names, e-mails and the product's name: data, the same in every language. */
const DATA_WORDS = new Set(
  [
    ...sampleDrivers.flatMap((driver) => driver.name.split(' ')),
    // The admins the settings screen starts with (features/settings/admins.ts).
    ...['Olivia', 'Bennett', 'Marcus', 'Reed'],
    // The dashboard's recent activity (features/dashboard/dashboard-data.ts).
    ...['John', 'Sarah', 'Mike', 'Emily'],
    'Demo',
    'Admin',
    'Fleet',
    'Google',
    // The language control names each language in itself.
    'English',
    'Deutsch',
  ].map((word) => word.toLowerCase()),
)

/** Latin words left once pseudo texts (bracketed), e-mails and data are taken out. */
function untranslatedWords(text: string): string[] {
  let rest = text
  // Pseudo texts may hold others (a translated value in a message): innermost first.
  while (/\[[^[\]]*\]/.test(rest)) rest = rest.replace(/\[[^[\]]*\]/g, ' ')
  rest = rest.replace(/\S+@\S+/g, ' ')
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) =>
      !DATA_WORDS.has(word.toLowerCase()) &&
      // Initials, key names, and the words of Intl's relative times (English in the pseudo-language).
      !/^([A-Z]{2}|Ctrl|Esc|Shift|Alt|Enter|Tab|ago|now|yesterday|(second|minute|hour|day|week|month|year)s?)$/.test(
        word,
      ),
  )
}

const hasHorizontalScroll = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth

beforeEach(() => {
  setCatalog(PSEUDO_LANGUAGE, pseudo)
  document.documentElement.lang = PSEUDO_LANGUAGE
  // The signed-in admin, without a server (the dashboard layout asks for the profile).
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          id: 1,
          name: 'Demo Admin',
          email: 'demo.admin@example.com',
          phone_number: '+1 555-0100',
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
  )
  // The not-found screen logs the path it was asked for.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(async () => {
  forgetProfile()
  await page.viewport(1280, 800)
})

describe('every screen in the pseudo-language', () => {
  it.each([
    ['/login', 'h1'],
    ['/dashboard', 'h1'],
    ['/dashboard/drivers', 'table'],
    ['/dashboard/settings', 'dd'],
    ['/no-such-page', 'h1'],
  ])(
    '%s leaves no text untranslated, and nothing overflows at 1280 or 375 px',
    async (path, drawn) => {
      renderApp(path)
      // The screen, and on Settings the profile too, drawn in full.
      // Its route's code is compiled on first use here: up to seconds.
      await expect
        .poll(() => document.querySelector(`main ${drawn}`), { timeout: 15_000 })
        .not.toBeNull()
      expect(document.title).toMatch(/^\[.*\]$/)

      for (const width of [1280, 375]) {
        await page.viewport(width, 900)
        expect(document.documentElement.clientWidth).toBe(width)
        const untranslated = pageText().flatMap(untranslatedWords)
        expect([...new Set(untranslated)], `${path} at ${width} px`).toEqual([])
        expect(hasHorizontalScroll(), `${path} at ${width} px`).toBe(false)
      }
    },
  )
})
