import { afterEach, describe, expect, it } from 'vitest'
import de from '@/lib/i18n/catalogs/de'
import en from '@/lib/i18n/catalogs/en'
import { setCatalog } from '@/lib/i18n/translate'
import { modifierKeyName, modifierShortcut } from '@/lib/keyboard/key-names'

afterEach(() => setCatalog('en', en))

describe('key names', () => {
  it('name Ctrl as the keyboard prints it, and ⌘ on Apple keyboards', () => {
    expect(modifierShortcut(false, 'K')).toBe('Ctrl+K')
    expect(modifierShortcut(false, 'B', ' ')).toBe('Ctrl B')
    expect(modifierShortcut(true, 'K')).toBe('⌘K')
  })

  it('say Strg on a German keyboard', () => {
    setCatalog('de', de)
    expect(modifierKeyName(false)).toBe('Strg')
    expect(modifierShortcut(false, 'K')).toBe('Strg+K')
    expect(modifierKeyName(true)).toBe('⌘')
  })
})
