import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '@/lib/i18n/catalogs/de'
import deHistory from '@/lib/i18n/catalogs/de-history'
import { loadDeskTexts, withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { withHistoryTexts } from '@/lib/i18n/load-history-texts'
import { onDemandTexts } from '@/lib/i18n/on-demand-texts'
import { setCatalog, t } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

afterEach(() => setCatalog('en', everyText.en))

describe('texts loaded on demand', () => {
  it('are added in the page’s language once a part that shows them loads, and fetched once', async () => {
    // A German page's first load: its catalog without the desk's texts.
    setCatalog('de', de)
    expect(() => t('drivers.add.title')).toThrow('not loaded yet')

    const loading = loadDeskTexts()
    expect(loadDeskTexts()).toBe(loading)
    await loading

    expect(t('drivers.add.title')).toBe('Neuen Fahrer hinzufügen')
    expect(t('drivers.title')).toBe('Fahrer')
  })

  it('come with the part they belong to, which is handed on as it loaded', async () => {
    setCatalog('de', de)
    const part = { HistoryList: 'the list' }
    await expect(withHistoryTexts(Promise.resolve(part))).resolves.toBe(part)
    expect(t('history.justNow')).toBe(deHistory['history.justNow'])
    await expect(withDeskTexts(Promise.resolve(part))).resolves.toBe(part)
  })

  it('are fetched again after a fetch that failed', async () => {
    setCatalog('de', de)
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: deHistory })
    const texts = onDemandTexts({ en: fetch, de: fetch, ar: fetch, 'en-XA': fetch })
    await expect(texts.load()).rejects.toThrow('offline')
    await texts.load()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(t('history.justNow')).toBe('gerade eben')
  })
})
