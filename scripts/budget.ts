// Bundle budget (CI): builds, then sizes the JS and CSS each screen's page loads before it paints.
// Usage: tsx scripts/budget.ts [--no-build] [--dist <dir>]
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { languages } from '../src/config/languages'
import { screens } from '../src/config/screens'
import {
  chunkName,
  gzipSize,
  kB,
  markdownTable,
  onDemandChunk,
  pageFiles,
  readManifest,
  screenAssets,
} from './lib/screen-assets'

/**
 * Gzip kB (1 kB = 1000 bytes). Raise a limit only with a reason, measured against the build before
 * the change in one sitting; docs/performance.md lists every raise and what it paid for.
 */
const budgets = {
  js: {
    login: 126.289,
    dashboard: 133.304,
    drivers: 147.281,
    settings: 144.355,
    'not found': 127.233,
  },
  css: 12,
  /**
   * JS files each page loads before its app runs: on a slow network every one beyond the
   * browser's six connections waits a round trip (vite.config.ts, sharedPieces).
   */
  jsFiles: { login: 3, dashboard: 6, drivers: 7, settings: 9, 'not found': 5 },
} as const

/** Loaded on first use only: none may be part of any screen's first load. */
const onDemandModules = [
  'src/features/drivers/driver-detail.tsx',
  'src/features/drivers/export-drivers-csv.ts',
  'src/features/drivers/selection-bar.tsx',
  'src/features/drivers/columns-menu.tsx',
  'src/features/drivers/views-menu.tsx',
  'src/features/drivers/edit-driver-dialog.tsx',
  'src/features/drivers/roster-dialogs.ts',
  'src/lib/drivers/driver-import.ts',
  'src/lib/i18n/catalogs/en-desk.ts',
  'src/lib/i18n/catalogs/en-history.ts',
  'src/features/settings/change-history-list.tsx',
  'src/features/settings/settings-actions.ts',
  'src/lib/local-data/migrate-v1.ts',
  'src/lib/local-data/drop-unreadable.ts',
  'node_modules/fake-indexeddb/auto/index.mjs',
  'src/components/layout/command-palette.tsx',
  'src/components/layout/shortcuts-dialog.tsx',
]

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
const rows = screens.map((screen) => {
  const { name, path } = screen
  const assets = screenAssets(distDir, screen)
  const jsLimit = budgets.js[name]
  const jsOver = assets.jsBytes > Math.round(jsLimit * 1000)
  const cssOver = assets.cssBytes > budgets.css * 1000
  const filesLimit = budgets.jsFiles[name]
  const filesOver = assets.js.length > filesLimit
  const chunks = [...assets.js, ...assets.css]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((asset) => `${chunkName(asset.file)} ${kB(asset.gzipBytes)}`)
    .join(', ')
  if (jsOver) failures.push(`${name} (${path}): JS ${kB(assets.jsBytes)} kB > ${jsLimit} kB`)
  if (cssOver) failures.push(`${name} (${path}): CSS ${kB(assets.cssBytes)} kB > ${budgets.css} kB`)
  if (filesOver) failures.push(`${name} (${path}): ${assets.js.length} JS files > ${filesLimit}`)
  return [
    name,
    path,
    `${kB(assets.jsBytes)} / ${jsLimit}${jsOver ? ' ✗' : ''}`,
    `${kB(assets.cssBytes)} / ${budgets.css}${cssOver ? ' ✗' : ''}`,
    `${assets.js.length} / ${filesLimit}${filesOver ? ' ✗' : ''}`,
    chunks,
  ]
})

const onDemandRows = onDemandModules.map((module) => {
  const chunk = onDemandChunk(distDir, module, manifest)
  const loadedBy = screens.filter((screen) => pageFiles(distDir, screen).js.includes(chunk.file))
  for (const { name } of loadedBy) failures.push(`${module} is part of the ${name} first load`)
  const where = loadedBy.length
    ? `✗ first load of ${loadedBy.map(({ name }) => name).join(', ')}`
    : 'on demand'
  return [module, kB(chunk.gzipBytes), where]
})

// Each language's pages load their own language's texts and no other's (lib/i18n/load-catalog.ts).
const catalogFile = (language: string) => manifest[`src/lib/i18n/catalogs/${language}.ts`]!.file
const languageRows = languages.map((language) => {
  const totals = screens.map((screen) => {
    const { js, jsBytes } = screenAssets(distDir, screen, language)
    const files = js.map(({ file }) => file)
    for (const other of languages.filter((known) => known !== language)) {
      if (files.includes(catalogFile(other))) {
        failures.push(`${screen.name} in ${language} loads the ${other} catalog`)
      }
    }
    return kB(jsBytes)
  })
  return [language, kB(gzipSize(distDir, catalogFile(language))), ...totals]
})

console.log(`Bundle budget: gzip kB fetched on a full page load (${distDir}/)\n`)
console.log(markdownTable(['screen', 'path', 'JS', 'CSS', 'JS files', 'chunks (gzip kB)'], rows))
console.log('\nLoaded on first use, never with a first load:\n')
console.log(markdownTable(['module', 'gzip kB', 'loaded'], onDemandRows))
console.log(
  '\nEach language: its catalog, and each page’s JS (the limits above are for English):\n',
)
console.log(
  markdownTable(['language', 'catalog', ...screens.map(({ name }) => name)], languageRows),
)
if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  process.exitCode = 1
} else {
  console.log('\nWithin budget.')
}
