import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { lineCount, wrongFigures, type Figure } from './lib/figures'
import { localImports, stepFiles, walkSection } from './lib/start-walk'

// `npm run lint` runs this: a limit or a length README.md and docs/ quote from the code is the
// code's. Sizes of the build are `npm run budget`'s to print; a timed figure (Lighthouse, CI) is
// quoted with its date and commit instead. It also checks that every link in README.md and docs/
// leads to a file of this repository, and that README names every script and dependency.
const read = (file: string) => readFileSync(file, 'utf8')

/** The number `file` gives `name` (`const NAME = 7_100`, `break: 90`). */
function constant(file: string, name: string): number {
  const match = new RegExp(`\\b${name}\\s*[=:]\\s*([\\d_]+)\\b`).exec(read(file))
  if (!match) throw new Error(`${file} no longer sets ${name}: update scripts/check-figures.ts`)
  return Number(match[1]!.replaceAll('_', ''))
}
const lines = (file: string) => lineCount(read(file))

// The walk of a page's start: its files and lines, and every module they import named in it.
const WALK = 'docs/first-second.md'
const walk = walkSection(read(WALK))
const walkFiles = stepFiles(walk)
const unnamedImports = walkFiles
  .flatMap((file) => localImports(file, read(file), existsSync))
  .filter((imported) => !walk.includes(`\`${imported}\``) && !walkFiles.includes(imported))
  .map((imported) => `${WALK}: "How a page starts" does not name ${imported}, which it imports`)

const headScriptLimit = constant('scripts/vite-plugins.ts', 'MAX_HEAD_SCRIPT_BYTES')
const logKept = constant('src/lib/local-data/change-log.ts', 'LOG_MIN_ENTRIES')
// Written `20 * 1024 * 1024`: the first factor is the megabytes.
const logMegabytes = constant('src/lib/local-data/change-log.ts', 'LOG_MAX_BYTES')
const maxViews = constant('src/lib/local-data/view-records.ts', 'MAX_VIEWS')
const searchDelay = constant('src/features/drivers/use-search-text.ts', 'SEARCH_URL_DELAY_MS')
const mutationBreak = constant('stryker.config.mjs', 'break')
const mutationFloor = constant('stryker.config.mjs', 'low')

const headScriptHeld: Figure = {
  what: "the head script's limit",
  quoted: /held to\s+([\d,]+)\s+bytes/,
  value: headScriptLimit,
}
const logKeptAtLeast: Figure = {
  what: 'the changes the log keeps at least',
  quoted: /at least the newest\s+([\d,]+)\s+changes/,
  value: logKept,
}
const searchPause: Figure = {
  what: "the search's pause",
  quoted: /after a\s+(\d+)\s+ms\s+pause/,
  value: searchDelay,
}

// Each file and the figures it must quote, as the code has them.
const figures: Record<string, Figure[]> = {
  [WALK]: [
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
    headScriptHeld,
  ],
  'docs/performance.md': [
    headScriptHeld,
    {
      what: 'the sample drivers',
      quoted: /at the\s+(\d+)\s+the app shows/,
      value: constant('src/lib/drivers/drivers-data.ts', 'SAMPLE_DRIVER_COUNT'),
    },
  ],
  'docs/data.md': [
    logKeptAtLeast,
    { what: 'the size the log is kept to (MB)', quoted: /up to\s+(\d+)\s+MB/, value: logMegabytes },
    { what: 'the views kept', quoted: /at most\s+(\d+)\s+in this browser/, value: maxViews },
    searchPause,
  ],
  'docs/deployment.md': [
    {
      what: 'the reload guard (s)',
      quoted: /reloads once \(at most every\s+(\d+)\s+s\)/,
      value: constant('src/lib/stale-build.ts', 'RELOAD_GUARD_MS') / 1000,
    },
  ],
  'docs/testing.md': [
    { what: "mutation testing's floor", quoted: /fails under\s+(\d+)\s+%/, value: mutationBreak },
    {
      what: "each file's floor",
      quoted: /or (?:under\s+)?(\d+)\s+%\s+(?:in any|of covered)/,
      value: mutationFloor,
    },
  ],
}

// The decision records quote these; each must be quoted, rightly, in at least one record.
const decisionFigures: Figure[] = [
  { what: "the head script's limit", quoted: /limit now\s+([\d,]+)/, value: headScriptLimit },
  logKeptAtLeast,
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
  { what: 'the views kept', quoted: /(?:up to|At most)\s+(\d+)\s+(?:`\[|views)/, value: maxViews },
  searchPause,
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
]

/** Every Markdown file under `folder`, as paths from the repository's root. */
const markdownIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file) => join(folder, file))
        .sort()
    : []

const decisionFiles = markdownIn('docs/decisions')
const decisionProblems = decisionFigures.flatMap((figure) => {
  const quoting = decisionFiles.filter((file) => figure.quoted.test(read(file)))
  if (quoting.length === 0)
    return [`docs/decisions/: ${figure.what} is no longer quoted as /${figure.quoted.source}/`]
  return quoting.flatMap((file) => wrongFigures(file, read(file), [figure]))
})

// Every link of README.md and docs/ leads to a file here: a path from the linking file (or, with
// a leading slash, from the root), an anchor or query after it ignored. No link leaves the
// repository, to a sibling folder or a web address.
const linkingFiles = ['README.md', ...markdownIn('docs')]
const brokenLinks = linkingFiles.flatMap((file) => {
  // Code is not prose: a fenced block or an inline span may show link syntax without linking.
  const text = read(file)
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length))
  const targets = [
    ...text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g),
    ...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm),
  ]
  return targets.flatMap((match) => {
    const target = match[1]!
    const where = `${file}:${text.slice(0, match.index).split('\n').length}`
    if (target === '' || target.startsWith('#')) return []
    if (/^[a-z][a-z\d+.-]*:/i.test(target))
      return [`${where}: ${target} is outside the repository (link to a file here instead)`]
    const path = decodeURI(target.replace(/[#?].*$/, ''))
    const resolved = path.startsWith('/') ? path.slice(1) : join(dirname(file), path)
    const fromRoot = relative('.', resolved)
    if (fromRoot.startsWith('..') || isAbsolute(fromRoot))
      return [`${where}: ${target} is outside the repository`]
    return existsSync(resolved) ? [] : [`${where}: ${target} is no file here`]
  })
})

// README's scripts and dependencies sections name every script and package of package.json.
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const readme = read('README.md')
const section = (heading: string) => {
  const start = readme.indexOf(`\n## ${heading}\n`)
  if (start < 0) return ''
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end < 0 ? undefined : end)
}
const scriptsSection = section('Scripts')
const dependenciesSection = section('Dependencies and why')
const unnamed = [
  ...Object.keys(pkg.scripts)
    .filter((name) => !new RegExp(`\`(?:npm (?:run )?)?${name}\``).test(scriptsSection))
    .map((name) => `README.md: "Scripts" does not name the script ${name}`),
  ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => !dependenciesSection.includes(`\`${name}\``))
    .map((name) => `README.md: "Dependencies and why" does not name ${name}`),
]

const problems = [
  ...Object.entries(figures).flatMap(([file, quoted]) => wrongFigures(file, read(file), quoted)),
  ...decisionProblems,
  ...unnamedImports,
  ...brokenLinks,
  ...unnamed,
]
if (problems.length > 0) {
  console.error(
    'Figures the code decides, quoted otherwise, or links and names the docs miss (fix the prose, or scripts/check-figures.ts):',
  )
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
const count = Object.values(figures).flat().length + decisionFigures.length
console.log(
  `Figures: ${count} quoted from the code, each as the code has it; ` +
    `links of ${linkingFiles.length} docs, each to a file here.`,
)
