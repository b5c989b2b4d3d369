import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LANGUAGE, type Language } from '../../src/config/languages'
import type { Screen } from '../../src/config/screens'
import { fileInLanguage, pages } from '../prerender'

/** The prerendered page that answers a screen's path (its own, or the not-found page), in a language. */
export function pageOf(screen: Screen, language: Language = DEFAULT_LANGUAGE): string {
  const answering = (path: string) => pages.find((page) => page.path === path)
  return fileInLanguage((answering(screen.path) ?? answering('*'))!.file, language)
}

type Manifest = Record<string, { file: string }>

export type Asset = { file: string; gzipBytes: number }
export type ScreenAssets = { js: Asset[]; css: Asset[]; jsBytes: number; cssBytes: number }

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json')
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest
  } catch {
    throw new Error(`No Vite manifest at ${path}: build with build.manifest on (vite.config.ts).`)
  }
}

/** gzip level of deploy/nginx.conf.template (gzip_comp_level), used by the perf server too. */
export const GZIP_LEVEL = 6

export function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: GZIP_LEVEL }).length
}

/**
 * The files a screen's page loads by itself: its script (or, on a page that starts its app after
 * painting, the entry named on <html data-app>), preloads and stylesheets.
 */
export function pageFiles(
  distDir: string,
  screen: Screen,
  language: Language = DEFAULT_LANGUAGE,
): { js: string[]; css: string[] } {
  const head = readFileSync(join(distDir, pageOf(screen, language)), 'utf8').split('</head>')[0]
  const files = (pattern: RegExp) =>
    [...head.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''))
  const js = files(
    /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g,
  )
  const [appEntry] = files(/<html[^>]* data-app="([^"]+)"/g)
  return {
    js: appEntry ? [appEntry, ...staticImportsOf(distDir, appEntry)] : js,
    css: files(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
  }
}

/** The files a chunk imports statically, all the way down (the browser fetches them with it). */
function staticImportsOf(distDir: string, file: string): string[] {
  const manifest = readManifest(distDir) as Record<string, { file: string; imports?: string[] }>
  const keyOf = (chunk: string) => Object.keys(manifest).find((key) => manifest[key].file === chunk)
  const found = new Set<string>()
  const visit = (key: string | undefined) => {
    for (const imported of (key && manifest[key].imports) || []) {
      if (found.has(manifest[imported].file)) continue
      found.add(manifest[imported].file)
      visit(imported)
    }
  }
  visit(keyOf(file))
  return [...found]
}

export function screenAssets(
  distDir: string,
  screen: Screen,
  language: Language = DEFAULT_LANGUAGE,
): ScreenAssets {
  const { js: jsFiles, css: cssFiles } = pageFiles(distDir, screen, language)
  const size = (file: string): Asset => ({ file, gzipBytes: gzipSize(distDir, file) })
  const js = jsFiles.map(size)
  const css = cssFiles.map(size)
  const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0)
  return { js, css, jsBytes: sum(js), cssBytes: sum(css) }
}

/** A lazily loaded module's own chunk, as gzip bytes; throws if the module is not a chunk of its own. */
export function onDemandChunk(distDir: string, module: string, manifest = readManifest(distDir)) {
  const chunk = manifest[module]
  if (!chunk) throw new Error(`${module} is not a chunk of its own: is it still imported lazily?`)
  return { file: chunk.file, gzipBytes: gzipSize(distDir, chunk.file) }
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1)

/** `assets/index-CoyJOY9P.js` → `index`, for tables people read. */
export const chunkName = (file: string) =>
  file.replace(/^.*\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1')

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
