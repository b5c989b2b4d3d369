import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeModules } from '../../src/app/route-modules'

/** The screens the budget and the perf report cover, by the path a full page load starts at. */
export const screens = [
  { name: 'login', path: '/' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'drivers', path: '/dashboard/drivers' },
  { name: 'settings', path: '/dashboard/settings' },
  { name: 'not found', path: '/no-such-page' },
] as const

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

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

/** Every manifest key a path loads on a full page load: the entry, its route modules, and their static imports. */
export function chunkKeysFor(manifest: Manifest, path: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('The Vite manifest has no entry chunk')
  const modules = routeModules[path] ?? routeModules['*']
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} (src/app/route-modules.ts) is not a chunk`)
  }
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of [entry, ...modules]) visit(key)
  return [...seen]
}

export function screenAssets(distDir: string, path: string, manifest = readManifest(distDir)) {
  const keys = chunkKeysFor(manifest, path)
  const size = (file: string): Asset => ({ file, gzipBytes: gzipSize(distDir, file) })
  const js = keys.map((key) => size(manifest[key].file))
  const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].map(size)
  const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0)
  return { js, css, jsBytes: sum(js), cssBytes: sum(css) } satisfies ScreenAssets
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
