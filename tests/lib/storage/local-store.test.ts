// @vitest-environment jsdom
// jsdom: happy-dom binds each storage's own methods, so a spy on Storage.prototype misses them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLocalStore } from '@/lib/storage/local-store'
import { jsonCodec, plainTextCodec } from '@/lib/storage/local-value'

const KEY = 'test:numbers:v1'
const FALLBACK = [1, 2]

const parseNumbers = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number')
    ? (value as number[])
    : null

const newStore = () =>
  createLocalStore({ key: KEY, codec: jsonCodec(parseNumbers), fallback: () => FALLBACK })

/** What the browser dispatches in this tab when another tab writes (or clears) storage. */
function writeFromAnotherTab(key: string | null, value?: string) {
  if (key === null) localStorage.clear()
  else if (value !== undefined) localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }))
}

afterEach(() => vi.restoreAllMocks())

describe('a value saved in localStorage', () => {
  it('starts from the fallback when nothing is saved, without writing it', () => {
    const store = newStore()

    expect(store.get()).toBe(FALLBACK)
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('reads a saved value once, then serves it from memory', () => {
    localStorage.setItem(KEY, '[3,4]')
    const read = vi.spyOn(Storage.prototype, 'getItem')
    const store = newStore()

    expect(store.get()).toEqual([3, 4])
    expect(store.get()).toBe(store.get())
    expect(read).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['not JSON', '[3,'],
    ['the wrong shape', '{"numbers":[3]}'],
    ['the wrong types', '["3"]'],
  ])('falls back, with a console warning, when the saved value is %s', (_case, raw) => {
    localStorage.setItem(KEY, raw)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    expect(newStore().get()).toBe(FALLBACK)
    expect(warn).toHaveBeenCalledWith(`Ignored the saved ${KEY}: not in the expected form`)
  })

  it('falls back when storage cannot be read at all', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })

    expect(newStore().get()).toBe(FALLBACK)
  })

  it('saves every change as JSON and tells subscribers', () => {
    const store = newStore()
    const listener = vi.fn()
    store.subscribe(listener)

    store.set([5])

    expect(store.get()).toEqual([5])
    expect(localStorage.getItem(KEY)).toBe('[5]')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps a change for this visit, with a warning, when it cannot be saved', () => {
    const store = newStore()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    store.set([6])

    expect(store.get()).toEqual([6])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('stops telling a subscriber that unsubscribed', () => {
    const store = newStore()
    const listener = vi.fn()
    store.subscribe(listener)()

    store.set([7])

    expect(listener).not.toHaveBeenCalled()
  })
})

describe('another tab', () => {
  it("adopts another tab's write of the same key and tells subscribers", () => {
    const store = newStore()
    store.get()
    const listener = vi.fn()
    store.subscribe(listener)

    writeFromAnotherTab(KEY, '[8,9]')

    expect(store.get()).toEqual([8, 9])
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('hears other tabs even while no screen is subscribed', () => {
    const store = newStore()
    store.get()

    writeFromAnotherTab(KEY, '[10]')

    expect(store.get()).toEqual([10])
  })

  it('ignores writes to other keys and to sessionStorage', () => {
    localStorage.setItem(KEY, '[1]')
    const store = newStore()
    store.get()
    const listener = vi.fn()
    store.subscribe(listener)

    writeFromAnotherTab('test:other:v1', '[2]')
    localStorage.setItem(KEY, '[3]')
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: sessionStorage }))

    expect(store.get()).toEqual([1])
    expect(listener).not.toHaveBeenCalled()
  })

  it('returns to the fallback when another tab clears storage', () => {
    localStorage.setItem(KEY, '[4]')
    const store = newStore()
    store.get()

    writeFromAnotherTab(null)

    expect(store.get()).toBe(FALLBACK)
  })

  it("falls back, with a warning, when another tab's value is unreadable", () => {
    const store = newStore()
    store.set([1])
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    writeFromAnotherTab(KEY, 'garbage')

    expect(store.get()).toBe(FALLBACK)
  })
})

describe('a change applied to the freshest value', () => {
  const append = (item: number) => (numbers: number[]) => [...numbers, item]

  it('applies it to what storage holds now, not to what this tab last heard', () => {
    const store = newStore()
    store.get()
    // Another tab's write, whose storage event has not arrived yet.
    localStorage.setItem(KEY, '[1,2,3]')

    store.update(append(4))

    expect(store.get()).toEqual([1, 2, 3, 4])
    expect(localStorage.getItem(KEY)).toBe('[1,2,3,4]')
  })

  it('is a preference: the last write wins, another tab’s as much as this one’s', () => {
    const store = newStore()
    store.update(append(3))

    writeFromAnotherTab(KEY, '[9]')

    expect(store.get()).toEqual([9])
    expect(localStorage.getItem(KEY)).toBe('[9]')
  })

  it("tells subscribers whether a change was this tab's or another's", () => {
    const store = newStore()
    const listener = vi.fn()
    store.subscribe(listener)

    store.set([1])
    writeFromAnotherTab(KEY, '[2]')

    expect(listener.mock.calls).toEqual([[false], [true]])
  })
})

describe('a value stored as plain text, shown on <html>', () => {
  const newFlagStore = () =>
    createLocalStore({
      key: 'test:flag',
      codec: plainTextCodec(true, false),
      fallback: () => false,
      show: (on: boolean) => document.documentElement.toggleAttribute('data-test-flag', on),
    })

  it('reads and writes "true" and "false", not JSON', () => {
    localStorage.setItem('test:flag', 'true')
    const store = newFlagStore()
    expect(store.get()).toBe(true)

    store.set(false)

    expect(localStorage.getItem('test:flag')).toBe('false')
  })

  it('shows the value when first read, on every change and on every change of another tab', () => {
    const root = document.documentElement
    localStorage.setItem('test:flag', 'true')
    const store = newFlagStore()

    store.get()
    expect(root).toHaveAttribute('data-test-flag')
    store.set(false)
    expect(root).not.toHaveAttribute('data-test-flag')
    writeFromAnotherTab('test:flag', 'true')
    expect(root).toHaveAttribute('data-test-flag')
    root.removeAttribute('data-test-flag')
  })

  it('falls back, with a warning, for any other text', () => {
    localStorage.setItem('test:flag', 'yes')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    expect(newFlagStore().get()).toBe(false)
    expect(warn).toHaveBeenCalledWith('Ignored the saved test:flag: not in the expected form')
  })
})
