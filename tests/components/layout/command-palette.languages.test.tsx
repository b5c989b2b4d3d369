// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setCatalog, t } from '@/lib/i18n/translate'
import { stubResizeObserver } from '../../support/jsdom'
import { renderApp, withFakeApi } from '../../test-utils'
import { everyText } from '../../support/catalogs'

withFakeApi()

beforeEach(stubResizeObserver)
afterEach(() => setCatalog('en', everyText.en))

type App = ReturnType<typeof renderApp>

async function openPalette(app: App, button: string, box: string) {
  await app.user.click(await app.screen.findByRole('button', { name: button }))
  const input = await app.screen.findByRole('combobox', { name: box })
  await waitFor(() => expect(input).toHaveFocus())
  return app.screen.getByRole('dialog')
}

describe('command palette in other languages', () => {
  it('speaks German: groups, commands, the plural of matching drivers and the Strg key', async () => {
    setCatalog('de', everyText.de)
    const app = renderApp('/dashboard')
    const palette = await openPalette(
      app,
      'Suche und Befehle',
      'Ansichten, Aktionen und Fahrer durchsuchen',
    )

    expect(within(palette).getByRole('group', { name: 'Ansichten' })).toBeInTheDocument()
    expect(within(palette).getByRole('option', { name: 'Tastenkürzel anzeigen' })).toBeVisible()
    expect(palette).toHaveTextContent('↑↓ bewegen · Enter auswählen · Strg+K öffnet überall')

    // A German word finds the command.
    await app.user.keyboard('design')
    expect(
      within(palette)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zum dunklen Design wechseln'])

    await app.user.clear(within(palette).getByRole('combobox'))
    await app.user.keyboard('a')
    expect(
      within(palette).getByRole('option', { name: 'Alle 50 passenden Fahrer anzeigen' }),
    ).toBeVisible()

    // The drivers desk's commands, by German words.
    for (const [typed, command] of [
      ['neuer fahrer', 'Fahrer hinzufügen'],
      ['tabelle datei', 'CSV importieren'],
    ]) {
      await app.user.clear(within(palette).getByRole('combobox'))
      await app.user.keyboard(typed!)
      expect(within(palette).getByRole('option', { name: command })).toBeVisible()
    }
  })

  it('speaks Arabic, with its plural forms', async () => {
    setCatalog('ar', everyText.ar)
    const app = renderApp('/dashboard')
    const palette = await openPalette(
      app,
      'البحث والأوامر',
      'البحث في الشاشات والإجراءات والسائقين',
    )

    // The drivers desk's commands, by Arabic words.
    await app.user.keyboard('سائق جديد')
    expect(within(palette).getByRole('option', { name: 'إضافة سائق' })).toBeVisible()
    await app.user.clear(within(palette).getByRole('combobox'))
    await app.user.keyboard('رفع')
    expect(within(palette).getByRole('option', { name: 'استيراد CSV' })).toBeVisible()

    await app.user.clear(within(palette).getByRole('combobox'))
    await app.user.keyboard('a')
    expect(within(palette).getByRole('group', { name: 'السائقون' })).toBeInTheDocument()
    expect(within(palette).getByRole('option', { name: 'عرض 50 سائقًا مطابقًا' })).toBeVisible()
    // The forms this list never reaches with the sample drivers.
    expect(t('palette.allDrivers', { count: 2 })).toBe('عرض السائقَين المطابقَين')
    expect(t('palette.allDrivers', { count: 9 })).toBe('عرض 9 سائقين مطابقين')
    expect(t('palette.allDrivers', { count: 100 })).toBe('عرض 100 سائق مطابق')
  })
})
