/**
 * Renders deploy/nginx.conf.template for a built app: fills in, per prerendered page, the CSP
 * hashes of its inline scripts, and the API origin, so the policy never needs 'unsafe-inline'.
 *
 *   tsx scripts/deploy/render-nginx-conf.ts [--dist dist] [--out dist/nginx.conf]
 *   env: VITE_API_BASE_URL (default http://localhost:8080), DEPLOY_LISTEN (80), DEPLOY_ROOT
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** Each HTML page of a build by the path nginx serves it under (`/dashboard/index.html`), with its hashes. */
export function pageScriptHashes(distDir: string): Record<string, string[]> {
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
  return Object.fromEntries(
    pages.map((file) => [
      `/${file.split('\\').join('/')}`,
      inlineScriptHashes(readFileSync(join(distDir, file), 'utf8')),
    ]),
  )
}

export function renderNginxConf(
  template: string,
  values: {
    listen: string
    root: string
    apiOrigin: string
    pageScriptHashes: Record<string, string[]>
  },
): string {
  const mapLines = Object.entries(values.pageScriptHashes).map(
    ([page, hashes]) => `    ${page} "${hashes.join(' ')}";`,
  )
  return template
    .replaceAll('__LISTEN__', values.listen)
    .replaceAll('__ROOT__', values.root)
    .replaceAll('__API_ORIGIN__', values.apiOrigin)
    .replaceAll('__PAGE_SCRIPT_HASHES__', mapLines.join('\n'))
}

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
    pageScriptHashes: pageScriptHashes(dist),
  })
  writeFileSync(out, conf)
  console.log(`Wrote ${out}`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
