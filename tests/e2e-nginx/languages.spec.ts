import { expect, test } from '@playwright/test'
import * as cookieNames from '../../src/config/stored-names/cookie-names'
import { createSession, SIGNED_IN_HEADERS } from '../e2e/fixtures'

// One URL, each language's prerendered page: nginx picks it by the app's language cookie, else
// Accept-Language (deploy/nginx.conf.template), and says so to caches.

const langOf = (html: string) => {
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? ''
  return [/ lang="([\w-]+)"/.exec(tag)?.[1], / dir="(\w+)"/.exec(tag)?.[1]]
}

const get = (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers: Record<string, string>,
) => request.get(path, { headers: { ...SIGNED_IN_HEADERS, ...headers }, maxRedirects: 0 })

test('serves each language’s page for the same URL by the language cookie', async ({ request }) => {
  for (const [language, direction] of [
    ['en', 'ltr'],
    ['de', 'ltr'],
    ['ar', 'rtl'],
  ]) {
    for (const path of ['/', '/login', '/dashboard', '/dashboard/drivers/7', '/no-such-page']) {
      const response = await get(request, path, {
        Cookie: `fleet_admin_signed_in=1; fleet_admin_language=${language}`,
        'Accept-Language': 'de-DE,de;q=0.9',
      })
      expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : 200)
      expect(langOf(await response.text()), `${path} in ${language}`).toEqual([language, direction])
      const headers = response.headers()
      expect(headers['content-language'], path).toBe(language)
      expect(headers['vary'], path).toContain('Cookie, Accept-Language')
      expect(headers['cache-control'], path).toBe('no-cache')
    }
  }
})

test('serves the first language in Accept-Language that the app speaks, else English', async ({
  request,
}) => {
  const cases: [string, string][] = [
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR, ar-EG;q=0.8, de;q=0.5', 'ar'],
    ['fr, es', 'en'],
    ['', 'en'],
  ]
  for (const [acceptLanguage, language] of cases) {
    const response = await get(request, '/dashboard/settings', {
      'Accept-Language': acceptLanguage,
    })
    expect(langOf(await response.text())?.[0], acceptLanguage).toBe(language)
  }
})

test('ignores a language cookie that is not exactly one of the languages', async ({ request }) => {
  for (const value of ['../../etc/passwd', 'de.html', 'DE', '%22%3E%3Cscript%3E', 'xx']) {
    const response = await get(request, '/dashboard', {
      Cookie: `fleet_admin_signed_in=1; fleet_admin_language=${value}`,
      'Accept-Language': 'ar',
    })
    expect(response.status(), value).toBe(200)
    const html = await response.text()
    expect(langOf(html)?.[0], value).toBe('ar')
    // Nowhere in the page (hashed file names aside: 'DE' or 'xx' may be part of one by chance).
    const page = html.replace(/\/assets\/[\w.-]+/g, '/assets/…')
    expect(page, value).not.toContain(decodeURIComponent(value))
  }
})

for (const [language, path, controlName] of [
  ['de', '/', 'Sprache (Language)'],
  ['ar', '/dashboard/drivers', 'اللغة (Language)'],
] as const) {
  test(`${path} in ${language} hydrates its own markup, with nothing redrawn`, async ({ page }) => {
    const url = test.info().project.use.baseURL!
    await page.context().addCookies([{ name: cookieNames.language, value: language, url }])
    if (path !== '/') await createSession(page)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // Whether the head script ever hid the page to draw it afresh.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.pending === 'page') {
          ;(window as unknown as { hidPage: boolean }).hidPage = true
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-pending'] })
    })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByRole('combobox', { name: controlName })).toHaveValue(language)
    // React reports a hydration mismatch as a console error (minified #418 in a production build).
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { hidPage?: boolean }).hidPage)).toBe(
      undefined,
    )
  })
}
