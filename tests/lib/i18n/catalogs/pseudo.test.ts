import { describe, expect, it } from 'vitest'
import en from '@/lib/i18n/catalogs/en'
import pseudo, { pseudoText } from '@/lib/i18n/catalogs/pseudo'

describe('pseudoText', () => {
  it('brackets, accents and lengthens a text by 40 %, keeping its placeholders', () => {
    const text = 'Showing {from} to {to} of {count} drivers'
    const result = pseudoText(text)
    expect(result).toMatch(/^\[.*\]$/)
    expect(result).toContain('{from}')
    expect(result).toContain('{count}')
    expect(result.replace(/\{\w+\}/g, '')).not.toMatch(/[aeiou]/)
    const words = text.replace(/\{\w+\}/g, '').length
    expect(result.replace(/\{\w+\}/g, '').length).toBe(words + Math.ceil(words * 0.4) + 2)
  })
})

describe('the pseudo catalog', () => {
  it('has every English message, each form of a plural too', () => {
    expect(Object.keys(pseudo)).toEqual(Object.keys(en))
    for (const [key, message] of Object.entries(pseudo)) {
      const texts = typeof message === 'string' ? [message] : Object.values(message)
      for (const text of texts) expect(text, key).toMatch(/^\[.*\]$/)
    }
  })
})
