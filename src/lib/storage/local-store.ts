import { useSyncExternalStore } from 'react'

/** One value saved in localStorage under a versioned key, shared by every open tab. */
export type LocalStore<T> = {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
  /** The value when nothing (or nothing readable) is saved. */
  readonly fallback: T
}

type LocalStoreOptions<T> = {
  key: string
  fallback: T
  /** Checks a parsed JSON value; null when it is not a valid T. */
  parse: (value: unknown) => T | null
}

export function createLocalStore<T>({ key, fallback, parse }: LocalStoreOptions<T>): LocalStore<T> {
  let current = fallback
  let loaded = false
  const listeners = new Set<() => void>()

  function read(): T {
    let raw: string | null
    try {
      raw = localStorage.getItem(key)
    } catch {
      return fallback // Storage blocked (privacy settings): this visit starts from the sample.
    }
    if (raw === null) return fallback
    try {
      const value = parse(JSON.parse(raw))
      if (value !== null) return value
    } catch {
      // Not JSON: handled below like any other unreadable value.
    }
    console.warn(`Ignored the saved ${key}: not in the expected form`)
    return fallback
  }

  // Another tab wrote the key (or cleared storage): adopt its value. Never fires for our own writes.
  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== key) return
    if (event.storageArea !== null && event.storageArea !== localStorage) return
    current = read()
    listeners.forEach((notify) => notify())
  }

  function get(): T {
    if (!loaded) {
      loaded = true
      current = read()
      window.addEventListener('storage', onStorage)
    }
    return current
  }

  function set(next: T): void {
    get()
    current = next
    try {
      localStorage.setItem(key, JSON.stringify(next))
    } catch (error) {
      console.warn(`Could not save ${key}; it lasts until the tab closes`, error)
    }
    listeners.forEach((notify) => notify())
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return { get, set, subscribe, fallback }
}

/**
 * The store's value, re-rendering on every change in this tab or another. Undefined in prerendered
 * markup and while hydrating it: only the browser knows what it saved.
 */
export function useLocalStore<T>(store: LocalStore<T>): T | undefined {
  return useSyncExternalStore(store.subscribe, store.get, () => undefined)
}
