// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { hiddenColumnsStore, showColumn } from '@/lib/drivers/driver-columns-store'

const KEY = 'fleet-admin:driver-columns:v1'
const html = document.documentElement

/** What the browser dispatches in this tab when another tab writes the key. */
function writeFromAnotherTab(value: string) {
  localStorage.setItem(KEY, value)
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }))
}

// setup.ts clears storage after each test and tells the store, as another tab clearing it would.

describe('the drivers column choice', () => {
  it('has none until one is made: every column shows', () => {
    expect(hiddenColumnsStore.get()).toBeNull()
    expect(html.hasAttribute('data-hidden-columns')).toBe(false)
  })

  // Every column shows without a choice, at any width: hiding one hides that one alone (it once
  // saved the columns a narrow card had dropped as hidden too).
  it('without a choice, hides only the one column', () => {
    showColumn('rating', false)

    expect(hiddenColumnsStore.get()).toEqual(['rating'])
    expect(localStorage.getItem(KEY)).toBe('["rating"]')
    expect(html.getAttribute('data-hidden-columns')).toBe('rating')
  })

  it('without a choice, showing a column saves that every column shows', () => {
    showColumn('trips', true)

    expect(hiddenColumnsStore.get()).toEqual([])
    expect(localStorage.getItem(KEY)).toBe('[]')
    expect(html.getAttribute('data-hidden-columns')).toBe('')
  })

  it('with a choice, changes only the one column', () => {
    hiddenColumnsStore.set(['contact'])
    showColumn('status', false)

    expect(hiddenColumnsStore.get()).toEqual(['contact', 'status'])
    expect(html.getAttribute('data-hidden-columns')).toBe('contact status')
  })

  it("follows another tab's choice and draws it", () => {
    hiddenColumnsStore.get()
    writeFromAnotherTab('["rating"]')

    expect(hiddenColumnsStore.get()).toEqual(['rating'])
    expect(html.getAttribute('data-hidden-columns')).toBe('rating')
  })

  it("ignores another tab's unreadable choice: back to every column", () => {
    hiddenColumnsStore.set(['rating'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    writeFromAnotherTab('{"version":2}')
    expect(warn).toHaveBeenCalledOnce()

    expect(hiddenColumnsStore.get()).toBeNull()
    expect(html.hasAttribute('data-hidden-columns')).toBe(false)
  })
})
