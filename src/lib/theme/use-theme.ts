import { useCallback, useSyncExternalStore } from 'react'
import { DEFAULT_THEME, getTheme, setTheme, subscribeToTheme, type Theme } from './theme-store'

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, getTheme, () => DEFAULT_THEME)
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), [])
  return { theme, toggleTheme }
}
