import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'
import { createStore, useStore } from './store'

/** Joins class names; of two Tailwind classes that set the same thing, the later one wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

const inTheBrowser = createStore(() => true)

/**
 * False while React renders prerendered markup (at build time, and while hydrating it in the
 * browser), true from the next render on: for content only the browser can know.
 */
export function useHydrated(): boolean {
  return useStore(inTheBrowser, false)
}
