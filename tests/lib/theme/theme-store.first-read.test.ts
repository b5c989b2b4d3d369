// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import { followSavedTheme } from '@/lib/theme/theme-store'

// A file of its own: nothing else here reads the theme first, as on a page with no theme toggle.
it('follows a theme chosen in another tab from the start, on pages with no toggle too', () => {
  followSavedTheme()

  localStorage.setItem('theme', 'dark')
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }))

  expect(document.documentElement).toHaveClass('dark')
})
