import { describe, expect, it } from 'vitest'
import type { Metrics } from '../../../scripts/perf/lighthouse-result'
import type { MeasuredScreenName, ScreenReport } from '../../../scripts/perf/lighthouse'
import { targetMisses } from '../../../scripts/perf/targets'

// npm run perf fails on exactly these misses of its medians.

const met: Metrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  interactiveMs: 1200,
}

function screen(name: MeasuredScreenName, devtools: Partial<Metrics> = {}, simulate = devtools) {
  const method = (median: Metrics) => ({ median, runs: [median], lcpElement: null })
  return {
    screen: name,
    path: `/${name}`,
    fetched: { js: [], css: [], jsBytes: 0, cssBytes: 0, requests: 0 },
    failingAudits: [],
    byMethod: {
      simulate: method({ ...met, lcpMs: 700, ...simulate }),
      devtools: method({ ...met, ...devtools }),
    },
  } satisfies ScreenReport
}

describe('targetMisses', () => {
  it('finds none when every median meets its target', () => {
    const report = [screen('login'), screen('dashboard'), screen('drivers'), screen('settings')]

    expect(targetMisses(report)).toEqual([])
  })

  it('holds a dashboard screen’s devtools LCP to the login’s plus 200 ms', () => {
    const report = [screen('login'), screen('drivers', { lcpMs: 1201 })]

    expect(targetMisses(report)).toEqual(['drivers: devtools LCP 1201 ms, target ≤ 1200 ms'])
  })

  it('holds each screen to its own devtools interactive limit', () => {
    const report = [
      screen('login', { interactiveMs: 2750 }),
      screen('dashboard', { interactiveMs: 1941 }),
    ]

    expect(targetMisses(report)).toEqual([
      'dashboard: devtools interactive 1941 ms, target ≤ 1940 ms',
    ])
  })

  it('asks simulated performance 100 of the login and 99 of a dashboard screen', () => {
    const report = [
      screen('login', {}, { performance: 99 }),
      screen('settings', {}, { performance: 99 }),
    ]

    expect(targetMisses(report)).toEqual(['login: simulated performance 99, target ≥ 100'])
  })

  it('fails a metric Lighthouse could not compute', () => {
    const report = [screen('login', { cls: NaN }, {})]

    expect(targetMisses(report)).toEqual(['login: devtools CLS NaN, target ≤ 0.01'])
  })
})
