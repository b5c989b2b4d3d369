/** A set of change listeners: what a store hands `useSyncExternalStore`, and tells of each change. */
export type Listeners = {
  /** Adds `listener`; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void
  /** Calls every listener added and not yet removed. */
  notify: () => void
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    notify: () => [...listeners].forEach((listener) => listener()),
  }
}
