import type { Driver } from '@/lib/drivers/drivers-data'
import { foldText, searchMatcher } from '@/lib/drivers/driver-search'
import type { MessageKey } from '@/lib/i18n/message-types'
import { t } from '@/lib/i18n/translate'

/** Drivers listed in the palette at most; a last entry opens the Drivers screen with the rest. */
export const MAX_PALETTE_DRIVERS = 8

/**
 * The palette's groups, in the order shown and chosen from. Account (Log out) comes last: a near
 * miss (`lo`, looking for Lopez) lands on a driver or a view, never on ending the session.
 */
export const PALETTE_GROUPS = ['Screens', 'Actions', 'Drivers', 'Views', 'Account'] as const

export type PaletteGroup = (typeof PALETTE_GROUPS)[number]

const GROUP_NAMES = {
  Screens: 'palette.groups.screens',
  Actions: 'palette.groups.actions',
  Drivers: 'palette.groups.drivers',
  Views: 'palette.groups.views',
  Account: 'palette.groups.account',
} as const satisfies Record<PaletteGroup, MessageKey>

/** A group's heading in the page's language; typing it finds the group's commands. */
export const paletteGroupName = (group: PaletteGroup): string => t(GROUP_NAMES[group])

export type PaletteEntry = {
  group: PaletteGroup
  label: string
  /** More words it answers to, in the page's language. */
  keywords?: string
}

/**
 * The words typed, folded as the drivers search folds them (case and accents ignored); an item
 * matches when its text holds every one of them.
 */
export function searchTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean)
}

export function matchesTerms(text: string, terms: readonly string[]): boolean {
  const haystack = foldText(text)
  return terms.every((term) => haystack.includes(term))
}

/** Commands answering to every word typed, by group name, label or keywords; all for none. */
export function matchingCommands<T extends PaletteEntry>(
  commands: readonly T[],
  query: string,
): T[] {
  const terms = searchTerms(query)
  return commands.filter(({ group, label, keywords = '' }) =>
    matchesTerms(`${paletteGroupName(group)} ${label} ${keywords}`, terms),
  )
}

/**
 * The drivers the list's own search finds (accents, word order, phone digits), in list order; none
 * until something is typed (the list would drown the commands).
 */
export function paletteDrivers(
  drivers: readonly Driver[],
  query: string,
): { shown: Driver[]; matching: number } {
  const matches = searchMatcher(query)
  if (!matches) return { shown: [], matching: 0 }
  const found = drivers.filter(matches)
  return { shown: found.slice(0, MAX_PALETTE_DRIVERS), matching: found.length }
}

/** Entries by group in PALETTE_GROUPS order, each group keeping its own order; none empty. */
export function groupPaletteEntries<T extends PaletteEntry>(
  entries: readonly T[],
): { group: PaletteGroup; entries: T[] }[] {
  return PALETTE_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group),
  })).filter((group) => group.entries.length > 0)
}

const PAGE_STEPS: Record<string, number> = { PageDown: 5, PageUp: -5 }

/** Where PageUp or PageDown moves from `active`: five entries on, stopping at either end. */
export function pagedTo<T>(
  entries: readonly T[],
  active: T | undefined,
  key: string,
): T | undefined {
  const step = PAGE_STEPS[key]
  if (!step || active === undefined) return undefined
  const index = Math.min(Math.max(entries.indexOf(active) + step, 0), entries.length - 1)
  return entries[index]
}
