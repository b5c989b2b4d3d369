import { createStore, useStore, type Readable } from '@/lib/store'
import { readSavedText, type LocalValue } from './local-value'

// A preference saved in this browser (the theme, the sidebar, the columns, the language): a simple
// value, last write wins, shared by every open tab. What admins change is in the local database
// (lib/local-data), not here.

export type LocalStore<T> = Readable<T> & {
  set(next: T): void
  /** Applies `change` to the saved value and saves the result. */
  update(change: (latest: T) => T): void
  /** Forgets the saved value: the fallback from now on, in every tab. */
  reset(): void
}

export function createLocalStore<T>({ key, codec, fallback, show }: LocalValue<T>): LocalStore<T> {
  // Read at the first get(), which starts listening to other tabs.
  const memory = createStore<T>(() => {
    const saved = read()
    show?.(saved)
    window.addEventListener('storage', onStorage)
    return saved
  })
  const { get } = memory

  /** The saved value; the fallback when none is saved, storage is blocked, or it is unreadable. */
  function read(): T {
    const raw = readSavedText(key)
    if (raw === null) return fallback()
    const value = codec.decode(raw)
    if (value !== null) return value
    console.warn(`Ignored the saved ${key}: not in the expected form`)
    return fallback()
  }

  function adopt(next: T, fromAnotherTab = false): void {
    show?.(next)
    memory.set(next, fromAnotherTab)
  }

  // Another tab wrote the key (or cleared storage): adopt its value. Never fires for our own writes.
  function onStorage(event: StorageEvent) {
    if (event.storageArea !== null && event.storageArea !== localStorage) return
    if (event.key === null || event.key === key) adopt(read(), true)
  }

  function set(next: T): void {
    get() // Read first: from then on, other tabs' writes are heard.
    try {
      localStorage.setItem(key, codec.encode(next))
    } catch (error) {
      // Full or blocked: the choice holds for this visit.
      console.warn(`Could not save ${key}`, error)
    }
    adopt(next)
  }

  function reset(): void {
    get()
    try {
      localStorage.removeItem(key)
    } catch (error) {
      console.warn(`Could not forget ${key}`, error)
    }
    adopt(fallback())
  }

  return {
    get,
    set,
    update: (change) => set(change(read())),
    reset,
    subscribe: memory.subscribe,
  }
}

/**
 * The store's value, re-rendering on every change in this tab or another. Undefined in prerendered
 * markup and while hydrating it: only the browser knows what it saved.
 */
export function useLocalStore<T>(store: LocalStore<T>): T | undefined {
  return useStore(store, undefined)
}
