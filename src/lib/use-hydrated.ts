import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while React renders prerendered markup (at build time, and while hydrating it in the
 * browser), true from the next render on: for content only the browser can know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
