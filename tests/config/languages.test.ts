import { describe, expect, it } from 'vitest'
import { directionOf, languages, PSEUDO_LANGUAGE, type AppLanguage } from '@/config/languages'

describe('directionOf', () => {
  it('reads Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
  })

  it('reads every other language, the pseudo-language included, left to right', () => {
    const others: AppLanguage[] = [
      ...languages.filter((language) => language !== 'ar'),
      PSEUDO_LANGUAGE,
    ]
    expect(others.map(directionOf)).toEqual(others.map(() => 'ltr'))
  })
})
