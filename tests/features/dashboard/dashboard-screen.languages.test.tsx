// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCatalog } from '@/lib/i18n/translate'
import { renderApp, withFakeApi } from '../../test-utils'
import { everyText } from '../../support/catalogs'

withFakeApi()

afterEach(() => setCatalog('en', everyText.en))

// Intl's marks around signs and percent signs in Arabic, and German's no-break space before %.
const LRM = '\u200e'
const NBSP = '\u00a0'

describe('dashboard screen in other languages', () => {
  it('reads in German, with German numbers and relative times', async () => {
    setCatalog('de', everyText.de)
    const { screen } = renderApp('/dashboard')

    const stats = await screen.findByRole('list', { name: 'Fahrerstatistik' })
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'Fahrer gesamt124+12 gegenüber Vormonat',
      `Aktive Fahrer9879${NBSP}% aller Fahrer`,
      `Inaktive Fahrer2621${NBSP}% aller Fahrer`,
    ])
    const activity = screen.getByRole('list', { name: 'Letzte Aktivitäten' })
    expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent(
      'John Smith hat eine Fahrt abgeschlossenvor 2 Minuten',
    )
    await waitFor(() => expect(document.title).toBe('Dashboard · Fleet Admin'))
  })

  it('reads in Arabic, the name placed where the sentence puts it', async () => {
    setCatalog('ar', everyText.ar)
    const { screen } = renderApp('/dashboard')

    const stats = await screen.findByRole('list', { name: 'إحصاءات السائقين' })
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      `إجمالي السائقين124${LRM}+12 عن الشهر الماضي`,
      `السائقون النشطون9879${LRM}%${LRM} من الإجمالي`,
      `السائقون غير النشطين2621${LRM}%${LRM} من الإجمالي`,
    ])
    const entries = within(screen.getByRole('list', { name: 'النشاط الأخير' })).getAllByRole(
      'listitem',
    )
    expect(entries[0]).toHaveTextContent('اكتملت رحلة John Smithقبل دقيقتين')
    expect(entries[2]).toHaveTextContent('اكتملت رحلة Mike Davisقبل ساعة واحدة')
    await waitFor(() => expect(document.title).toBe('لوحة التحكم · Fleet Admin'))
  })
})
