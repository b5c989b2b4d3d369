// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { showDriverTotal } from '@/app/boot/driver-total'
import ar from '@/lib/i18n/catalogs/ar'
import de from '@/lib/i18n/catalogs/de'
import en from '@/lib/i18n/catalogs/en'
import { setCatalog, t } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

const catalogs = { en, de, ar }
type Language = keyof typeof catalogs

// The parser adds the title piece by piece; the observer's callbacks run between the pieces.
const parsed = () => new Promise((resolve) => setTimeout(resolve))

/** The title's count as the prerendered page has it: the sample's, every form of the message. */
function addTitle(language: Language) {
  const span = document.createElement('span')
  span.dataset.driverTotal = JSON.stringify(catalogs[language]['drivers.total'])
  span.textContent = '(50 total)'
  document.body.append(span)
  return span
}

/** The head script runs in <head>, once the page's language is set; the title comes later. */
async function wordedBeforePaint(language: Language, count: number) {
  document.documentElement.lang = language
  showDriverTotal(document, count)
  const span = addTitle(language)
  await parsed()
  // The page is parsed: the observer stops.
  document.dispatchEvent(new Event('DOMContentLoaded'))
  return span.textContent
}

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.lang = ''
  setCatalog('en', everyText.en)
})

describe('the drivers title’s count, worded before paint from the saved roster', () => {
  it('words the count in English and German', async () => {
    expect(await wordedBeforePaint('en', 51)).toBe('(51 total)')
    expect(await wordedBeforePaint('de', 1)).toBe('(1 gesamt)')
  })

  it('groups the digits as the page’s language does', async () => {
    expect(await wordedBeforePaint('de', 10_000)).toBe('(10.000 gesamt)')
  })

  it.each([
    [0, '(لا يوجد سائقون)'],
    [1, '(سائق واحد إجمالًا)'],
    [2, '(سائقان إجمالًا)'],
  ])('takes the Arabic form for %i', async (count, text) => {
    expect(await wordedBeforePaint('ar', count)).toBe(text)
  })

  it.each([
    ['ar', 3],
    ['ar', 11],
    ['ar', 100],
    ['ar', 1_051],
    ['en', 1],
    ['en', 10_000],
    ['de', 49],
  ] as const)('words %s %i as the app then does (t)', async (language, count) => {
    const early = await wordedBeforePaint(language, count)
    setCatalog(language, catalogs[language])
    expect(early).toBe(t('drivers.total', { count }))
  })
})
