import { useCallback, useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'theme'
export const DEFAULT_THEME: Theme = 'light'

/** The page background per theme (index.css), for the browser's own bars on phones. */
export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#09090b' }

/** Anything but the exact string 'dark' (missing, tampered, unreadable) means light. */
export function parseTheme(stored: string | null | undefined): Theme {
  return stored === 'dark' ? 'dark' : DEFAULT_THEME
}

export function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    return DEFAULT_THEME
  }
}

const listeners = new Set<() => void>()

export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme])
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or a full quota: the theme still applies for this visit.
  }
  listeners.forEach((notify) => notify())
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The theme, following every change; light in prerendered markup (CSS shows the real one). */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, getTheme, () => DEFAULT_THEME)
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), [])
  return { theme, toggleTheme }
}
