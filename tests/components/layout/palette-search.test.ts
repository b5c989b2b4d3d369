import { describe, expect, it } from 'vitest'
import {
  groupPaletteEntries,
  matchesTerms,
  matchingCommands,
  MAX_PALETTE_DRIVERS,
  pagedTo,
  paletteDrivers,
  searchTerms,
  type PaletteEntry,
} from '@/components/layout/palette-search'
import { queryDrivers } from '@/lib/drivers/drivers-query'
import { sampleDrivers } from '@/lib/drivers/drivers-data'

describe('palette search', () => {
  it('splits what was typed into lower-case words', () => {
    expect(searchTerms('  Maria   GARCIA ')).toEqual(['maria', 'garcia'])
    expect(searchTerms('   ')).toEqual([])
  })

  it('matches text holding every word, in any order and case', () => {
    expect(matchesTerms('Maria Garcia maria.garcia2@example.com', ['garcia', 'mar'])).toBe(true)
    expect(matchesTerms('Maria Garcia', ['maria', 'smith'])).toBe(false)
  })

  it('lists no drivers until something is typed', () => {
    expect(paletteDrivers(sampleDrivers, '  ')).toEqual({ shown: [], matching: 0 })
  })

  it('finds drivers in list order, at most a few, and counts them all', () => {
    const byName = paletteDrivers(sampleDrivers, 'maria')
    expect(byName.matching).toBe(5)
    expect(byName.shown.map((driver) => driver.id)).toEqual([2, 12, 22, 32, 42])

    expect(paletteDrivers(sampleDrivers, 'sofia.lopez10@').shown.map((d) => d.id)).toEqual([10])

    const many = paletteDrivers(sampleDrivers, 'example.com')
    expect(many.matching).toBe(50)
    expect(many.shown).toHaveLength(MAX_PALETTE_DRIVERS)
  })

  // One matcher for drivers: the palette finds exactly what the Drivers list's search finds.
  const listFinds = (search: string) =>
    queryDrivers(sampleDrivers, {
      search,
      status: 'all',
      sort: null,
      page: 1,
      size: 10,
    }).matches.map((driver) => driver.id)
  const paletteFinds = (search: string) => {
    const { shown, matching } = paletteDrivers(sampleDrivers, search)
    const listed = listFinds(search)
    // What it lists is the start of the list's matches; its count is theirs.
    expect(shown.map((driver) => driver.id)).toEqual(listed.slice(0, MAX_PALETTE_DRIVERS))
    return matching
  }

  it.each(['garcía', 'smith james', '555 8919', '8919', '1', '+1 (555) 891-9', 'GARCIA'])(
    'finds what the list finds for "%s"',
    (search) => {
      expect(paletteFinds(search)).toBe(listFinds(search).length)
      expect(paletteFinds(search)).toBeGreaterThan(0)
    },
  )

  it("finds what the list finds for every sample driver's name, e-mail and phone digits", () => {
    for (const { name, email, phone } of sampleDrivers) {
      for (const search of [name, email, phone.replace(/\D/g, '')]) {
        expect(paletteFinds(search), search).toBe(listFinds(search).length)
      }
    }
  })
})

// The palette's commands as it offers them (use-palette-items.ts), in the order it lists them.
const commands: PaletteEntry[] = [
  { group: 'Screens', label: 'Dashboard' },
  { group: 'Screens', label: 'Drivers' },
  { group: 'Screens', label: 'Settings' },
  { group: 'Actions', label: 'Switch to dark theme', keywords: 'toggle theme dark light mode' },
  { group: 'Actions', label: 'Show keyboard shortcuts', keywords: 'help keys' },
  { group: 'Account', label: 'Log out', keywords: 'logout sign out' },
]

/** What the palette lists for `query`, in its order: matching commands and drivers, ranked. */
function ranked(query: string): string[] {
  const drivers = paletteDrivers(sampleDrivers, query).shown.map((driver): PaletteEntry => ({
    group: 'Drivers',
    label: driver.name,
  }))
  return groupPaletteEntries([...matchingCommands(commands, query), ...drivers]).flatMap((group) =>
    group.entries.map((entry) => entry.label),
  )
}

describe('palette ranking', () => {
  it("puts the drivers above Log out for 'lo' (looking for Lopez), so Enter opens a driver", () => {
    const labels = ranked('lo')

    expect(labels[0]).toBe('Carlos Davis')
    expect(labels).toContain('Sofia Lopez')
    expect(labels.at(-1)).toBe('Log out')
  })

  it.each(['', 'o', 's', 'out', 'log', 'logout'])(
    'lists Log out last among the matches for %j',
    (query) => {
      const labels = ranked(query)
      expect(labels).toContain('Log out')
      expect(labels.at(-1)).toBe('Log out')
    },
  )

  it('lists screens, then actions, then drivers, each group in its own order', () => {
    expect(ranked('')).toEqual(commands.map((command) => command.label))
    expect(
      groupPaletteEntries([
        { group: 'Account', label: 'Log out' },
        { group: 'Drivers', label: 'Mei Smith' },
        { group: 'Actions', label: 'Show keyboard shortcuts' },
        { group: 'Drivers', label: 'Maria Garcia' },
        { group: 'Screens', label: 'Settings' },
      ]),
    ).toEqual([
      { group: 'Screens', entries: [{ group: 'Screens', label: 'Settings' }] },
      { group: 'Actions', entries: [{ group: 'Actions', label: 'Show keyboard shortcuts' }] },
      {
        group: 'Drivers',
        entries: [
          { group: 'Drivers', label: 'Mei Smith' },
          { group: 'Drivers', label: 'Maria Garcia' },
        ],
      },
      { group: 'Account', entries: [{ group: 'Account', label: 'Log out' }] },
    ])
  })

  it('matches commands by group, label or keywords, every word typed', () => {
    const labels = (query: string) => matchingCommands(commands, query).map((c) => c.label)
    expect(labels('')).toHaveLength(commands.length)
    expect(labels('screens')).toEqual(['Dashboard', 'Drivers', 'Settings'])
    expect(labels('dark')).toEqual(['Switch to dark theme'])
    expect(labels('sign out')).toEqual(['Log out'])
    expect(labels('help theme')).toEqual([])
  })

  it('matches commands regardless of accents and case, either way round', () => {
    const views = [
      { group: 'Views' as const, label: 'Open view: Über-Fahrer' },
      { group: 'Views' as const, label: 'Open view: Garcia' },
    ]
    const labels = (query: string) => matchingCommands(views, query).map((c) => c.label)
    expect(labels('uber')).toEqual(['Open view: Über-Fahrer'])
    expect(labels('ÜBER fahrer')).toEqual(['Open view: Über-Fahrer'])
    expect(labels('garcía')).toEqual(['Open view: Garcia'])
  })
})

describe('PageUp and PageDown', () => {
  const entries = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

  it('move five entries, stopping at either end', () => {
    expect(pagedTo(entries, 'a', 'PageDown')).toBe('f')
    expect(pagedTo(entries, 'e', 'PageDown')).toBe('h')
    expect(pagedTo(entries, 'h', 'PageDown')).toBe('h')
    expect(pagedTo(entries, 'h', 'PageUp')).toBe('c')
    expect(pagedTo(entries, 'c', 'PageUp')).toBe('a')
  })

  it('leave other keys, and an empty list, to others', () => {
    expect(pagedTo(entries, 'a', 'ArrowDown')).toBeUndefined()
    expect(pagedTo(entries, 'a', 'Enter')).toBeUndefined()
    expect(pagedTo([], undefined, 'PageDown')).toBeUndefined()
  })
})
