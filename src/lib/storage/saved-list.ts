// Reading a saved list entry by entry, so that one bad entry never takes its neighbours with it.

/**
 * Reads the entries of a saved list in their stored order. `readEntry` gives an entry as the app
 * keeps it, or null when it is unreadable or clashes with one already kept (the first stored
 * wins); a null entry is dropped alone. At most `max` entries are kept, the first ones. A value
 * that is not a list, or whose every entry was dropped, is null: nothing readable was saved.
 */
export function readSavedList<T>(
  value: unknown,
  readEntry: (item: unknown, kept: readonly T[]) => T | null,
  max = Infinity,
): T[] | null {
  if (!Array.isArray(value)) return null
  const kept: T[] = []
  for (const item of value as unknown[]) {
    if (kept.length >= max) break
    const entry = readEntry(item, kept)
    if (entry !== null) kept.push(entry)
  }
  return value.length > 0 && kept.length === 0 ? null : kept
}

/**
 * The same for a saved record keyed by id (`{ "7": … }`), entries in the order JavaScript lists
 * them (integer keys ascending). A value that is not a plain object is null.
 */
export function readSavedRecord<T>(
  value: unknown,
  readEntry: (entry: [key: string, item: unknown], kept: readonly [string, T][]) => T | null,
): [string, T][] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  return readSavedList<[string, T]>(Object.entries(value), (entry, kept) => {
    const [key, item] = entry as [string, unknown]
    const read = readEntry([key, item], kept)
    return read === null ? null : [key, read]
  })
}
