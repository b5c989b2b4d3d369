import { describe, expect, it } from 'vitest'
import {
  acceptedLanguages,
  languageOfTag,
  pickLanguage,
  savedLanguage,
} from '@/lib/i18n/pick-language'

describe('languageOfTag', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    [' ar-EG ', 'ar'],
    ['en-GB', 'en'],
    ['fr', null],
    ['deu', null],
    ['', null],
  ])('%j → %j', (tag, language) => expect(languageOfTag(tag)).toBe(language))
})

describe('savedLanguage', () => {
  it('takes only exactly one of the languages', () => {
    expect(savedLanguage('de')).toBe('de')
    expect(savedLanguage('ar')).toBe('ar')
    for (const value of ['DE', 'de-AT', '../de', 'de;', '<script>', '', null, undefined]) {
      expect(savedLanguage(value)).toBeNull()
    }
  })

  it('takes the pseudo-language only where it is offered', () => {
    expect(savedLanguage('en-XA')).toBeNull()
    expect(savedLanguage('en-XA', true)).toBe('en-XA')
  })
})

describe('pickLanguage', () => {
  it('follows the saved language before the browser’s', () => {
    expect(pickLanguage('ar', ['de-DE', 'de'])).toBe('ar')
  })

  it('falls back to the first preferred language spoken here, then English', () => {
    expect(pickLanguage(null, ['fr-FR', 'de-AT', 'ar'])).toBe('de')
    expect(pickLanguage('garbage', ['ar-EG'])).toBe('ar')
    expect(pickLanguage('en-XA', ['de'])).toBe('de')
    expect(pickLanguage(undefined, ['fr', 'es'])).toBe('en')
    expect(pickLanguage(null, [])).toBe('en')
  })

  it('gives the pseudo-language when it is saved and offered', () => {
    expect(pickLanguage('en-XA', ['de'], true)).toBe('en-XA')
  })
})

describe('acceptedLanguages', () => {
  it('lists the tags in the order sent, without weights', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'de',
      '*',
    ])
    expect(acceptedLanguages('')).toEqual([])
    expect(acceptedLanguages(undefined)).toEqual([])
  })
})
