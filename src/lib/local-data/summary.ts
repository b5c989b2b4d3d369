import * as localKeys from '@/config/stored-names/local-keys'
import { jsonCodec, readLocalValue, type LocalValue } from '@/lib/storage/local-value'

// What the head script knows of the drivers before the first paint, which cannot wait for the
// database: written with each commit (and each read of the drivers), kept small.

type DriversSummary = {
  /** The change log's newest entry then: an older summary never replaces a newer one. */
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
    const { seq, changed, count } = (value ?? {}) as Record<string, unknown>
    return isCount(seq) && typeof changed === 'boolean' && isCount(count)
      ? { seq: seq as number, changed, count: count as number }
      : null
  }),
  fallback: () => null,
}

/**
 * Saves `summary` unless a newer one is saved (another tab's later commit). Null saves none: a
 * database in memory outlives no reload, and a new database's log starts again at 0.
 */
export function writeDriversSummary(summary: DriversSummary | null): void {
  const saved = readLocalValue(savedDriversSummary)
  if (summary && saved && saved.seq > summary.seq) return
  try {
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
