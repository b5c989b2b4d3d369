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
 * Raised by issue 23, measured, on every page: cn() merges Tailwind classes so that an override
 * passed to a component wins (tailwind-merge, 8.6 kB), and the theme, like all saved values, uses
 * the one store that follows other tabs (0.5 kB).
 */
const ISSUE_23_KB = 8.6 + 0.5

/**
 * Issue 25 (languages) allowed every screen 6 kB more for English; measured +1.3 (login) to +5.1
 * (dashboard): the English catalog (3.5 kB, its own chunk so no language loads another's, and
 * loaded after paint on the login), t() and Intl's formatters (0.7 kB), the language control, and
 * the texts now read through keys. Each page but the login preloads its catalog: one more file.
 */
const ISSUE_25_KB = 6

/**
 * Issue 32 (defects found by a new user), measured +1.1 (drivers) to +1.6 kB: keys typed while a
 * dialog's code loads are held for it (0.9 kB), and the palette finds drivers with the list's own
 * matcher (0.6 kB), both in the chunk every page shares so no page loads another file.
 */
const ISSUE_32_KB = 1.6

/**
 * Issue 35 (the drivers desk, part 3) raises no kB on the drivers screen: the 2.9 kB it adds there
 * (rows per page, the Views button, the toolbar's layout, a driver's saved edits) fit the room
 * earlier raises left, so the 4 kB the issue would have allowed were never added. It takes one more
 * file (jsFiles below): the drivers' store is now read by the command palette too, so it is a chunk
 * of its own (1.4 kB, vite.config.ts) rather than 1.4 kB more on every dashboard screen. Every
 * screen but the login pays 0.5 kB for the English catalog's new texts, and all 0.5 kB for the
 * contact rules and the field label in the shared chunk (Settings' first load and the drivers'
 * store and editor use them).
 */
const ISSUE_35 = { settings: 0.6, 'not found': 0.4 }

/**
 * Issue 43 (defects found trying it as a new user), measured +1.8 (login) to +2.2 kB (drivers), in
 * the chunks every page shares: a piece whose code is missing fails alone, in a dialog of its own,
 * and nothing reloads over work on screen (1.2 kB); Escape for the dialog that holds focus, the
 * palette's new commands run by the screens' own controls, saved lists read entry by entry, and
 * the login's word after a failed refresh (0.8 kB).
 */
const ISSUE_43_KB = 2.3
const raised = (limit: number) =>
  Math.round((limit + ISSUE_23_KB + ISSUE_25_KB + ISSUE_32_KB + ISSUE_43_KB) * 1000) / 1000

/**
 * Issue 24 (the drivers desk, part 2) allowed the drivers screen 6 kB more; it takes 4.1: the
 * selection (checkboxes, model, live region), the statuses saved in this browser, counts per
 * status, the folding search, the Columns button and printing. Settings pays 0.7 kB and one file:
 * the change history is now shared with the drivers' selection bar (a chunk of its own).
 */
const ISSUE_24 = { drivers: 6, settings: 0.7 }

/**
 * Issue 46 (the drivers desk, part 4) allowed the drivers screen 2 kB more; it takes 1.7 (142.779
 * → 144.466, measured in one sitting), so its limit is raised 1.6 kB: 2 kB over its size before.
 * That pays for the Add Driver and Import CSV buttons, the roster saved in this browser and read by
 * the add form's rules (the drivers' store), unrated drivers, and the title's count written before
 * paint. The dialogs, the file reader with Papa Parse and their texts (catalogs/*-desk.ts) load on
 * first use. Every page pays about 0.15 kB in the shared chunk (a save that can be refused when
 * storage is full), which fits the room earlier raises left.
 */
const ISSUE_46 = { drivers: 1.6 }

/**
 * Issue 54 (one local database for what admins change) allowed the drivers screen 2 kB more, the
 * database included; it takes 1.97 (144.466 → 146.431, measured in one sitting), so its limit is
 * raised 1.7 kB: idb (1.4 kB) and the database read into memory, each record by its rule, in
 * place of the three saved documents and their readers. Settings reads it too (the admins and
 * the switch): +1.8 kB (142.009 → 143.836), its limit raised 1.6; the code that saves a change, the
 * history list and the texts both show load on first use. The other pages get lighter: the
 * history's texts left every page's catalog (catalogs/*-history.ts).
 */
const ISSUE_54 = { drivers: 1.7, settings: 1.6 }

/**
 * Issue 55 (defects found trying it as a new user), measured in one sitting against the build
 * before it (835cb23): drivers +0.81 kB (146.424 → 147.232), settings +0.48, dashboard +0.45, not
 * found +0.40, login +0.16. The printed list's heading naming its filter, search and sort (its
 * words in every page's catalog, and 0.3 kB in the drivers chunk: paper is drawn synchronously, so
 * its words cannot wait for a chunk); Ctrl+Z for the Undo toasts and the palette's Add Driver,
 * Import CSV and Remove (0.2 kB); one session refresh across tabs and logouts compared with the
 * page's load (0.1 kB); a page whose code fails to load says so (0.02 kB). Raised by what each
 * page lacked, with about 0.05 kB for the hashes' noise; the login had room.
 */
const ISSUE_55 = { drivers: 0.82, settings: 0.47, dashboard: 0.07, 'not found': 0.1 }

/**
 * Gzip kB (1 kB = 1000 bytes). JS: each screen's first load before the drivers desk (issue 10),
 * plus the 3 kB that issue allowed it; raise a limit only with a reason in the commit.
 */
const budgets = {
  js: {
    login: raised(107.289),
    dashboard: raised(114.234 + ISSUE_55.dashboard),
    drivers: raised(
      118.161 + ISSUE_24.drivers + ISSUE_46.drivers + ISSUE_54.drivers + ISSUE_55.drivers,
    ),
    settings: raised(
      121.985 + ISSUE_24.settings + ISSUE_35.settings + ISSUE_54.settings + ISSUE_55.settings,
    ),
    'not found': raised(107.733 + ISSUE_35['not found'] + ISSUE_55['not found']),
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
