/**
 * Renders deploy/nginx.conf.template for a built app: fills in the CSP hashes of index.html's inline
 * scripts and the API origin, so the policy never needs 'unsafe-inline' for scripts.
 *
 *   tsx scripts/deploy/render-nginx-conf.ts [--dist dist] [--out dist/nginx.conf]
 *   env: VITE_API_BASE_URL (default http://localhost:8080), DEPLOY_LISTEN (80), DEPLOY_ROOT
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

export function renderNginxConf(
  template: string,
  values: { listen: string; root: string; apiOrigin: string; scriptHashes: string[] },
): string {
  return template
    .replaceAll('__LISTEN__', values.listen)
    .replaceAll('__ROOT__', values.root)
    .replaceAll('__API_ORIGIN__', values.apiOrigin)
    .replaceAll('__SCRIPT_HASHES__', values.scriptHashes.join(' '))
}

function main() {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string' } },
  })
  const dist = resolve(values.dist!)
  const out = values.out ?? resolve(dist, 'nginx.conf')
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
  const template = readFileSync(
    new URL('../../deploy/nginx.conf.template', import.meta.url),
    'utf8',
  )
  const conf = renderNginxConf(template, {
    listen: process.env.DEPLOY_LISTEN ?? '80',
    root: process.env.DEPLOY_ROOT ?? '/usr/share/nginx/html',
    apiOrigin: new URL(process.env.VITE_API_BASE_URL || 'http://localhost:8080').origin,
    scriptHashes: inlineScriptHashes(html),
  })
  writeFileSync(out, conf)
  console.log(`Wrote ${out}`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
