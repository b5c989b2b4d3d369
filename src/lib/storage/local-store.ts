import { createStore, useStore, type Readable } from '@/lib/store'
import { readSavedText, type LocalValue } from './local-value'
import { recentChanges } from './recent-changes'

/** A value saved in this browser (see LocalValue), shared by every open tab. */
export type LocalStore<T> = Readable<T> & {
  set(next: T): void
  /**
   * Applies `change` to the freshest saved value and saves the result. `change` must give the same
   * result when applied again: it is, to another tab's value written at the same moment.
   */
  update(change: (latest: T) => T): void
  /**
   * The same, only if the browser saves it: when its storage is full (or blocked), nothing changes
   * and it is false, where `update` would keep the value until the tab closes.
   */
  updateIfSaved(change: (latest: T) => T): boolean
  /** Forgets the saved value: the fallback from now on, in every tab. */
  reset(): void
}

// localStorage has no atomic read-modify-write across tabs: two tabs writing within a few
// milliseconds each save a value without the other's change. A change stays this long to be
// applied again to a write that crossed it, whose storage event took over a second to arrive on a
// busy machine; undoing it on purpose in another tab of the same browser takes longer.
const CROSSING_WRITE_MS = 5000

export function createLocalStore<T>({ key, codec, fallback, show }: LocalValue<T>): LocalStore<T> {
  const crossable = recentChanges<T>(CROSSING_WRITE_MS)
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

  /** Writes `next`; false when the browser refuses (its storage is full, or blocked). */
  function save(next: T): boolean {
    try {
      localStorage.setItem(key, codec.encode(next))
      return true
    } catch (error) {
      console.warn(`Could not save ${key}`, error)
      return false
    }
  }

  function adopt(next: T, fromAnotherTab = false): void {
    show?.(next)
    memory.set(next, fromAnotherTab)
  }

  /** Another tab's value, with this tab's changes that its write crossed applied again. */
  function withCrossedChanges(theirs: T): T {
    const merged = crossable.applyTo(theirs)
    if (codec.encode(merged) !== codec.encode(theirs)) save(merged)
    return merged
  }

  // Another tab wrote the key (or cleared storage): adopt its value. Never fires for our own writes.
  function onStorage(event: StorageEvent) {
    if (event.storageArea !== null && event.storageArea !== localStorage) return
    if (event.key === null) {
      crossable.clear() // Cleared on purpose: nothing of ours to keep.
      adopt(read(), true)
    } else if (event.key === key) {
      adopt(withCrossedChanges(read()), true)
    }
  }

  function set(next: T): void {
    get() // Read first: from then on, other tabs' writes are heard.
    save(next)
    adopt(next)
  }

  function update(change: (latest: T) => T, onlyIfSaved = false): boolean {
    get()
    // Storage, not memory: another tab's write may be there before its storage event is.
    const latest = read()
    const next = change(latest)
    const saved = codec.encode(next) === codec.encode(latest) || save(next)
    if (!saved && onlyIfSaved) return false
    crossable.add(change)
    adopt(next)
    return saved
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
    update: (change) => void update(change),
    updateIfSaved: (change) => update(change, true),
    reset,
    subscribe: memory.subscribe,
  }
}

/**
 * Applies `change` to the store's freshest value and gives its outcome: what it answered the first
 * time (the store may apply it again, to another tab's crossing write). A change that is refused
 * gives back the value it was handed.
 */
export function updateWithOutcome<T, Outcome>(
  store: LocalStore<T>,
  change: (latest: T) => { next: T; outcome: Outcome },
): Outcome {
  let first: { outcome: Outcome } | undefined
  store.update((latest) => {
    const { next, outcome } = change(latest)
    first ??= { outcome }
    return next
  })
  return first!.outcome
}

/**
 * The store's value, re-rendering on every change in this tab or another. Undefined in prerendered
 * markup and while hydrating it: only the browser knows what it saved.
 */
export function useLocalStore<T>(store: LocalStore<T>): T | undefined {
  return useStore(store, undefined)
}
