import { useSyncExternalStore } from 'react'

// The one store primitive: every value the app keeps and shows, in memory (a loading count, the
// profile) or saved in this browser (lib/storage/local-store.ts builds on it), is a Store.

/** A value that can be read, and whose changes can be heard. */
export type Readable<T> = {
  get(): T
  /** `listener` hears every change; `fromAnotherTab` tells one that another tab made. */
  subscribe(listener: (fromAnotherTab: boolean) => void): () => void
}

export type Store<T> = Readable<T> & {
  /** Replaces the value and tells every listener (even when it is the same). */
  set(next: T, fromAnotherTab?: boolean): void
}

/** A store whose value is `initial()` until set: asked at the first read, so nothing runs before. */
export function createStore<T>(initial: () => T): Store<T> {
  let value: { current: T } | undefined
  const listeners = new Set<(fromAnotherTab: boolean) => void>()
  return {
    get: () => (value ??= { current: initial() }).current,
    set(next, fromAnotherTab = false) {
      value = { current: next }
      // A copy: a listener may unsubscribe (or subscribe another) while hearing the change.
      ;[...listeners].forEach((listener) => listener(fromAnotherTab))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/**
 * The store's value, re-rendering on each change. `inMarkup` is the value in prerendered markup
 * and while hydrating it: what the build could know, not what this browser has.
 */
export function useStore<T, M = T>(store: Readable<T>, inMarkup: M): T | M {
  return useSyncExternalStore<T | M>(store.subscribe, store.get, () => inMarkup)
}
