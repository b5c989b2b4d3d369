// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseLanguage, followLanguageChoice } from '@/lib/i18n/language-choice'

afterEach(() => {
  document.cookie = 'fleet_admin_language=; Max-Age=0; Path=/'
  localStorage.clear()
})

describe('chooseLanguage', () => {
  it('saves the language in the app’s cookie, tells other tabs and reloads', () => {
    const reload = vi.fn()
    chooseLanguage('de', reload)
    expect(document.cookie).toContain('fleet_admin_language=de')
    expect(localStorage.getItem('fleet-admin:language')).toBe('de')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('still saves and reloads when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const reload = vi.fn()
    chooseLanguage('ar', reload)
    expect(document.cookie).toContain('fleet_admin_language=ar')
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('followLanguageChoice', () => {
  /** What another tab's choice (or its clearing storage) looks like here. */
  const otherTab = (key: string, newValue: string | null) => {
    if (newValue === null) localStorage.removeItem(key)
    else localStorage.setItem(key, newValue)
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }))
  }

  it('reloads when another tab chooses another language, and only then', () => {
    const reload = vi.fn()
    followLanguageChoice(reload)
    otherTab('fleet-admin:language', 'en')
    otherTab('theme', 'de')
    otherTab('fleet-admin:language', null)
    otherTab('fleet-admin:language', 'klingon')
    expect(reload).not.toHaveBeenCalled()
    otherTab('fleet-admin:language', 'de')
    expect(reload).toHaveBeenCalledOnce()
  })
})
