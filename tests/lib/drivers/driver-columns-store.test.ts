// @vitest-environment jsdom
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
  it('has none until one is made: the width decides', () => {
    expect(hiddenColumnsStore.get()).toBeNull()
    expect(html.hasAttribute('data-hidden-columns')).toBe(false)
  })

  it('without a choice, saves what was seen with the one change', () => {
    showColumn('rating', true, ['contact', 'status'])

    expect(hiddenColumnsStore.get()).toEqual(['trips'])
    expect(localStorage.getItem(KEY)).toBe('["trips"]')
    expect(html.getAttribute('data-hidden-columns')).toBe('trips')
  })

  it('with a choice, changes only the one column, whatever was seen', () => {
    hiddenColumnsStore.set(['contact'])
    showColumn('status', false, ['status'])

    expect(hiddenColumnsStore.get()).toEqual(['contact', 'status'])
    expect(html.getAttribute('data-hidden-columns')).toBe('contact status')
  })

  it("follows another tab's choice and draws it", () => {
    hiddenColumnsStore.get()
    writeFromAnotherTab('["rating"]')

    expect(hiddenColumnsStore.get()).toEqual(['rating'])
    expect(html.getAttribute('data-hidden-columns')).toBe('rating')
  })

  it("ignores another tab's unreadable choice: back to what fits", () => {
    hiddenColumnsStore.set(['rating'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    writeFromAnotherTab('{"version":2}')
    expect(warn).toHaveBeenCalledOnce()

    expect(hiddenColumnsStore.get()).toBeNull()
    expect(html.hasAttribute('data-hidden-columns')).toBe(false)
  })
})
