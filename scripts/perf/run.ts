// npm run perf: builds, serves dist the way a static host does, signs in through the local API,
// and measures each screen with Lighthouse (mobile and desktop presets, median of 3 runs).
// Writes perf/report.md and perf/report.json; every Lighthouse result goes to perf/.tmp/lhr/.
// Options: --runs <n> (3), --only mobile|desktop, --dist <dir> to measure an existing build (made
// with VITE_API_BASE_URL=http://localhost:8790) and write the report to perf/.tmp/ instead.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { relative, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import lighthouse, { type Config, type Result } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as prettier from 'prettier'
import { inlineScriptHashes } from '../deploy/render-nginx-conf'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { chunkName, screenAssets, screens } from '../lib/screen-assets'
import { startStaticServer } from './static-server'

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
const REPORTED = screens.filter((screen) => screen.name !== 'not found')

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
const presets = (
  [
    { name: 'mobile', config: undefined },
    { name: 'desktop', config: desktopConfig },
  ] satisfies { name: string; config?: Config }[]
).filter((preset) => !values.only || preset.name === values.only)

type Metrics = {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
}
type Fetched = { file: string; transferBytes: number }
type ScreenReport = {
  screen: string
  path: string
  /** gzip bodies the manifest says the screen loads (what `npm run budget` checks). */
  manifestJsBytes: number | null
  fetched: { js: Fetched[]; css: Fetched[]; jsBytes: number; cssBytes: number; requests: number }
  profileCall: number | null
  lcpElement: string | null
  failingAudits: string[]
  median: Record<string, Metrics>
  runs: Record<string, Metrics[]>
}

/** The app shell's Content-Security-Policy from the nginx template, so the run sees what users get. */
function deploymentShellHeaders(): Record<string, string> {
  let policy: string | undefined
  try {
    policy = readFileSync('deploy/nginx.conf.template', 'utf8').match(/set \$csp "([^"]+)"/)?.[1]
  } catch {
    policy = undefined
  }
  if (!policy) {
    console.warn('No CSP found in deploy/nginx.conf.template: serving the app without one.')
    return {}
  }
  const html = readFileSync(resolve(DIST, 'index.html'), 'utf8')
  return {
    'Content-Security-Policy': policy
      .replaceAll('__SCRIPT_HASHES__', inlineScriptHashes(html).join(' '))
      .replaceAll('__API_ORIGIN__', API),
  }
}

const children: ChildProcess[] = []

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${command} exited with ${code}\n${stderr}`)
  })
  children.push(child)
  return child
}

let stopping = false
function stopAll() {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
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

type DevtoolsTarget = { id: string; type: string; url: string }
const devtools = (path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${PORTS.chrome}${path}`, { method })

/** Chromium with its own profile, signed in through the local API's sign-in redirect. */
async function startSignedInChromium() {
  rmSync(PROFILE, { recursive: true, force: true })
  startProcess(CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${PORTS.chrome}`,
    `--user-data-dir=${PROFILE}`,
    `${API}/admin/auth/google/login`,
  ])
  // The cookies come with the sign-in's redirect, so arriving back at the app is enough.
  const signedIn = await waitFor('the sign-in to return to the app', async () => {
    const targets = (await (await devtools('/json/list')).json()) as DevtoolsTarget[]
    return targets.find((target) => target.url.startsWith(APP))
  })
  // Park the browser on a blank tab, so no app page runs beside the measured ones.
  await devtools('/json/new?about:blank', 'PUT')
  await devtools(`/json/close/${signedIn.id}`)
}

function metricsOf(lhr: Result): Metrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
  }
}

function median(runs: Metrics[]): Metrics {
  const mid = (pick: (m: Metrics) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b)
    return sorted[Math.floor((sorted.length - 1) / 2)]
  }
  return {
    performance: mid((m) => m.performance),
    accessibility: mid((m) => m.accessibility),
    bestPractices: mid((m) => m.bestPractices),
    lcpMs: mid((m) => m.lcpMs),
    tbtMs: mid((m) => m.tbtMs),
    cls: mid((m) => m.cls),
  }
}

type NetworkRequest = {
  url: string
  resourceType?: string
  transferSize?: number
  statusCode?: number
}

/** What the browser fetched, from Lighthouse's network log (transfer size: gzip body + headers). */
function fetchedOf(lhr: Result): ScreenReport['fetched'] & { profileCall: number | null } {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] }
  const items = details?.items ?? []
  const pick = (type: string) =>
    items
      .filter((item) => item.resourceType === type && item.url.startsWith(APP))
      .map((item) => ({ file: new URL(item.url).pathname, transferBytes: item.transferSize ?? 0 }))
  const js = pick('Script')
  const css = pick('Stylesheet')
  const sum = (list: Fetched[]) => list.reduce((total, item) => total + item.transferBytes, 0)
  const profile = items.find(
    (item) => item.url.startsWith(`${API}/api/user/getUser`) && item.resourceType !== 'Preflight',
  )
  return {
    js,
    css,
    jsBytes: sum(js),
    cssBytes: sum(css),
    requests: items.length,
    profileCall: profile?.statusCode ?? null,
  }
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as {
    items?: { items?: { node?: { snippet?: string } }[] }[]
  }
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
}

function failingAuditsOf(lhr: Result): string[] {
  const ids = ['accessibility', 'best-practices'].flatMap(
    (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
  )
  return ids
    .filter((id) => {
      const audit = lhr.audits[id]
      return audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1
    })
    .map((id) => `${id}: ${lhr.audits[id].title}`)
}

/** A build measured with --dist may have no manifest. */
function manifestJsBytes(path: string): number | null {
  try {
    return screenAssets(DIST, path).jsBytes
  } catch {
    return null
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)
const seconds = (ms: number) => (ms / 1000).toFixed(2)

function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The targets: performance and LCP on mobile, the rest on both presets. */
function targetMisses(report: ScreenReport[]): string[] {
  const misses: string[] = []
  for (const screen of report) {
    const check = (ok: boolean, text: string) => ok || misses.push(`${screen.screen}: ${text}`)
    for (const [preset, m] of Object.entries(screen.median)) {
      if (preset === 'mobile') {
        const lcpTarget = screen.screen === 'login' ? 1500 : 1800
        const worst = Math.min(...screen.runs.mobile.map((run) => run.performance))
        check(m.performance === 100, `mobile performance ${m.performance} (target 100)`)
        check(worst >= 98, `mobile performance fell to ${worst} in one run (never below 98)`)
        check(m.lcpMs <= lcpTarget, `mobile LCP ${seconds(m.lcpMs)} s (≤ ${seconds(lcpTarget)} s)`)
      }
      check(m.accessibility === 100, `${preset} accessibility ${m.accessibility} (target 100)`)
      check(m.bestPractices === 100, `${preset} best practices ${m.bestPractices} (target 100)`)
      check(m.tbtMs <= 50, `${preset} TBT ${m.tbtMs} ms (target ≤ 50 ms)`)
      check(m.cls <= 0.01, `${preset} CLS ${m.cls} (target ≤ 0.01)`)
    }
  }
  return misses
}

function renderMarkdown(report: ScreenReport[], meta: Record<string, string>): string {
  const sizes = markdownTable(
    ['screen', 'JS fetched', 'JS (budget)', 'CSS fetched', 'requests', 'profile call', 'JS files'],
    report.map((s) => [
      `${s.screen} (\`${s.path}\`)`,
      `${kB(s.fetched.jsBytes)} kB`,
      s.manifestJsBytes === null ? '—' : `${kB(s.manifestJsBytes)} kB`,
      `${kB(s.fetched.cssBytes)} kB`,
      s.fetched.requests,
      s.profileCall === null ? '—' : `HTTP ${s.profileCall}`,
      s.fetched.js.map((f) => chunkName(f.file)).join(', '),
    ]),
  )
  const scores = presets.map(({ name }) =>
    [
      `### ${name[0].toUpperCase()}${name.slice(1)} preset (median of ${RUNS})`,
      '',
      markdownTable(
        ['screen', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS'],
        report.map((s) => {
          const m = s.median[name]
          return [
            s.screen,
            m.performance,
            m.accessibility,
            m.bestPractices,
            `${seconds(m.lcpMs)} s`,
            `${m.tbtMs} ms`,
            m.cls,
          ]
        }),
      ),
    ].join('\n'),
  )
  const misses = targetMisses(report)
  const failing = report.flatMap((s) => s.failingAudits.map((a) => `- ${s.screen}: ${a}`))
  return [
    '# Performance report',
    '',
    `Generated by \`npm run perf\` on ${meta.date} (commit ${meta.commit}; ${meta.machine};`,
    `${meta.chromium}; Lighthouse ${meta.lighthouse}). Served like \`deploy/nginx.conf.template\`:`,
    'gzip level 6, SPA fallback, `/assets/*` immutable for a year, the shell `no-cache` with the',
    'CSP; signed in through the local API.',
    '',
    '## Fetched on a full page load',
    '',
    'Transfer sizes from the Lighthouse network log (gzip body plus response headers), including',
    'what loads after the first paint (Settings prefetches its dialogs); "JS (budget)" is the gzip',
    'size of what the screen needs to paint, as `npm run budget` computes it from the Vite manifest.',
    '',
    sizes,
    '',
    '## Lighthouse',
    '',
    'Simulated throttling, so timings still move with the load on the machine (TBT by ±50 ms from',
    'run to run here); every run is in `perf/report.json`.',
    '',
    scores.join('\n\n'),
    '',
    '## Against the targets',
    '',
    misses.length ? misses.map((miss) => `- ${miss}`).join('\n') : 'All targets met.',
    '',
    ...(failing.length ? ['## Failing audits', '', failing.join('\n'), ''] : []),
    'LCP element per screen (mobile):',
    '',
    report.map((s) => `- ${s.screen}: \`${s.lcpElement ?? 'none'}\``).join('\n'),
    '',
  ].join('\n')
}

function printSummary(report: ScreenReport[]) {
  const rows = report.flatMap((s) =>
    presets.map(({ name }) => {
      const m = s.median[name]
      return {
        screen: s.screen,
        preset: name,
        'JS kB': kB(s.fetched.jsBytes),
        'CSS kB': kB(s.fetched.cssBytes),
        perf: m.performance,
        a11y: m.accessibility,
        bp: m.bestPractices,
        'LCP s': seconds(m.lcpMs),
        'TBT ms': m.tbtMs,
        CLS: m.cls,
      }
    }),
  )
  console.table(rows)
}

async function main() {
  const started = Date.now()
  rmSync(LHR_DIR, { recursive: true, force: true })
  mkdirSync(LHR_DIR, { recursive: true })
  const loadBefore = loadavg()[0].toFixed(1)
  // Lighthouse scales the CPU time it observes, so other work on the machine inflates TBT and LCP.
  if (loadavg()[0] > cpus().length / 2) {
    console.warn(`Load average ${loadBefore} on ${cpus().length} CPUs: timings will be inflated.`)
  }

  await assertPortsFree()
  if (!values.dist) {
    console.log(`Building into ${DIST} (API ${API})…`)
    execFileSync(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        DIST,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { stdio: 'inherit', env: { ...process.env, VITE_API_BASE_URL: API } },
    )
  }

  startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    API_PORT: String(PORTS.api),
    APP_ORIGINS: APP,
    // Longer than the whole run, so no measured load goes through a token refresh.
    ACCESS_TTL_SECONDS: '3600',
  })
  await waitFor('the local API', async () => (await fetch(`${API}/api/user/getUser`)).status)
  const server = await startStaticServer(DIST, PORTS.app, deploymentShellHeaders())

  try {
    await startSignedInChromium()
    console.log(
      `Signed in. Lighthouse: ${REPORTED.length} screens × ${presets.length} presets × ${RUNS} runs…`,
    )

    const runs = new Map<string, Result[]>()
    for (const preset of presets) {
      for (let run = 1; run <= RUNS; run++) {
        for (const { name, path } of REPORTED) {
          const result = await lighthouse(
            `${APP}${path}`,
            {
              port: PORTS.chrome,
              hostname: '127.0.0.1',
              logLevel: 'error',
              onlyCategories: CATEGORIES,
            },
            preset.config,
          )
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
          const lhr = result.lhr
          if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`)
          const landed = new URL(lhr.finalDisplayedUrl).pathname
          if (landed !== path) throw new Error(`${path} ended on ${landed}: is the session lost?`)
          writeFileSync(resolve(LHR_DIR, `${preset.name}-${name}-${run}.json`), JSON.stringify(lhr))
          const key = `${name}:${preset.name}`
          runs.set(key, [...(runs.get(key) ?? []), lhr])
          const m = metricsOf(lhr)
          console.log(
            `  ${preset.name} #${run} ${name.padEnd(9)} perf ${m.performance} LCP ${seconds(m.lcpMs)} s TBT ${m.tbtMs} ms CLS ${m.cls}`,
          )
        }
      }
    }

    const report: ScreenReport[] = REPORTED.map(({ name, path }) => {
      const first = runs.get(`${name}:${presets[0].name}`)![0]
      const { profileCall, ...fetched } = fetchedOf(first)
      return {
        screen: name,
        path,
        manifestJsBytes: manifestJsBytes(path),
        fetched,
        profileCall,
        lcpElement: lcpElementOf(first),
        failingAudits: failingAuditsOf(first),
        median: Object.fromEntries(
          presets.map((p) => [p.name, median(runs.get(`${name}:${p.name}`)!.map(metricsOf))]),
        ),
        runs: Object.fromEntries(
          presets.map((p) => [p.name, runs.get(`${name}:${p.name}`)!.map(metricsOf)]),
        ),
      }
    })

    const first = runs.values().next().value![0]
    const meta = {
      date: new Date().toISOString().slice(0, 10),
      commit: gitCommit(),
      machine: `${cpus().length} CPUs, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after`,
      chromium: first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
      lighthouse: first.lighthouseVersion,
    }
    const markdown = renderMarkdown(report, meta)
    const markdownFile = resolve(REPORT_DIR, 'report.md')
    const options = (await prettier.resolveConfig(markdownFile)) ?? {}
    writeFileSync(markdownFile, await prettier.format(markdown, { ...options, parser: 'markdown' }))
    writeFileSync(
      resolve(REPORT_DIR, 'report.json'),
      `${JSON.stringify({ meta, screens: report }, null, 2)}\n`,
    )

    printSummary(report)
    const misses = targetMisses(report)
    console.log(
      misses.length ? `Targets missed:\n  - ${misses.join('\n  - ')}` : 'All targets met.',
    )
    console.log(
      `Wrote ${relative('.', markdownFile)} and report.json in ${Math.round((Date.now() - started) / 1000)} s.`,
    )
  } finally {
    server.close()
    stopAll()
  }
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}

main().catch((error: unknown) => {
  console.error(error)
  stopAll()
  process.exitCode = 1
})
