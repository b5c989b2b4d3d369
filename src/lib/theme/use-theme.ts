import { useCallback, useSyncExternalStore } from 'react'
import { getTheme, setTheme, subscribeToTheme, type Theme } from './theme-store'

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, getTheme)
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), [])
  return { theme, toggleTheme }
}
