import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  getTheme,
  parseTheme,
  readStoredTheme,
  setTheme,
  subscribeToTheme,
  useTheme,
} from '@/lib/theme/theme-store'

describe('theme store', () => {
  it.each([
    [null, 'light'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['DARK', 'light'],
    ['{"theme":"dark"}', 'light'],
    ['', 'light'],
  ])('reads stored %j as %s', (stored, expected) => {
    expect(parseTheme(stored)).toBe(expected)
  })

  it('applies the dark class on the page root and persists under "theme"', () => {
    setTheme('dark')
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(getTheme()).toBe('dark')

    setTheme('light')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(readStoredTheme()).toBe('light')
  })

  it('colours the browser bars like the page background', () => {
    const meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
    setTheme('dark')
    expect(meta.content).toBe('#09090b')
    setTheme('light')
    expect(meta.content).toBe('#ffffff')
    meta.remove()
  })

  it('defaults to light when storage is tampered with', () => {
    localStorage.setItem('theme', 'purple')
    expect(readStoredTheme()).toBe('light')
  })
})

describe('useTheme', () => {
  it('follows the page theme, toggles it, and stops listening once unmounted', () => {
    setTheme('light')
    const { result, unmount } = renderHook(() => useTheme())
    expect(result.current.theme).toBe('light')

    act(() => result.current.toggleTheme())
    expect(result.current.theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    act(() => result.current.toggleTheme())
    expect(result.current.theme).toBe('light')

    const renders = vi.fn()
    const unsubscribe = subscribeToTheme(renders)
    unmount()
    act(() => setTheme('dark'))
    expect(renders).toHaveBeenCalledOnce()
    unsubscribe()
    setTheme('light')
    expect(renders).toHaveBeenCalledOnce()
  })

  it('reads light when storage cannot be read at all', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(readStoredTheme()).toBe('light')
  })
})
