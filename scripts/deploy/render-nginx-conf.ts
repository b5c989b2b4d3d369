/**
 * Renders deploy/nginx.conf.template for a built app: fills in, per prerendered page, the CSP
 * hashes of its inline scripts (so the policy never needs 'unsafe-inline'), the paths a page serves
 * besides its own and the dashboard's screens (both from the marks the prerender put on <html>),
 * the app's cookie names and the API origin.
 *
 *   tsx scripts/deploy/render-nginx-conf.ts [--dist dist] [--out dist/nginx.conf]
 *   env: VITE_API_BASE_URL (default http://localhost:8080), DEPLOY_LISTEN (80), DEPLOY_ROOT
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as cookieNames from '../../src/config/stored-names/cookie-names.ts'
import { DEFAULT_LANGUAGE, languages } from '../../src/config/languages.ts'

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

type BuiltPage = { file: string; html: string }

/** Each HTML page of a build, by the path nginx serves it under (`/dashboard/index.html`). */
export function builtPages(distDir: string): BuiltPage[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({
      file: `/${file.split('\\').join('/')}`,
      html: readFileSync(join(distDir, file), 'utf8'),
    }))
}

export function pageScriptHashes(pages: BuiltPage[]): Record<string, string[]> {
  return Object.fromEntries(pages.map(({ file, html }) => [file, inlineScriptHashes(html)]))
}

/** A mark the prerender put on a page's <html> (scripts/prerender.ts): a list of path patterns. */
const htmlMark = (html: string, name: string) =>
  new RegExp(`<html[^>]* data-${name}="([^"]*)"`).exec(html)?.[1].split(' ').filter(Boolean) ?? []

/** An English page (`index.html`): its other languages' copies sit beside it (`index.de.html`). */
const isEnglishPage = (file: string) => /\/(index|404)\.html$/.test(file)

/**
 * Paths a page also serves (a driver's panel opens over the drivers page), as nginx rewrites to
 * the page in the visitor's language.
 */
export function pageRewrites(pages: BuiltPage[]): string[] {
  return pages
    .filter(({ file }) => isEnglishPage(file))
    .flatMap(({ file, html }) => {
      const [own] = htmlMark(html, 'page')
      const inLanguage = file.replace(/\.html$/, '$fleet_admin_page_suffix.html')
      return htmlMark(html, 'paths')
        .filter((pattern) => pattern !== own)
        .map((pattern) => `rewrite "(?i)^${pattern}$" ${inLanguage} last;`)
    })
}

/**
 * The language cookie's values nginx accepts: exactly our languages, nothing else. As regular
 * expressions, because nginx compares a map's plain strings ignoring case ("DE"), and the head
 * script would not take that value.
 */
export const languageCookieValues = (): string[] =>
  languages.map((language) => `"~^${language}$" ${language};`)

/**
 * One pattern per language for Accept-Language: it matches when that language is the first of
 * ours in the list (tags in the order sent; `de-AT` counts as `de`), so at most one matches.
 */
export function acceptLanguagePatterns(): string[] {
  const ours = languages.join('|')
  const tagEnd = '(?:[-_;,\\s]|$)'
  const notOurs = `(?!\\s*(?:${ours})${tagEnd})[^,]*,`
  return languages.map((language) => `"~*^(?:${notOurs})*\\s*${language}${tagEnd}" ${language};`)
}

/** The signed-in area's screens, as one alternation for the sign-in check. */
export function dashboardScreens(pages: BuiltPage[]): string {
  const routes = new Set(pages.flatMap(({ html }) => htmlMark(html, 'routes')))
  const screens = [...routes].filter((route) => /^\/dashboard(\/|$)/.test(route))
  if (!screens.length) throw new Error('The build names no dashboard screens (data-routes)')
  return screens.join('|')
}

export function renderNginxConf(
  template: string,
  values: {
    listen: string
    root: string
    apiOrigin: string
    pages: BuiltPage[]
  },
): string {
  const mapLines = Object.entries(pageScriptHashes(values.pages)).map(
    ([page, hashes]) => `    ${page} "${hashes.join(' ')}";`,
  )
  const rewrites = pageRewrites(values.pages).map((rewrite) => `    ${rewrite}`)
  return template
    .replaceAll('__LISTEN__', values.listen)
    .replaceAll('__ROOT__', values.root)
    .replaceAll('__API_ORIGIN__', values.apiOrigin)
    .replaceAll('__PAGE_SCRIPT_HASHES__', mapLines.join('\n'))
    .replaceAll('__PAGE_REWRITES__', rewrites.join('\n'))
    .replaceAll('__DASHBOARD_SCREENS__', dashboardScreens(values.pages))
    .replaceAll('__SIGN_IN_HINT_COOKIE__', cookieNames.signInHint)
    .replaceAll('__RETURN_TO_COOKIE__', cookieNames.returnTo)
    .replaceAll('__LANGUAGE_COOKIE__', cookieNames.language)
    .replaceAll('__LANGUAGE_COOKIE_VALUES__', indent(languageCookieValues()))
    .replaceAll('__ACCEPT_LANGUAGE_PATTERNS__', indent(acceptLanguagePatterns()))
    .replaceAll('__DEFAULT_LANGUAGE__', DEFAULT_LANGUAGE)
}

const indent = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n')

export function readTemplate(): string {
  return readFileSync(new URL('../../deploy/nginx.conf.template', import.meta.url), 'utf8')
}

function main() {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string' } },
  })
  const dist = resolve(values.dist!)
  const out = values.out ?? resolve(dist, 'nginx.conf')
  const conf = renderNginxConf(readTemplate(), {
    listen: process.env.DEPLOY_LISTEN ?? '80',
    root: process.env.DEPLOY_ROOT ?? '/usr/share/nginx/html',
    apiOrigin: new URL(process.env.VITE_API_BASE_URL || 'http://localhost:8080').origin,
    pages: builtPages(dist),
  })
  writeFileSync(out, conf)
  console.log(`Wrote ${out}`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
