import type { Readable } from './store'

/**
 * A value computed from other stores, computed again only when one of theirs is a new value: the
 * same object until then, so React draws it once.
 */
export function derivedStore<T>(
  sources: readonly Readable<unknown>[],
  compute: () => T,
): Readable<T> {
  let computed: { from: unknown[]; value: T } | undefined
  return {
    get() {
      const from = sources.map((source) => source.get())
      if (!computed || computed.from.some((value, index) => value !== from[index])) {
        computed = { from, value: compute() }
      }
      return computed.value
    },
    subscribe(listener) {
      const stops = sources.map((source) => source.subscribe(listener))
      return () => stops.forEach((stop) => stop())
    },
  }
}
