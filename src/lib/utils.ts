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

/**
 * False only while hydrating prerendered markup (drawn for no query) at a URL that has a query.
 * Without one the markup is already right, so hydrating re-renders nothing.
 */
export function useUrlQueryShown(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => import.meta.env.SSR || window.location.search === '',
  )
}
