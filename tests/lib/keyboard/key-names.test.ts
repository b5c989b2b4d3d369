import { afterEach, describe, expect, it } from 'vitest'
import { setCatalog } from '@/lib/i18n/translate'
import { altKeyName, modifierKeyName, modifierShortcut } from '@/lib/keyboard/key-names'
import { everyText } from '../../support/catalogs'

afterEach(() => setCatalog('en', everyText.en))

describe('key names', () => {
  it('name Ctrl as the keyboard prints it, and ⌘ on Apple keyboards', () => {
    expect(modifierShortcut(false, 'K')).toBe('Ctrl+K')
    expect(modifierShortcut(false, 'B', ' ')).toBe('Ctrl B')
    expect(modifierShortcut(true, 'K')).toBe('⌘K')
  })

  it('say Strg on a German keyboard', () => {
    setCatalog('de', everyText.de)
    expect(modifierKeyName(false)).toBe('Strg')
    expect(modifierShortcut(false, 'K')).toBe('Strg+K')
    expect(modifierKeyName(true)).toBe('⌘')
    expect(altKeyName(false)).toBe('Alt')
    expect(altKeyName(true)).toBe('⌥')
  })
})
