import * as localKeys from '@/config/stored-names/local-keys'
import { jsonCodec, readLocalValue, type LocalValue } from '@/lib/storage/local-value'

// What the head script knows of the drivers before the first paint, which cannot wait for the
// database: written with each commit (and each read of the drivers), kept small.

export type DriversSummary = {
  /** The database it summarizes (made anew when the browser's data was cleared). */
  db: string
  /** Its change log's newest entry then: an older summary of the same database never replaces it. */
  seq: number
  /** Whether the drivers differ from the sample the pages were drawn with. */
  changed: boolean
  /** How many drivers the list has: the title's `(N total)`. */
  count: number
}

const isCount = (value: unknown) => Number.isSafeInteger(value) && Number(value) >= 0

/** The saved summary; null when there is none (the head script then hides the rows and the count). */
export const savedDriversSummary: LocalValue<DriversSummary | null> = {
  key: localKeys.driversSummary,
  codec: jsonCodec<DriversSummary | null>((value) => {
    const { db, seq, changed, count } = (value ?? {}) as Record<string, unknown>
    return typeof db === 'string' && isCount(seq) && typeof changed === 'boolean' && isCount(count)
      ? { db, seq: seq as number, changed, count: count as number }
      : null
  }),
  fallback: () => null,
}

/**
 * Saves `summary` unless a newer one of the same database is saved (another tab's later commit);
 * null (a database in memory, which outlives no reload) takes any away.
 */
export function writeDriversSummary(summary: DriversSummary | null): void {
  const saved = readLocalValue(savedDriversSummary)
  if (summary && saved?.db === summary.db && saved.seq > summary.seq) return
  try {
    if (!summary) throw new Error('Nothing to summarize')
    localStorage.setItem(localKeys.driversSummary, JSON.stringify(summary))
  } catch {
    // Full: none is better than a stale one (the head script then hides the rows); or blocked.
    try {
      localStorage.removeItem(localKeys.driversSummary)
    } catch {
      // Blocked: the head script finds none either.
    }
  }
}
