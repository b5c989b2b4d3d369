// npm run perf: builds the app, serves it with the real deploy/nginx.conf.template (CSP included)
// through scripts/deploy/serve-nginx.ts as the deployment tests do, signs Chromium in through the
// local API, and measures each screen with Lighthouse's mobile preset twice over: simulated and real
// (devtools) throttling, median of 3 runs per screen and method. Writes perf/report.md and
// perf/report.json (every Lighthouse result to perf/.tmp/lhr/); exits 1 when a target is missed.
// Options: --runs <n> (3), --only simulate|devtools, --dist <dir> to measure an existing build (made
// with VITE_API_BASE_URL=http://localhost:8790) and write the report to perf/.tmp/ instead.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import lighthouse, { type Result } from 'lighthouse'
import * as prettier from 'prettier'
import { cookieNames } from '../../src/config/cookies'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'

const PORTS = { api: 8790, app: 4180, chrome: 9333 }
const APP = `http://localhost:${PORTS.app}`
const API = `http://localhost:${PORTS.api}`
const TMP = resolve('perf/.tmp')
const PROFILE = resolve(TMP, 'chrome-profile')
const LHR_DIR = resolve(TMP, 'lhr')
const CHROMIUM_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const SCREENS = [
  { name: 'login', path: '/' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'drivers', path: '/dashboard/drivers' },
  { name: 'settings', path: '/dashboard/settings' },
] as const
type ScreenName = (typeof SCREENS)[number]['name']
/** Lighthouse's throttling methods; simulate predicts a slow phone from an unthrottled load. */
const METHODS = {
  simulate: 'Simulated throttling (Lighthouse’s default)',
  devtools: 'Real throttling (devtools: the mobile preset’s CPU slowdown and network throttling)',
}
type Method = keyof typeof METHODS

// Devtools-throttled "interactive" no later than it was (login: before prerendering, the others:
// with prerendering, before the first-second work held clicks and keys for the app).
const INTERACTIVE_LIMIT_MS: Record<ScreenName, number> = {
  login: 2750,
  dashboard: 1940,
  drivers: 2050,
  settings: 2320,
}
/** How much later than the login's a dashboard screen's devtools LCP may come. */
const LCP_SLACK_MS = 200
/** Simulated LCP: the login's, and every dashboard screen's. */
const MAX_SIMULATED_LCP_MS = { login: 800, dashboard: 1900 }
const MIN_SIMULATED_PERFORMANCE = { login: 100, dashboard: 99 }
const MAX_TBT_MS = 50
const MAX_CLS = 0.01
const kB = (bytes: number) => Number((bytes / 1000).toFixed(1))
const seconds = (ms: number) => Number((ms / 1000).toFixed(2))
const interactiveLimits = Object.entries(INTERACTIVE_LIMIT_MS)
  .map(([screen, ms]) => `${screen} ${seconds(ms)} s`)
  .join(', ')
const TARGETS = [
  `simulated: login LCP ≤ ${seconds(MAX_SIMULATED_LCP_MS.login)} s and performance ${MIN_SIMULATED_PERFORMANCE.login}; each dashboard screen LCP ≤ ${seconds(MAX_SIMULATED_LCP_MS.dashboard)} s and performance ≥ ${MIN_SIMULATED_PERFORMANCE.dashboard}`,
  `devtools LCP of each dashboard screen within ${LCP_SLACK_MS} ms of the login's devtools LCP`,
  `devtools interactive no later than ${interactiveLimits}`,
  'accessibility and best practices 100 on every screen, with both methods',
  `TBT ≤ ${MAX_TBT_MS} ms and CLS ≤ ${MAX_CLS} on every screen, with both methods`,
]

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    dist: { type: 'string' },
  },
})
const DIST = values.dist ? resolve(values.dist) : resolve(TMP, 'dist')
const REPORT_DIR = values.dist ? TMP : resolve('perf')
const RUNS = Number(values.runs)
const methods = (Object.keys(METHODS) as Method[]).filter((m) => !values.only || m === values.only)
if (!(RUNS >= 1) || !methods.length) throw new Error('Options: --runs <n> --only simulate|devtools')

type Metrics = ReturnType<typeof metricsOf>
type Fetched = { file: string; transferBytes: number }
type MethodReport = { median: Metrics; runs: Metrics[]; lcpElement: string | null }
type ScreenReport = {
  screen: ScreenName
  path: string
  fetched: { js: Fetched[]; css: Fetched[]; jsBytes: number; cssBytes: number; requests: number }
  failingAudits: string[]
  byMethod: Partial<Record<Method, MethodReport>>
}

const children: ChildProcess[] = []
let stopping = false

/** Each child leads its own process group, so stopping it also stops what it spawned (nginx). */
function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal}) during the run\n${stderr}`)
  })
  children.push(child)
}

function stopAll() {
  stopping = true
  for (const { pid, exitCode } of children) {
    if (pid === undefined || exitCode !== null) continue
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      // The group ended on its own meanwhile.
    }
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch {
      // Not up yet.
    }
    await sleep(200)
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** A leftover run (or anything else) on our ports would be measured instead of this build. */
async function assertPortsFree() {
  for (const port of Object.values(PORTS)) {
    const inUse = await new Promise<boolean>((done) => {
      const socket = connect(port, 'localhost')
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })
    if (inUse) throw new Error(`Port ${port} is in use; npm run perf needs ${Object.values(PORTS)}`)
  }
}

function build() {
  console.log(`Building into ${relative('.', DIST)} (API ${API})…`)
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST, '--emptyOutDir']
  const env = { ...process.env, VITE_API_BASE_URL: API }
  // A build that never exits (an open handle) should fail the run, not stall it.
  const options = { stdio: 'inherit', env, timeout: 5 * 60_000 } as const
  execFileSync(process.execPath, [...vite, '--logLevel', 'warn'], options)
}

async function startApi() {
  startProcess('The local API', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    API_PORT: String(PORTS.api),
    APP_ORIGINS: APP,
    // Longer than the whole run, so no measured load goes through a token refresh.
    ACCESS_TTL_SECONDS: '3600',
  })
  await waitFor('the local API', async () => (await fetch(`${API}/api/user/getUser`)).status)
}

async function startNginx() {
  const args = ['--dist', DIST, '--port', String(PORTS.app), '--api', API]
  startProcess('nginx', 'npx', ['tsx', 'scripts/deploy/serve-nginx.ts', ...args])
  const shell = await waitFor('nginx', () => fetch(APP).then((r) => (r.ok ? r : undefined)))
  // Without the template's CSP, something other than the deployment would be measured.
  if (!shell.headers.has('content-security-policy')) throw new Error(`${APP} answers without a CSP`)
  console.log(`nginx serves ${DIST} on ${APP} (${shell.headers.get('server')})`)
}

type DevtoolsTarget = { id: string; type: string; url: string }
const devtools = (path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${PORTS.chrome}${path}`, { method })

/**
 * Chromium with its own profile, signed in through the local API's sign-in redirect, once the app
 * has loaded the profile and noted the sign-in (its hint cookie, without which nginx sends every
 * dashboard page to /login).
 */
async function startSignedInChromium() {
  rmSync(PROFILE, { recursive: true, force: true })
  startProcess('Chromium', CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${PORTS.chrome}`,
    `--user-data-dir=${PROFILE}`,
    `${API}/admin/auth/google/login`,
  ])
  const signedIn = await waitFor('the sign-in to return to the app', async () => {
    const targets = (await (await devtools('/json/list')).json()) as DevtoolsTarget[]
    return targets.find((target) => target.url.startsWith(APP))
  })
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORTS.chrome}`)
  await waitFor('the app to note the sign-in', async () => {
    const cookies = await browser.contexts()[0].cookies(APP)
    return cookies.some((cookie) => cookie.name === cookieNames.signInHint) || undefined
  })
  // Only disconnects: the browser stays up for Lighthouse.
  await browser.close()
  // Park the browser on a blank tab, so no app page runs beside the measured ones.
  await devtools('/json/new?about:blank', 'PUT')
  await devtools(`/json/close/${signedIn.id}`)
}

/** Saves every result, a failed one included, to `lhrFile` for a closer look. */
async function runLighthouse(path: string, method: Method, lhrFile: string): Promise<Result> {
  const result = await lighthouse(`${APP}${path}`, {
    port: PORTS.chrome,
    hostname: '127.0.0.1',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttlingMethod: method,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
  const { lhr } = result
  writeFileSync(lhrFile, JSON.stringify(lhr))
  if (lhr.runtimeError) throw new Error(`${path} (${method}): ${lhr.runtimeError.message}`)
  // Landing elsewhere (the login screen) means the session is lost and the screen went unmeasured.
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== path) throw new Error(`${path} ended on ${landed}`)
  return lhr
}

/** Lighthouse reports what it could not compute (NO_LCP, …) inside the audit, not as an error. */
function lighthouseProblemsOf(lhr: Result): string[] {
  const auditErrors = Object.values(lhr.audits).flatMap((audit) =>
    audit.errorMessage ? [`${audit.id}: ${audit.errorMessage}`] : [],
  )
  return [...auditErrors, ...lhr.runWarnings]
}

function metricsOf(lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    interactiveMs: Math.round(value('interactive')),
  }
}

/** Each metric's own median (the lower middle for an even number of runs). */
function median(runs: Metrics[]): Metrics {
  const middle = (key: keyof Metrics) =>
    runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]
  const keys = Object.keys(runs[0]) as (keyof Metrics)[]
  return Object.fromEntries(keys.map((key) => [key, middle(key)])) as Metrics
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number }

/** What the browser fetched, from Lighthouse's network log (transfer size: gzip body + headers). */
function fetchedOf(lhr: Result): ScreenReport['fetched'] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] }
  const items = details?.items ?? []
  const pick = (type: string) =>
    items
      .filter((item) => item.resourceType === type && item.url.startsWith(APP))
      .map((item) => ({ file: new URL(item.url).pathname, transferBytes: item.transferSize ?? 0 }))
  const sum = (list: Fetched[]) => list.reduce((total, item) => total + item.transferBytes, 0)
  const js = pick('Script')
  const css = pick('Stylesheet')
  return { js, css, jsBytes: sum(js), cssBytes: sum(css), requests: items.length }
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as {
    items?: { items?: { node?: { snippet?: string } }[] }[]
  }
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
}

function failingAuditsOf(lhr: Result): string[] {
  const refs = ['accessibility', 'best-practices'].flatMap(
    (id) => lhr.categories[id]?.auditRefs ?? [],
  )
  const audits = refs.map((ref) => lhr.audits[ref.id])
  const failing = audits.filter((a) => a?.scoreDisplayMode === 'binary' && (a.score ?? 1) < 1)
  return failing.map((audit) => `${audit.id}: ${audit.title}`)
}

/** Every screen with every method, interleaved so a change in machine load hits all alike. */
async function measureAll(): Promise<Map<string, Result[]>> {
  const results = new Map<string, Result[]>()
  for (let run = 1; run <= RUNS; run++) {
    for (const method of methods) {
      for (const { name, path } of SCREENS) {
        const lhrFile = resolve(LHR_DIR, `${method}-${name}-${run}.json`)
        const lhr = await runLighthouse(path, method, lhrFile)
        results.set(`${name}:${method}`, [...(results.get(`${name}:${method}`) ?? []), lhr])
        const m = metricsOf(lhr)
        console.log(
          `  ${method.padEnd(8)} #${run} ${name.padEnd(9)} perf ${m.performance} LCP ${seconds(m.lcpMs)} s TBT ${m.tbtMs} ms CLS ${m.cls} interactive ${seconds(m.interactiveMs)} s`,
        )
        for (const problem of lighthouseProblemsOf(lhr)) console.warn(`    Lighthouse: ${problem}`)
      }
    }
  }
  return results
}

function screenReports(results: Map<string, Result[]>): ScreenReport[] {
  return SCREENS.map(({ name, path }) => {
    const first = results.get(`${name}:${methods[0]}`)![0]
    const perMethod = methods.map((method): [Method, MethodReport] => {
      const lhrs = results.get(`${name}:${method}`)!
      const runs = lhrs.map(metricsOf)
      return [method, { median: median(runs), runs, lcpElement: lcpElementOf(lhrs[0]) }]
    })
    return {
      screen: name,
      path,
      fetched: fetchedOf(first),
      failingAudits: failingAuditsOf(first),
      byMethod: Object.fromEntries(perMethod),
    }
  })
}

/** Medians against TARGETS; a metric Lighthouse could not compute (NaN) fails every `ok`. */
function targetMisses(report: ScreenReport[]): string[] {
  const misses: string[] = []
  const loginLcpMs =
    report.find((s) => s.screen === 'login')?.byMethod.devtools?.median.lcpMs ?? NaN
  for (const { screen, byMethod } of report) {
    const check = (ok: boolean, found: string, target: string) =>
      ok || misses.push(`${screen}: ${found}, target ${target}`)
    const { simulate, devtools } = byMethod
    if (devtools) {
      const { lcpMs, interactiveMs } = devtools.median
      const lcpLimit = loginLcpMs + LCP_SLACK_MS
      if (screen !== 'login') {
        check(lcpMs <= lcpLimit, `devtools LCP ${lcpMs} ms`, `≤ ${lcpLimit} ms`)
      }
      const limit = INTERACTIVE_LIMIT_MS[screen]
      check(interactiveMs <= limit, `devtools interactive ${interactiveMs} ms`, `≤ ${limit} ms`)
    }
    if (simulate) {
      const { performance, lcpMs } = simulate.median
      const kind = screen === 'login' ? 'login' : 'dashboard'
      const [minPerformance, maxLcp] = [MIN_SIMULATED_PERFORMANCE[kind], MAX_SIMULATED_LCP_MS[kind]]
      check(
        performance >= minPerformance,
        `simulated performance ${performance}`,
        `≥ ${minPerformance}`,
      )
      check(lcpMs <= maxLcp, `simulated LCP ${lcpMs} ms`, `≤ ${maxLcp} ms`)
    }
    for (const [method, { median: m }] of Object.entries(byMethod)) {
      check(m.accessibility === 100, `${method} accessibility ${m.accessibility}`, '100')
      check(m.bestPractices === 100, `${method} best practices ${m.bestPractices}`, '100')
      check(m.tbtMs <= MAX_TBT_MS, `${method} TBT ${m.tbtMs} ms`, `≤ ${MAX_TBT_MS} ms`)
      check(m.cls <= MAX_CLS, `${method} CLS ${m.cls}`, `≤ ${MAX_CLS}`)
    }
  }
  return misses
}

/** One row per screen and method: the console summary and the markdown's table alike. */
function summaryRows(report: ScreenReport[]) {
  return report.flatMap(({ screen, fetched, byMethod }) =>
    methods.map((method) => {
      const m = byMethod[method]!.median
      return {
        screen,
        method,
        'JS kB': kB(fetched.jsBytes),
        'CSS kB': kB(fetched.cssBytes),
        requests: fetched.requests,
        perf: m.performance,
        a11y: m.accessibility,
        'best pr.': m.bestPractices,
        'LCP s': seconds(m.lcpMs),
        'TBT ms': m.tbtMs,
        CLS: m.cls,
        'interactive s': seconds(m.interactiveMs),
      }
    }),
  )
}

function markdownTable(rows: Record<string, string | number>[]): string {
  const line = (cells: unknown[]) => `| ${cells.join(' | ')} |`
  const header = Object.keys(rows[0])
  return [header, header.map(() => '---'), ...rows.map(Object.values)].map(line).join('\n')
}

/** `/assets/index-CoyJOY9P.js` → `index.js`, for lists people read. */
const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1')

function renderMarkdown(report: ScreenReport[], meta: Record<string, string>, misses: string[]) {
  const bulleted = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')
  const fetched = report.map(
    (s) => `${s.screen}: ${s.fetched.js.map((f) => chunkName(f.file)).join(', ')}`,
  )
  const failing = report.flatMap((s) => s.failingAudits.map((audit) => `${s.screen}: ${audit}`))
  const lcpElements = report.flatMap((s) =>
    methods.map((m) => `${s.screen}, ${m}: \`${s.byMethod[m]!.lcpElement ?? 'none'}\``),
  )
  return [
    '# Performance report',
    '',
    `Generated by \`npm run perf\` on ${meta.date} (commit ${meta.commit}; ${meta.machine};`,
    `${meta.chromium}; Lighthouse ${meta.lighthouse}, mobile preset). Served by nginx with`,
    '`deploy/nginx.conf.template` (`scripts/deploy/serve-nginx.ts`), signed in through the local API.',
    '',
    `## Lighthouse, median of ${RUNS}`,
    '',
    bulleted(methods.map((method) => `${method}: ${METHODS[method]}`)),
    '',
    'Bytes are transfer sizes (gzip body plus headers) from the network log, after-paint loads',
    'included. Timings move with the load on the machine; every run is in `report.json`.',
    '',
    markdownTable(summaryRows(report)),
    '',
    '## Against the targets',
    '',
    bulleted(TARGETS),
    '',
    misses.length ? `Missed:\n\n${bulleted(misses)}` : 'All met.',
    '',
    ...(failing.length ? ['## Failing audits', '', bulleted(failing), ''] : []),
    '## JS fetched per screen',
    '',
    bulleted(fetched),
    '',
    '## LCP element',
    '',
    bulleted(lcpElements),
    '',
  ].join('\n')
}

function gitCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== ''
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`
  } catch {
    return 'unknown'
  }
}

async function writeReport(report: ScreenReport[], meta: Record<string, string>, misses: string[]) {
  const markdownFile = resolve(REPORT_DIR, 'report.md')
  const options = { ...(await prettier.resolveConfig(markdownFile)), parser: 'markdown' }
  writeFileSync(markdownFile, await prettier.format(renderMarkdown(report, meta, misses), options))
  const json = { meta, targets: TARGETS, misses, screens: report }
  writeFileSync(resolve(REPORT_DIR, 'report.json'), `${JSON.stringify(json, null, 2)}\n`)
  return markdownFile
}

async function main() {
  const started = Date.now()
  rmSync(LHR_DIR, { recursive: true, force: true })
  mkdirSync(LHR_DIR, { recursive: true })
  const loadBefore = loadavg()[0].toFixed(1)
  // Other work on the machine slows every load (and Lighthouse's simulation scales what it sees).
  if (loadavg()[0] > cpus().length / 2) {
    console.warn(`Load average ${loadBefore} on ${cpus().length} CPUs: timings will be inflated.`)
  }

  await assertPortsFree()
  if (!values.dist) build()
  await startApi()
  await startNginx()
  await startSignedInChromium()
  console.log(
    `Signed in. Lighthouse: ${SCREENS.length} screens × ${methods.join(' and ')} × ${RUNS} runs…`,
  )

  const results = await measureAll()
  const report = screenReports(results)
  const first = results.values().next().value![0]
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    commit: gitCommit(),
    machine: `${cpus().length} CPUs, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after`,
    chromium: first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
    lighthouse: first.lighthouseVersion,
  }
  const misses = targetMisses(report)
  const markdownFile = await writeReport(report, meta, misses)

  console.table(summaryRows(report))
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
