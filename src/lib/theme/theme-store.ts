import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import { savedTheme, type Theme } from './theme'

const themeStore = createLocalStore(savedTheme)

/** Reads the theme now, so every page follows a change made in another tab, not only a toggle's. */
export function followSavedTheme(): void {
  themeStore.get()
}

function toggleTheme(): void {
  themeStore.set(themeStore.get() === 'dark' ? 'light' : 'dark')
}

/** The theme, following every change; light in prerendered markup (CSS shows the real one). */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  return { theme: useLocalStore(themeStore) ?? 'light', toggleTheme }
}
