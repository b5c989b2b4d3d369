import { existsSync, readFileSync } from 'node:fs'
import { lineCount, wrongFigures, type Figure } from './lib/figures'
import { localImports, stepFiles, walkSection } from './lib/start-walk'

// `npm run lint` runs this: a limit or a length README.md and docs/decisions.md quote from the code
// is the code's. Sizes of the build are `npm run budget`'s to print; a timed figure (Lighthouse,
// CI) is quoted with its date and commit instead.
const read = (file: string) => readFileSync(file, 'utf8')

/** The number `file` gives `name` (`const NAME = 7_100`, `break: 90`). */
function constant(file: string, name: string): number {
  const match = new RegExp(`\\b${name}\\s*[=:]\\s*([\\d_]+)\\b`).exec(read(file))
  if (!match) throw new Error(`${file} no longer sets ${name}: update scripts/check-figures.ts`)
  return Number(match[1]!.replaceAll('_', ''))
}
const lines = (file: string) => lineCount(read(file))

// README's walk of a page's start: its files and lines, and every module they import named in it.
const walk = walkSection(read('README.md'))
const walkFiles = stepFiles(walk)
const unnamedImports = walkFiles
  .flatMap((file) => localImports(file, read(file), existsSync))
  .filter((imported) => !walk.includes(`\`${imported}\``) && !walkFiles.includes(imported))
  .map((imported) => `README.md: "How a page starts" does not name ${imported}, which it imports`)

const headScriptLimit = constant('scripts/vite-plugins.ts', 'MAX_HEAD_SCRIPT_BYTES')
const logKept = constant('src/lib/local-data/change-log.ts', 'LOG_MIN_ENTRIES')
// Written `20 * 1024 * 1024`: the first factor is the megabytes.
const logMegabytes = constant('src/lib/local-data/change-log.ts', 'LOG_MAX_BYTES')
const maxViews = constant('src/lib/local-data/view-records.ts', 'MAX_VIEWS')
const searchDelay = constant('src/features/drivers/use-search-text.ts', 'SEARCH_URL_DELAY_MS')
const mutationBreak = constant('stryker.config.mjs', 'break')
const mutationFloor = constant('stryker.config.mjs', 'low')

const figures: Record<string, Figure[]> = {
  'README.md': [
    {
      what: "the start's files",
      quoted: /\*\*(\d+) files, [\d,]+ lines\*\*/,
      value: walkFiles.length,
    },
    {
      what: "the start's lines",
      quoted: /\*\*\d+ files, ([\d,]+) lines\*\*/,
      value: walkFiles.reduce((sum, file) => sum + lines(file), 0),
    },
    {
      what: "the head script's limit",
      quoted: /held to\s+([\d,]+)\s+bytes/,
      value: headScriptLimit,
    },
    {
      what: 'the changes the log keeps at least',
      quoted: /at least the newest\s+([\d,]+)\s+changes/,
      value: logKept,
    },
    { what: 'the views kept', quoted: /at most\s+(\d+)\s+in this browser/, value: maxViews },
    { what: "the search's pause", quoted: /after a\s+(\d+)\s+ms\s+pause/, value: searchDelay },
    {
      what: 'the sample drivers',
      quoted: /at the\s+(\d+)\s+the app shows/,
      value: constant('src/lib/drivers/drivers-data.ts', 'SAMPLE_DRIVER_COUNT'),
    },
    {
      what: 'the reload guard (s)',
      quoted: /reloads once \(at most every\s+(\d+)\s+s\)/,
      value: constant('src/lib/stale-build.ts', 'RELOAD_GUARD_MS') / 1000,
    },
    { what: "mutation testing's floor", quoted: /fails under\s+(\d+)\s+%/, value: mutationBreak },
    {
      what: "each file's floor",
      quoted: /or (?:under\s+)?(\d+)\s+%\s+(?:in any|of covered)/,
      value: mutationFloor,
    },
  ],
  'docs/decisions.md': [
    { what: "the head script's limit", quoted: /limit now\s+([\d,]+)/, value: headScriptLimit },
    {
      what: 'the changes the log keeps at least',
      quoted: /at least the newest\s+([\d,]+)\s+changes/,
      value: logKept,
    },
    {
      what: 'the size the log is kept to (MB)',
      quoted: /log is kept to\s+(\d+)\s+MB/,
      value: logMegabytes,
    },
    {
      what: 'the changes Settings lists',
      quoted: /lists the latest\s+(\d+)\s+changes/,
      value: constant('src/features/settings/change-history-card.tsx', 'HISTORY_SHOWN'),
    },
    {
      what: 'the views kept',
      quoted: /(?:up to|At most)\s+(\d+)\s+(?:`\[|views)/,
      value: maxViews,
    },
    { what: "the search's pause", quoted: /after a\s+(\d+)\s+ms\s+pause/, value: searchDelay },
    {
      what: "the capture's length",
      quoted: /are about\s+(\d+)\s+and\s+\d+\s+lines/,
      value: lines('src/app/boot/capture-early-events.ts'),
      about: true,
    },
    {
      what: "the replay's length",
      quoted: /are about\s+\d+\s+and\s+(\d+)\s+lines/,
      value: lines('src/app/boot/replay-early-events.ts'),
      about: true,
    },
    {
      what: "message-types.ts's length",
      quoted: /message-types\.ts`, about\s+(\d+)\s+lines/,
      value: lines('src/lib/i18n/message-types.ts'),
      about: true,
    },
    {
      what: "translate.ts's length",
      quoted: /translate\.ts`, about\s+(\d+)\s+lines/,
      value: lines('src/lib/i18n/translate.ts'),
      about: true,
    },
  ],
}

const problems = [
  ...Object.entries(figures).flatMap(([file, quoted]) => wrongFigures(file, read(file), quoted)),
  ...unnamedImports,
]
if (problems.length > 0) {
  console.error(
    'Figures the code decides, quoted otherwise (fix the prose, or scripts/check-figures.ts):',
  )
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
const count = Object.values(figures).flat().length
console.log(`Figures: ${count} quoted from the code, each as the code has it.`)
