// Lighthouse's mobile preset on every measured screen, with each throttling method, run after run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import lighthouse, { type Result } from 'lighthouse'
import { screens, type Screen } from '../../src/config/screens'
import {
  failingAuditsOf,
  fetchedOf,
  lcpElementOf,
  lighthouseProblemsOf,
  median,
  metricsOf,
  seconds,
  type FetchedFiles,
  type Metrics,
} from './lighthouse-result'
import { APP, PORTS, TMP } from './local-servers'

type MeasuredScreen = Exclude<Screen, { name: 'not found' }>
export type MeasuredScreenName = MeasuredScreen['name']

/** Every screen but the not-found page, which only the bundle budget covers. */
export const measuredScreens = screens.filter(
  (screen): screen is MeasuredScreen => screen.name !== 'not found',
)

/** Lighthouse's throttling methods; simulate predicts a slow phone from an unthrottled load. */
export const METHODS = {
  simulate: 'Simulated throttling (Lighthouse’s default)',
  devtools: 'Real throttling (devtools: the mobile preset’s CPU slowdown and network throttling)',
}
export type Method = keyof typeof METHODS

/** How many runs of which methods: the run's options. */
export type Plan = { runs: number; methods: Method[] }

type MethodReport = { median: Metrics; runs: Metrics[]; lcpElement: string | null }
export type ScreenReport = {
  screen: MeasuredScreenName
  path: string
  fetched: FetchedFiles
  failingAudits: string[]
  byMethod: Partial<Record<Method, MethodReport>>
}
type Results = Map<string, Result[]>

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const LHR_DIR = resolve(TMP, 'lhr')

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

/** A fresh folder for this run's Lighthouse results. */
export function clearResults() {
  rmSync(LHR_DIR, { recursive: true, force: true })
  mkdirSync(LHR_DIR, { recursive: true })
}

/** Every screen with every method, interleaved so a change in machine load hits all alike. */
export async function measureAll({ runs, methods }: Plan): Promise<Results> {
  const results: Results = new Map()
  for (let run = 1; run <= runs; run++) {
    for (const method of methods) {
      for (const { name, path } of measuredScreens) {
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

/** Each screen's medians per method; bytes and audits from its first run. */
export function screenReports(results: Results, methods: Method[]): ScreenReport[] {
  return measuredScreens.map(({ name, path }) => {
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
