import { clsx, type ClassValue } from 'clsx'
import { useSyncExternalStore } from 'react'

// Small helpers for every screen. They live here, in the entry chunk (the login screen uses cn),
// because a module shared only by lazy chunks becomes a chunk of its own: one more request.

export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}

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
