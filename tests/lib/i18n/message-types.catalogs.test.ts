import { describe, expect, it } from 'vitest'
import type { Message } from '@/lib/i18n/message-types'
import { everyText } from '../../support/catalogs'

// TypeScript already refuses a missing key or placeholder (catalogs' `satisfies Translation`);
// these check what types cannot: no extra key or placeholder, the plural forms each language has.

// Each with its drivers desk texts: those catalogs follow the same rules.
const { en, de, ar } = everyText
const translations = { de, ar } as const

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)
const textsOf = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message)
const englishPlaceholders = (message: Message) =>
  [...new Set(textsOf(message).flatMap(placeholders))].sort()

describe.each(Object.entries(translations))('the %s catalog', (language, catalog) => {
  const messages = catalog as Record<string, Message>
  const plural = new Intl.PluralRules(language)

  it('has exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
  })

  it.each(Object.entries(en as Record<string, Message>))(
    '%s: same kind and placeholders',
    (key, source) => {
      const message = messages[key]
      expect(typeof message).toBe(typeof source)
      for (const text of textsOf(message)) {
        expect(text.trim(), key).not.toBe('')
        // Every form names only the English placeholders (a form may leave out `{count}`: "one").
        expect(englishPlaceholders(source), key).toEqual(
          expect.arrayContaining([...new Set(placeholders(text))]),
        )
      }
      if (typeof message === 'string') {
        expect([...new Set(placeholders(message))].sort(), key).toEqual(englishPlaceholders(source))
      } else {
        // Every form the language's plural rules use, and no other.
        expect(Object.keys(message).sort(), key).toEqual(
          [...plural.resolvedOptions().pluralCategories].sort(),
        )
      }
    },
  )
})

// One way to write an ellipsis in each language: English the spec's three dots ('Loading...') and
// the sign only where an issue names the text so ('Save current view…'), German a space and the
// sign ('Wird geladen …'), Arabic the sign ('جارٍ التحميل…').
const ELLIPSES = { en: ['...', '…'], de: [' …'], ar: ['…'] } as const

describe.each(Object.entries({ en, ...translations }))('the %s catalog', (language, catalog) => {
  it('writes every ellipsis one way', () => {
    const texts = Object.values(catalog as Record<string, Message>).flatMap(textsOf)
    const written = texts.flatMap((text) => [...text.matchAll(/ ?(?:\.\.\.|…)/g)].map(([e]) => e))
    expect(written.length).toBeGreaterThan(0)
    expect(new Set(written)).toEqual(new Set(ELLIPSES[language as keyof typeof ELLIPSES]))
  })
})

describe('the English catalog', () => {
  it('writes plural messages in the forms English has (one only where the words change)', () => {
    for (const [key, message] of Object.entries(en as Record<string, Message>)) {
      if (typeof message === 'string') continue
      expect(message.other, key).toBeTruthy()
      expect(['one', 'other'], key).toEqual(expect.arrayContaining(Object.keys(message)))
    }
  })
})
