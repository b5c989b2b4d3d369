/** A store's change listeners: `subscribe` is what `useSyncExternalStore` takes. */
export type Listeners<Args extends unknown[] = []> = {
  /** Adds `listener`; returns the unsubscribe. */
  subscribe: (listener: (...args: Args) => void) => () => void
  /** Calls every listener added and not yet removed. */
  notify: (...args: Args) => void
}

export function createListeners<Args extends unknown[] = []>(): Listeners<Args> {
  const listeners = new Set<(...args: Args) => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    notify: (...args) => [...listeners].forEach((listener) => listener(...args)),
  }
}
