// npm run perf: builds the app, serves it with the real deploy/nginx.conf.template (CSP included)
// through scripts/deploy/serve-nginx.ts as the deployment tests do, signs Chromium in through the
// local API, and measures each screen with Lighthouse's mobile preset twice over: simulated and real
// (devtools) throttling, median of 3 runs per screen and method. Writes perf/report.md and
// perf/report.json (every Lighthouse result to perf/.tmp/lhr/); exits 1 when a target is missed.
// Options: --runs <n> (3), --only simulate|devtools, --dist <dir> to measure an existing build (made
// with VITE_API_BASE_URL=http://localhost:8790) and write the report to perf/.tmp/ instead,
// --language de|ar to measure the pages in that language (its cookie set, as after choosing it;
// the report goes to perf/<language>/).
import { mkdirSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_LANGUAGE, languages, type Language } from '../../src/config/languages'
import {
  clearResults,
  measureAll,
  measuredScreens,
  METHODS,
  screenReports,
  type Method,
  type Plan,
} from './lighthouse'
import { assertPortsFree, build, startApi, startNginx, TMP } from './local-servers'
import { stopAll } from './processes'
import { runMeta, summaryRows, writeReport } from './report'
import { startSignedInChromium } from './signed-in-chromium'
import { targetMisses } from './targets'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    dist: { type: 'string' },
    language: { type: 'string', default: DEFAULT_LANGUAGE },
  },
})
const language: Language =
  languages.find((known) => known === values.language) ??
  fail(`--language must be one of ${languages.join(', ')}`)
const DIST = values.dist ? resolve(values.dist) : resolve(TMP, 'dist')
const REPORT_DIR = resolve(
  values.dist ? TMP : 'perf',
  language === DEFAULT_LANGUAGE ? '' : language,
)
const plan: Plan = {
  runs: Number(values.runs),
  methods: (Object.keys(METHODS) as Method[]).filter((m) => !values.only || m === values.only),
}
function fail(message: string): never {
  throw new Error(message)
}
if (!(plan.runs >= 1) || !plan.methods.length) {
  throw new Error('Options: --runs <n> --only simulate|devtools')
}

async function main() {
  const started = Date.now()
  clearResults()
  const loadBefore = loadavg()[0].toFixed(1)
  // Other work on the machine slows every load (and Lighthouse's simulation scales what it sees).
  if (loadavg()[0] > cpus().length / 2) {
    console.warn(`Load average ${loadBefore} on ${cpus().length} CPUs: timings will be inflated.`)
  }

  await assertPortsFree()
  if (!values.dist) build(DIST)
  await startApi()
  await startNginx(DIST)
  await startSignedInChromium(language)
  const { runs, methods } = plan
  console.log(
    `Signed in (${language}). Lighthouse: ${measuredScreens.length} screens × ${methods.join(' and ')} × ${runs} runs…`,
  )

  const results = await measureAll(plan)
  const report = screenReports(results, methods)
  const meta = runMeta(results.values().next().value![0], loadBefore)
  const misses = targetMisses(report)
  mkdirSync(REPORT_DIR, { recursive: true })
  const markdownFile = await writeReport(REPORT_DIR, report, meta, misses, plan)

  console.table(summaryRows(report, methods))
  console.log(misses.length ? `Targets missed:\n  - ${misses.join('\n  - ')}` : 'All targets met.')
  const took = Math.round((Date.now() - started) / 1000)
  console.log(`Wrote ${relative('.', markdownFile)} and report.json in ${took} s.`)
  if (misses.length) process.exitCode = 1
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(stopAll)
