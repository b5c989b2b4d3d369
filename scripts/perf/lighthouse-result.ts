// What the report reads from one Lighthouse result.
import type { Result } from 'lighthouse'
import { APP } from './local-servers'

export type Metrics = ReturnType<typeof metricsOf>
export type Fetched = { file: string; transferBytes: number }
export type FetchedFiles = {
  js: Fetched[]
  css: Fetched[]
  jsBytes: number
  cssBytes: number
  requests: number
}

export const seconds = (ms: number) => Number((ms / 1000).toFixed(2))

export function metricsOf(lhr: Result) {
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
export function median(runs: Metrics[]): Metrics {
  const middle = (key: keyof Metrics) =>
    runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]
  const keys = Object.keys(runs[0]) as (keyof Metrics)[]
  return Object.fromEntries(keys.map((key) => [key, middle(key)])) as Metrics
}

/** Lighthouse reports what it could not compute (NO_LCP, …) inside the audit, not as an error. */
export function lighthouseProblemsOf(lhr: Result): string[] {
  const auditErrors = Object.values(lhr.audits).flatMap((audit) =>
    audit.errorMessage ? [`${audit.id}: ${audit.errorMessage}`] : [],
  )
  return [...auditErrors, ...lhr.runWarnings]
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number }

/** What the browser fetched, from Lighthouse's network log (transfer size: gzip body + headers). */
export function fetchedOf(lhr: Result): FetchedFiles {
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

export function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as {
    items?: { items?: { node?: { snippet?: string } }[] }[]
  }
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
}

export function failingAuditsOf(lhr: Result): string[] {
  const refs = ['accessibility', 'best-practices'].flatMap(
    (id) => lhr.categories[id]?.auditRefs ?? [],
  )
  const audits = refs.map((ref) => lhr.audits[ref.id])
  const failing = audits.filter((a) => a?.scoreDisplayMode === 'binary' && (a.score ?? 1) < 1)
  return failing.map((audit) => `${audit.id}: ${audit.title}`)
}
