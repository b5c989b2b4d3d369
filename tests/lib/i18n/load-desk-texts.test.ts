import { afterEach, describe, expect, it } from 'vitest'
import de from '@/lib/i18n/catalogs/de'
import { loadDeskTexts, withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { setCatalog, t } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

afterEach(() => setCatalog('en', everyText.en))

describe('the drivers desk’s texts', () => {
  it('are added in the page’s language once a desk part loads, and fetched once', async () => {
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
    const part = { DriverDialog: 'the dialog' }
    await expect(withDeskTexts(Promise.resolve(part))).resolves.toBe(part)
  })
})
