import type { Driver } from '@/lib/drivers/drivers-data'

/** Drivers listed in the palette at most; a last entry opens the Drivers screen with the rest. */
export const MAX_PALETTE_DRIVERS = 8

/** The words typed, lower-cased; an item matches when its text holds every one of them. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean)
}

export function matchesTerms(text: string, terms: readonly string[]): boolean {
  const haystack = text.toLowerCase()
  return terms.every((term) => haystack.includes(term))
}

/** Drivers by name or e-mail; none until something is typed (the list would drown the commands). */
export function paletteDrivers(
  drivers: readonly Driver[],
  query: string,
): { shown: Driver[]; matching: number } {
  const terms = searchTerms(query)
  if (terms.length === 0) return { shown: [], matching: 0 }
  const matches = drivers.filter((driver) => matchesTerms(`${driver.name} ${driver.email}`, terms))
  return { shown: matches.slice(0, MAX_PALETTE_DRIVERS), matching: matches.length }
}
