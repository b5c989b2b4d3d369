// @vitest-environment jsdom
import * as localKeys from '@/config/stored-names/local-keys'
import { describe, expect, it } from 'vitest'
import { hiddenColumnsStore } from '@/lib/drivers/driver-columns-store'
import {
  deleteView,
  openView,
  restoreView,
  renameView,
  saveView,
} from '@/lib/drivers/saved-views-store'
import type { SavedView } from '@/lib/drivers/saved-views'

const saved = () => JSON.parse(localStorage.getItem(localKeys.savedViews) ?? 'null') as SavedView[]
const names = () => saved().map(({ name }) => name)

/** What another tab writes: the store hears of it by the storage event. */
function writeInAnotherTab(views: unknown): void {
  localStorage.setItem(localKeys.savedViews, JSON.stringify(views))
  window.dispatchEvent(
    new StorageEvent('storage', { key: localKeys.savedViews, storageArea: localStorage }),
  )
}
const COLUMNS_KEY = 'fleet-admin:driver-columns:v1'

// tests/setup.ts clears storage after each test and tells the stores, as another tab would.

describe('saved views store', () => {
  it('saves, renames, deletes and puts a view back where it was, in storage', () => {
    expect(saveView(' Morning ', { query: 'status=inactive', columns: null })).toBeNull()
    expect(saveView('Evening', { query: 'sort=rating&dir=desc', columns: ['contact'] })).toBeNull()
    const [first, second] = saved()
    expect(first).toMatchObject({ name: 'Morning', query: 'status=inactive', columns: null })
    expect(second).toMatchObject({ name: 'Evening', columns: ['contact'] })

    expect(renameView(first!.id, 'Early')).toBeNull()
    expect(names()).toEqual(['Early', 'Evening'])

    const deleted = deleteView(saved()[0]!)
    expect(names()).toEqual(['Evening'])
    expect(restoreView(deleted!)).toBeNull()
    expect(names()).toEqual(['Early', 'Evening'])
    expect(deleteView({ ...second!, id: 'gone' })).toBeNull()
  })

  it('refuses what breaks the rule and writes nothing: a taken name, an empty one', () => {
    saveView('Morning', { query: '', columns: null })
    const before = localStorage.getItem(localKeys.savedViews)
    expect(saveView('MORNING', { query: 'q=a', columns: null })).toBe('nameTaken')
    expect(renameView(saved()[0]!.id, '  ')).toBe('emptyName')
    expect(localStorage.getItem(localKeys.savedViews)).toBe(before)
  })

  it('refuses an Undo that would break the rule, saying why, and the views read back whole', () => {
    saveView('Top rated', { query: 'sort=rating&dir=desc', columns: null })
    const deleted = deleteView(saved()[0]!)!
    saveView('TOP RATED', { query: '', columns: null })
    expect(restoreView(deleted)).toBe(
      'Could not restore the view: a view with this name already exists',
    )
    expect(names()).toEqual(['TOP RATED'])

    for (let n = 1; names().length < 50; n++) saveView(`View ${n}`, { query: '', columns: null })
    const again = deleteView(saved()[3]!)!
    saveView('One more', { query: '', columns: null })
    expect(restoreView(again)).toBe('Could not restore the view: you can keep up to 50 views')
    expect(saved()).toHaveLength(50)
    writeInAnotherTab(saved())
    expect(names()).toHaveLength(50)
  })

  it('saves a view of the longest search the box takes, and reads it back', () => {
    const query = String(new URLSearchParams({ q: 'ب'.repeat(200) }))
    expect(saveView('Arabic', { query, columns: null })).toBeNull()
    writeInAnotherTab(saved())
    expect(saved()).toEqual([expect.objectContaining({ name: 'Arabic', query })])
  })

  it('drops a bad saved view alone, and keeps the rest through the next save', () => {
    const good = { id: 'g', name: 'Good', query: '', columns: null }
    writeInAnotherTab([{ id: 'x', name: '' }, good])
    saveView('Next', { query: '', columns: null })
    expect(names()).toEqual(['Good', 'Next'])
  })

  it('opens a view: its columns, then the list at its URL', () => {
    const visited: string[] = []
    saveView('No contact', { query: 'q=ana&size=50', columns: ['contact'] })
    openView(saved()[0]!, (to) => visited.push(to))
    expect(hiddenColumnsStore.get()).toEqual(['contact'])
    expect(visited).toEqual(['/dashboard/drivers?q=ana&size=50'])

    // A view saved with no column choice brings back the columns the card fits.
    saveView('Plain', { query: '', columns: null })
    openView(saved()[1]!, (to) => visited.push(to))
    expect(localStorage.getItem(COLUMNS_KEY)).toBeNull()
    expect(hiddenColumnsStore.get()).toBeNull()
    expect(visited.at(-1)).toBe('/dashboard/drivers')
  })
})
