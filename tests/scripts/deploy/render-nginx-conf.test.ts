import { describe, expect, it } from 'vitest'
import {
  acceptLanguagePatterns,
  dashboardScreens,
  languageCookieValues,
  pageRewrites,
  readTemplate,
  renderNginxConf,
} from '../../../scripts/deploy/render-nginx-conf'
import { acceptedLanguages, pickLanguage } from '../../../src/lib/i18n/pick-language'

// The deployment's nginx config, filled in from the marks the prerender put on each page.

const ROUTES = '/ /login /dashboard /dashboard/drivers /dashboard/drivers/[^/]+ /dashboard/settings'
const page = (file: string, marks: string) => ({
  file,
  html: `<!doctype html><html lang="en" ${marks} data-routes="${ROUTES}"><head><script>a()</script></head></html>`,
})
const PAGES = [
  page('/index.html', 'data-page="/" data-paths="/"'),
  page('/dashboard/index.html', 'data-page="/dashboard" data-paths="/dashboard"'),
  page(
    '/dashboard/drivers/index.html',
    'data-page="/dashboard/drivers" data-paths="/dashboard/drivers /dashboard/drivers/[^/]+"',
  ),
  page('/404.html', 'data-page="*"'),
  // A page's copy in another language sits beside it, with the same marks.
  page(
    '/dashboard/drivers/index.de.html',
    'data-page="/dashboard/drivers" data-paths="/dashboard/drivers /dashboard/drivers/[^/]+"',
  ),
]

describe('the nginx config', () => {
  it('serves a driver’s path the drivers page in the visitor’s language, whatever its case', () => {
    expect(pageRewrites(PAGES)).toEqual([
      'rewrite "(?i)^/dashboard/drivers/[^/]+$" /dashboard/drivers/index$fleet_admin_page_suffix.html last;',
    ])
  })

  it('takes a language cookie only when it is exactly one of the languages', () => {
    expect(languageCookieValues()).toEqual(['"~^en$" en;', '"~^de$" de;', '"~^ar$" ar;'])
  })

  // nginx's PCRE and JavaScript read these patterns alike: each header gets the language the app
  // itself would pick from the same list (src/lib/i18n/pick-language.ts).
  it.each([
    'de-DE,de;q=0.9,en;q=0.8',
    'fr-CH, fr;q=0.9, ar;q=0.8, de;q=0.7',
    'AR-eg',
    'fr, es',
    'english, deutsch',
    'den, de',
    'en-US,en;q=0.9',
    '*',
    '',
    'ar_SA',
    'fr;q=0.9,de ;q=0.5',
  ])('reads Accept-Language %j as the app does', (header) => {
    const patterns = acceptLanguagePatterns().map((line) => {
      const [, pattern, language] = /^"~\*(.*)" (\w+);$/.exec(line)!
      return { pattern: new RegExp(pattern!, 'i'), language }
    })
    const matched = patterns.filter(({ pattern }) => pattern.test(header))
    expect(matched.length).toBeLessThanOrEqual(1)
    expect(matched[0]?.language ?? 'en').toBe(pickLanguage(null, acceptedLanguages(header)))
  })

  it('checks the sign-in hint on the dashboard’s screens only (not on unknown paths)', () => {
    expect(dashboardScreens(PAGES)).toBe(
      '/dashboard|/dashboard/drivers|/dashboard/drivers/[^/]+|/dashboard/settings',
    )
  })

  it('fills in every placeholder, the app’s cookie names included', () => {
    const conf = renderNginxConf(readTemplate(), {
      listen: '8080',
      root: '/srv/app',
      apiOrigin: 'https://api.example.com',
      pages: PAGES,
    })

    expect(conf).not.toMatch(/__[A-Z_]+__/)
    expect(conf).toContain('map $cookie_fleet_admin_signed_in $fleet_admin_hint')
    expect(conf).toContain('"fleet_admin_return_to=$request_uri; Path=/; Max-Age=600')
    expect(conf).toContain('/dashboard/drivers/index.html "\'sha256-')
    expect(conf).toContain('/dashboard/drivers/index.de.html "\'sha256-')
    expect(conf).toContain('map $cookie_fleet_admin_language $fleet_admin_cookie_language')
    expect(conf).toContain('add_header Vary "Cookie, Accept-Language" always;')
  })
})
