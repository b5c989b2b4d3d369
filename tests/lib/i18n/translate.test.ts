import { afterEach, describe, expect, it } from 'vitest'
import type { Catalog } from '@/lib/i18n/message-types'
import {
  currentLanguage,
  formatDate,
  formatList,
  formatNumber,
  formatRelativeTime,
  addTexts,
  messageOf,
  pickForm,
  setCatalog,
  t,
  tParts,
} from '@/lib/i18n/translate'
import enDesk from '@/lib/i18n/catalogs/en-desk'
import { everyText } from '../../support/catalogs'

// A catalog of made-up messages: the real ones change with the screens; the rules do not.
const sample = {
  'app.description': 'Showing {from} to {to} of {total}',
  'language.label': { one: '{count} driver', other: '{count} drivers', zero: 'no drivers' },
} as unknown as Catalog

// A page before its catalog arrives (not a fresh module: a module loaded inside a test makes
// Stryker count its load-time code as covered by that test alone, and judge it by it).
const noCatalog = undefined as unknown as Catalog

// The made-up keys are not the app's: called through these loosely typed views.
const translate = t as unknown as (key: string, params?: object) => string
const translateParts = tParts as unknown as (key: string, params: object) => unknown[]

afterEach(() => setCatalog('en', everyText.en))

describe('t', () => {
  it('fills placeholders, formatting numbers in the page’s language', () => {
    setCatalog('de', sample)
    expect(translate('app.description', { from: 1, to: 10, total: 12345 })).toBe(
      'Showing 1 to 10 of 12.345',
    )
    // Arabic as Intl writes it by default (CLDR): Latin digits, in Node and Chromium alike.
    setCatalog('ar', sample)
    expect(translate('app.description', { from: 1, to: 10, total: 12345 })).toBe(
      'Showing 1 to 10 of 12,345',
    )
  })

  it('leaves text values as they are and an unknown placeholder visible', () => {
    setCatalog('en', { ...sample, 'app.description': '{name} and {missing}' } as Catalog)
    expect(translate('app.description', { name: '4.8' })).toBe('4.8 and {missing}')
  })

  it('picks the plural form by the language’s rules, `other` when a form is missing', () => {
    setCatalog('en', sample)
    expect(translate('language.label', { count: 1 })).toBe('1 driver')
    expect(translate('language.label', { count: 2 })).toBe('2 drivers')
    // English has no "zero" form: 0 is "other".
    expect(translate('language.label', { count: 0 })).toBe('0 drivers')
    setCatalog('ar', sample)
    expect(translate('language.label', { count: 0 })).toBe('no drivers')
    // Arabic's "few" (3–10) is missing here: `other`.
    expect(translate('language.label', { count: 3 })).toBe('3 drivers')
  })

  it('takes a count given as text for the `other` form, as it cannot be counted', () => {
    setCatalog('en', sample)
    expect(translate('language.label', { count: '1' })).toBe('1 drivers')
  })

  it('refuses to translate before a catalog is loaded', () => {
    setCatalog('en', noCatalog)
    expect(() => t('language.label')).toThrow('No catalog is loaded to translate "language.label"')
  })

  it('tells the page’s language', () => {
    setCatalog('de', everyText.de)
    expect(currentLanguage()).toBe('de')
    expect(t('language.label')).toBe('Sprache (Language)')
    setCatalog('ar', everyText.ar)
    expect(t('language.label')).toBe('اللغة (Language)')
  })
})

describe('messages by their forms, and the desk’s texts', () => {
  it('gives a plural form its own text, else the other form’s; a plain text is every form', () => {
    const message = { one: 'one driver', other: '{count} drivers' }
    expect(pickForm(message, 'one')).toBe('one driver')
    expect(pickForm(message, 'few')).toBe('{count} drivers')
    expect(pickForm('Drivers', 'one')).toBe('Drivers')
  })

  it('gives a message whole, every form of it', () => {
    setCatalog('en', sample)
    expect(messageOf('language.label')).toEqual(sample['language.label'])
  })

  it('has no desk text until the desk’s texts are added, then has them', () => {
    setCatalog('en', sample)
    expect(() => t('drivers.add.title')).toThrow('"drivers.add.title" is loaded on demand')
    addTexts(enDesk)
    expect(t('drivers.add.title')).toBe('Add New Driver')
    expect(translate('language.label', { count: 1 })).toBe('1 driver')
  })
})

describe('tParts', () => {
  it('puts parts in the message’s own order', () => {
    setCatalog('en', { ...sample, 'app.description': 'Press {key} to {action}' } as Catalog)
    const key = { element: 'kbd' }
    expect(translateParts('app.description', { key, action: 'open' })).toEqual([
      'Press ',
      key,
      ' to ',
      'open',
    ])
  })

  it('picks the plural form by count and formats it', () => {
    setCatalog('de', sample)
    expect(translateParts('language.label', { count: 1200 })).toEqual(['1.200', ' drivers'])
    setCatalog('en', sample)
    expect(translateParts('language.label', { count: 1 })).toEqual(['1', ' driver'])
    // A count given as text is not counted: `other`, the text as it is.
    expect(translateParts('language.label', { count: '1' })).toEqual(['1', ' drivers'])
  })

  it('leaves no empty text between parts and a missing part visible', () => {
    setCatalog('en', { ...sample, 'app.description': '{key}{action} {missing}' } as Catalog)
    const key = { element: 'kbd' }
    expect(translateParts('app.description', { key, action: 'open' })).toEqual([
      key,
      'open',
      ' ',
      '{missing}',
    ])
  })

  it('refuses to translate before a catalog is loaded', () => {
    setCatalog('en', noCatalog)
    expect(() => tParts('language.label', {} as never)).toThrow(
      'No catalog is loaded to translate "language.label"',
    )
  })
})

describe('formatters', () => {
  it('format in the page’s language', () => {
    setCatalog('de', everyText.de)
    expect(formatNumber(4.8, { minimumFractionDigits: 1 })).toBe('4,8')
    expect(formatList(['Maria', 'Robert', 'Ana'])).toBe('Maria, Robert und Ana')
    expect(formatRelativeTime(-5, 'minute')).toBe('vor 5 Minuten')
    expect(formatDate(Date.UTC(2026, 0, 5), { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '05.01.2026',
    )
    setCatalog('en', everyText.en)
    expect(formatNumber(4.8, { minimumFractionDigits: 1 })).toBe('4.8')
    expect(formatList(['Maria', 'Robert'])).toBe('Maria and Robert')
  })

  it('keep one formatter per kind and options', () => {
    setCatalog('en', everyText.en)
    expect(formatNumber(4.8, { minimumFractionDigits: 2 })).toBe('4.80')
    expect(formatNumber(4.8)).toBe('4.8')
    expect(formatNumber(0.5, { style: 'percent' })).toBe('50%')
    // Each kind with no options of its own: not another kind's formatter.
    expect(formatList(['Maria', 'Ana'])).toBe('Maria and Ana')
    expect(formatRelativeTime(-1, 'day')).toBe('1 day ago')
    expect(formatRelativeTime(-1, 'day', { numeric: 'auto' })).toBe('yesterday')
    expect(formatDate(Date.UTC(2026, 0, 5, 12))).toMatch(/^1\/5\/2026$/)
    expect(formatList(['Maria', 'Ana'], { type: 'disjunction' })).toBe('Maria or Ana')
  })

  it('make a new formatter when the language changes', () => {
    setCatalog('en', everyText.en)
    expect(formatNumber(1234.5)).toBe('1,234.5')
    setCatalog('de', everyText.de)
    expect(formatNumber(1234.5)).toBe('1.234,5')
  })
})
