import * as localKeys from '@/config/stored-names/local-keys'
import { plainTextCodec, type LocalValue } from '@/lib/storage/local-value'

export type Theme = 'light' | 'dark'

/** The page background per theme (index.css), for the browser's own bars on phones. */
export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#09090b' }

function showTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme])
}

/**
 * The admin's theme, saved as plain 'light' or 'dark' under 'theme' (SPEC); anything else, or
 * nothing, is light (SPEC §4, §9: the default), whatever the system prefers. Dark is the `dark`
 * class on <html>, set by the head script too.
 */
export const savedTheme: LocalValue<Theme> = {
  key: localKeys.theme,
  codec: plainTextCodec<Theme>('light', 'dark'),
  fallback: () => 'light',
  show: showTheme,
}
