// Bundle budget (CI): builds, then sizes the JS and CSS each screen loads on a full page load.
// Usage: tsx scripts/budget.ts [--no-build] [--dist <dir>]
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import {
  chunkName,
  kB,
  markdownTable,
  readManifest,
  screenAssets,
  screens,
} from './lib/screen-assets'

/** Gzip kB (1 kB = 1000 bytes). */
const budgets = { loginJs: 105, screenJs: 140, css: 12 } as const

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, dist: { type: 'string', default: 'dist' } },
})
const distDir = values.dist
const viteBin = 'node_modules/vite/bin/vite.js'

if (!values['no-build']) {
  execFileSync(process.execPath, [viteBin, 'build', '--outDir', distDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const manifest = readManifest(distDir)
const failures: string[] = []
const rows = screens.map(({ name, path }) => {
  const assets = screenAssets(distDir, path, manifest)
  const jsLimit = name === 'login' ? budgets.loginJs : budgets.screenJs
  const jsOver = assets.jsBytes > jsLimit * 1000
  const cssOver = assets.cssBytes > budgets.css * 1000
  const chunks = [...assets.js, ...assets.css]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((asset) => `${chunkName(asset.file)} ${kB(asset.gzipBytes)}`)
    .join(', ')
  if (jsOver) failures.push(`${name} (${path}): JS ${kB(assets.jsBytes)} kB > ${jsLimit} kB`)
  if (cssOver) failures.push(`${name} (${path}): CSS ${kB(assets.cssBytes)} kB > ${budgets.css} kB`)
  return [
    name,
    path,
    `${kB(assets.jsBytes)} / ${jsLimit}${jsOver ? ' ✗' : ''}`,
    `${kB(assets.cssBytes)} / ${budgets.css}${cssOver ? ' ✗' : ''}`,
    chunks,
  ]
})

console.log(`Bundle budget: gzip kB fetched on a full page load (${distDir}/)\n`)
console.log(markdownTable(['screen', 'path', 'JS', 'CSS', 'chunks (gzip kB)'], rows))
if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  process.exitCode = 1
} else {
  console.log('\nWithin budget.')
}
