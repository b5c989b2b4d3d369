// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hiddenColumnsStore } from '@/lib/drivers/driver-columns-store'
import {
  deleteView,
  openView,
  restoreView,
  renameView,
  SAVED_VIEWS_KEY,
  saveView,
  savedViews,
} from '@/lib/drivers/saved-views-store'

const saved = () => JSON.parse(localStorage.getItem(SAVED_VIEWS_KEY) ?? 'null') as unknown
const COLUMNS_KEY = 'fleet-admin:driver-columns:v1'

// tests/setup.ts clears storage after each test and tells the stores, as another tab would.

describe('saved views store', () => {
  it('saves, renames, deletes and puts a view back where it was, in storage', () => {
    const first = saveView('Morning', { query: 'status=inactive', columns: null })
    const second = saveView('Evening', { query: 'sort=rating&dir=desc', columns: ['contact'] })
    expect(saved()).toEqual([first, second])

    renameView(first.id, 'Early')
    expect(savedViews().map(({ name }) => name)).toEqual(['Early', 'Evening'])

    const deleted = deleteView(savedViews()[0])
    expect(saved()).toEqual([second])
    restoreView(deleted!)
    expect(savedViews().map(({ name }) => name)).toEqual(['Early', 'Evening'])
    expect(deleteView({ ...second, id: 'gone' })).toBeNull()
  })

  it('finds no views in tampered storage, without an error', () => {
    localStorage.setItem(SAVED_VIEWS_KEY, '[{"id":"x","name":""}]')
    window.dispatchEvent(
      new StorageEvent('storage', { key: SAVED_VIEWS_KEY, storageArea: localStorage }),
    )
    expect(savedViews()).toEqual([])
  })

  it('opens a view: its columns, then the list at its URL', () => {
    const visited: string[] = []
    openView(saveView('No contact', { query: 'q=ana&size=50', columns: ['contact'] }), (to) =>
      visited.push(to),
    )
    expect(hiddenColumnsStore.get()).toEqual(['contact'])
    expect(visited).toEqual(['/dashboard/drivers?q=ana&size=50'])

    // A view saved with no column choice brings back the columns the card fits.
    openView(saveView('Plain', { query: '', columns: null }), (to) => visited.push(to))
    expect(localStorage.getItem(COLUMNS_KEY)).toBeNull()
    expect(hiddenColumnsStore.get()).toBeNull()
    expect(visited.at(-1)).toBe('/dashboard/drivers')
  })
})
