// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showLocalValue } from '@/lib/storage/local-value'
import { savedTheme } from '@/lib/theme/theme'
import { useTheme } from '@/lib/theme/theme-store'

const root = document.documentElement

/** What the browser dispatches in this tab when another tab saves the theme. */
function saveFromAnotherTab(theme: string) {
  act(() => {
    localStorage.setItem('theme', theme)
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', storageArea: localStorage }))
  })
}

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('the theme before the app runs (head script)', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['DARK', false, 'light'],
    ['purple', true, 'light'],
    ['', false, 'light'],
  ])('saved %j with a dark system %s shows %s', (saved, systemDark, expected) => {
    if (saved !== null) localStorage.setItem('theme', saved)
    prefersDark(systemDark)
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    showLocalValue(savedTheme)

    expect(root.classList.contains('dark')).toBe(expected === 'dark')
  })

  it('is light when storage cannot be read at all, whatever the system prefers', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    prefersDark(true)

    showLocalValue(savedTheme)

    expect(root).not.toHaveClass('dark')
  })

  it('colours the browser bars like the page background', () => {
    const meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
    localStorage.setItem('theme', 'dark')
    showLocalValue(savedTheme)
    expect(meta.content).toBe('#09090b')
    localStorage.setItem('theme', 'light')
    showLocalValue(savedTheme)
    expect(meta.content).toBe('#ffffff')
    meta.remove()
  })
})

describe('useTheme', () => {
  it('toggles between light and dark, saving the choice as plain text under "theme"', () => {
    const { result } = renderHook(() => useTheme())
    expect(result.current.theme).toBe('light')

    act(() => result.current.toggleTheme())
    expect(result.current.theme).toBe('dark')
    expect(root).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')

    act(() => result.current.toggleTheme())
    expect(result.current.theme).toBe('light')
    expect(root).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('starts light on a dark system and saves nothing until the admin picks one', () => {
    prefersDark(true)
    // A fresh start, as another tab's clearing of storage gives.
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))

    const { result } = renderHook(() => useTheme())

    expect(result.current.theme).toBe('light')
    expect(localStorage.getItem('theme')).toBeNull()
    act(() => result.current.toggleTheme())
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('follows a theme chosen in another tab', () => {
    const { result } = renderHook(() => useTheme())

    saveFromAnotherTab('dark')
    expect(result.current.theme).toBe('dark')
    expect(root).toHaveClass('dark')

    saveFromAnotherTab('light')
    expect(result.current.theme).toBe('light')
    expect(root).not.toHaveClass('dark')
  })
})
