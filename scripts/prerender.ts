/**
 * The build's last step (`vite build` runs it, see the plugin below): renders every route's screen
 * into its own HTML file, so each page paints before its JavaScript arrives, which then hydrates
 * it (src/main.tsx). Each page gets the modulepreload and stylesheet links of exactly the chunks
 * its routes need, read from Vite's build manifest.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest, Plugin } from 'vite'
import { DEFAULT_LANGUAGE, directionOf, languages, type Language } from '../src/config/languages.ts'
import { paths } from '../src/config/paths.ts'

/** What the server bundle of src/entry-server.tsx exports. */
type ServerEntry = {
  renderPage(
    url: string,
    language: Language,
  ): Promise<{
    html: string
    routeModules: string[]
    ownPaths: string[]
    description: string
    loading: string
    failed: Record<string, string>
  }>
  knownPathPatterns(): string[]
}

/**
 * Pages that work without their code: the login screen is one plain link. They load the app once
 * they have painted (the head script starts it), unless the URL needs it at once (the sign-in
 * return, a host's fallback for another path).
 */
const APP_AFTER_PAINT: ReadonlySet<string> = new Set([paths.home, paths.login])

/** The not-found page is rendered for a path no route knows, and answers every such path. */
const NOT_FOUND = { path: '*', url: '/404', file: '404.html' }

/**
 * Each path's page, in the folder layout static hosts map paths to (`/login` → login/index.html).
 * That is the English page; each other language's sits beside it (login/index.de.html), for nginx
 * to serve by the language cookie or Accept-Language (deploy/nginx.conf.template).
 */
export const pages = [
  ...Object.values(paths).map((path) => ({
    path,
    url: path,
    file: join(path.slice(1), 'index.html'),
  })),
  NOT_FOUND,
]

/** `index.html` → `index.de.html`: where a page's copy in another language is written. */
export const fileInLanguage = (file: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? file : file.replace(/\.html$/, `.${language}.html`)

const SERVER_ENTRY = 'src/entry-server.tsx'

export function prerender(): Plugin {
  let root = ''
  return {
    name: 'fleet-admin:prerender',
    apply: 'build',
    config(config) {
      root = resolve(config.root ?? '.')
      return {
        // Build every environment ourselves (buildApp below) instead of only the client.
        builder: {},
        environments: {
          ssr: {
            build: {
              // Inside node_modules, so the server bundle resolves its dependencies from there.
              outDir: resolve(root, 'node_modules/.prerender'),
              emptyOutDir: true,
              rollupOptions: { input: SERVER_ENTRY },
            },
          },
        },
      }
    },
    async buildApp(builder) {
      await builder.build(builder.environments.client)
      await builder.build(builder.environments.ssr)
      const clientDir = resolve(root, builder.environments.client.config.build.outDir)
      const serverDir = resolve(root, builder.environments.ssr.config.build.outDir)
      const entry = (await import(
        pathToFileURL(join(serverDir, 'entry-server.js')).href
      )) as ServerEntry
      await writePages(clientDir, entry)
    },
  }
}

async function writePages(clientDir: string, entry: ServerEntry) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest
  const routePatterns = entry.knownPathPatterns().join(' ')
  for (const language of languages) {
    for (const page of pages) {
      const html = await renderPageIn(language, page, { template, manifest, routePatterns, entry })
      const file = join(clientDir, fileInLanguage(page.file, language))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, html)
    }
  }
}

async function renderPageIn(
  language: Language,
  page: (typeof pages)[number],
  build: { template: string; manifest: Manifest; routePatterns: string; entry: ServerEntry },
): Promise<string> {
  const { template, manifest, routePatterns, entry } = build
  const base = '/'
  const rendered = await entry.renderPage(`http://localhost${page.url}`, language)
  // React puts a screen's <title> first; it belongs in the head, in place of the app's name.
  const title = /^<title>[^<]*<\/title>/.exec(rendered.html)?.[0]
  if (!title) throw new Error(`prerender: ${page.path} rendered no <title>`)
  // The page's language's texts, which the app loads before it hydrates (lib/i18n/load-catalog.ts).
  const catalog = `src/lib/i18n/catalogs/${language}.ts`
  const { css, modules } = chunksOf(manifest, [...rendered.routeModules, catalog])
  const links = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
  // What the head script compares the URL with (src/app/boot/stale-markup.ts).
  const own = page === NOT_FOUND ? '' : ` data-paths="${rendered.ownPaths.join(' ')}"`
  const marks = `data-page="${page.path}"${own} data-routes="${routePatterns}"`
  const html = replaceOnce(template, [
    ['<html lang="en">', `<html lang="${language}" dir="${directionOf(language)}" ${marks}>`],
    ['<title>Fleet Admin</title>', title],
    ['</head>', `${links.map((link) => `  ${link}\n  `).join('')}</head>`],
    ['<p id="page-loading">Loading...</p>', `<p id="page-loading">${rendered.loading}</p>`],
    ['<div id="root"></div>', `<div id="root">${rendered.html.slice(title.length)}</div>`],
  ])
  const described = withDescription(withFailedTexts(html, rendered.failed), rendered.description)
  return APP_AFTER_PAINT.has(page.path) ? appAfterPaint(described) : paintFirst(described)
}

/** The page's description in its language, in place of index.html's English one. */
function withDescription(html: string, description: string): string {
  const meta = /<meta\s+name="description"\s+content="[^"]*"/
  if (!meta.test(html)) throw new Error('prerender: index.html must hold a description <meta>')
  const escaped = description.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return html.replace(meta, () => `<meta name="description" content="${escaped}"`)
}

/** The words of #page-failed (what the page says when its texts cannot load) in its language. */
function withFailedTexts(html: string, texts: Record<string, string>): string {
  let written = 0
  const filled = html.replace(
    /(<(\w+)\s[^>]*data-failed="(\w+)"[^>]*>)[^<]*(<\/\2>)/g,
    (element: string, open: string, _tag: string, key: string, close: string) => {
      if (!(key in texts)) return element
      written++
      return `${open}${texts[key].replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}${close}`
    },
  )
  if (written !== Object.keys(texts).length) {
    throw new Error(
      'prerender: index.html must hold one data-failed element per text of #page-failed',
    )
  }
  return filled
}

/**
 * The page paints from its HTML and stylesheets; its scripts can come after. So the stylesheets
 * lead the head's links and the scripts and preloads say they are low priority: the browser
 * fetches what the paint needs first, and paints sooner, often before the scripts have arrived.
 */
function paintFirst(html: string): string {
  const [head, rest] = html.split('</head>')
  const stylesheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? []
  const scriptsAfter = stylesheets
    .reduce((text, link) => text.replace(new RegExp(`\\s*${escapeRegExp(link)}`), ''), head)
    .replace('<script type="module"', `${stylesheets.join('\n    ')}\n    <script type="module"`)
  return `${scriptsAfter}</head>${rest}`
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
}

/** The app's entry named on <html data-app> for the head script, instead of loaded by the head. */
function appAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('prerender: the page has no module script to load after paint')
  const scripts = /\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?/g
  const [head, rest] = html.split('</head>')
  return `${head.replace(scripts, '')}</head>${rest}`.replace(
    /<html lang="([\w-]+)" /,
    `<html lang="$1" data-app="${entry[1]}" `,
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The chunks (and their CSS) that the given modules need beyond what the entry loads already. */
function chunksOf(manifest: Manifest, sources: string[]) {
  const entryChunks = new Set<string>()
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('prerender: the manifest has no entry')
  collect(manifest, entry, entryChunks)
  const needed = new Set<string>()
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`prerender: ${source} is not in the build manifest`)
    collect(manifest, source, needed, entryChunks)
  }
  const chunks = [...needed].map((key) => manifest[key])
  return {
    modules: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  }
}

/** A chunk and everything it imports statically, skipping what `loaded` holds. */
function collect(manifest: Manifest, key: string, into: Set<string>, loaded = new Set<string>()) {
  if (into.has(key) || loaded.has(key)) return
  into.add(key)
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into, loaded)
}

/** Each replacement must find its text exactly once, so a changed index.html fails the build. */
function replaceOnce(html: string, replacements: [string, string][]): string {
  return replacements.reduce((result, [text, replacement]) => {
    const at = result.indexOf(text)
    if (at < 0 || result.indexOf(text, at + 1) >= 0) {
      throw new Error(`prerender: index.html must hold ${text} exactly once`)
    }
    return result.slice(0, at) + replacement + result.slice(at + text.length)
  }, html)
}
