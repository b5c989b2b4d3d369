// @vitest-environment happy-dom
import { within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCatalog } from '@/lib/i18n/translate'
import { renderApp, withFakeApi } from '../../test-utils'
import { everyText } from '../../support/catalogs'

withFakeApi()

afterEach(() => setCatalog('en', everyText.en))

async function openDrivers() {
  const app = renderApp('/dashboard/drivers')
  const table = await app.screen.findByRole('table')
  const firstRow = () => within(table).getAllByRole('row')[1]
  return { ...app, table, firstRow }
}

describe('the drivers screen in German', () => {
  it('counts, pages and rates in German, with a decimal comma', async () => {
    setCatalog('de', everyText.de)
    const { screen, user, table, firstRow } = await openDrivers()

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fahrer (50 gesamt)')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', '#', 'Fahrer', 'Kontakt', 'Status', 'Fahrten', 'Bewertung'])
    expect(within(firstRow()).getAllByRole('cell')[6]).toHaveTextContent(/^4,7$/)
    const phoneEntry = within(screen.getByRole('list', { name: 'Fahrer' })).getAllByRole(
      'listitem',
    )[0]
    expect(phoneEntry).toHaveTextContent('157 Fahrten')
    expect(phoneEntry).toHaveTextContent('Bewertung 4,7')
    expect(screen.getByText('1 bis 10 von 50 Fahrern')).toBeInTheDocument()

    const search = screen.getByRole('searchbox', { name: 'Fahrer suchen' })
    expect(search).toHaveAttribute('placeholder', 'Fahrer suchen …')
    await user.type(search, 'mei.kowalski8@')
    expect(screen.getByText('1 bis 1 von 1 Fahrer')).toBeInTheDocument()
  })

  it('announces the selection and asks before deactivating, as whole German sentences', async () => {
    setCatalog('de', everyText.de)
    const { screen, user, table } = await openDrivers()
    const box = (name: string) => within(table).getByRole('checkbox', { name: `${name} auswählen` })

    await user.click(box('Maria Garcia'))
    const bar = await screen.findByRole('toolbar', { name: 'Ausgewählte Fahrer' })
    expect(bar).toHaveTextContent('1 ausgewählt')
    await user.click(box('Robert Johnson'))
    expect(
      screen.getAllByRole('status').some((region) => region.textContent === '2 Fahrer ausgewählt'),
    ).toBe(true)

    await user.click(within(bar).getByRole('button', { name: 'Deaktivieren' }))
    expect(
      await screen.findByRole('alertdialog', { name: '2 Fahrer deaktivieren?' }),
    ).toBeInTheDocument()
  })
})

describe('the drivers screen in Arabic', () => {
  it('uses the Arabic plural forms for the total, the footer and the selection', async () => {
    setCatalog('ar', everyText.ar)
    const { screen, user, table, firstRow } = await openDrivers()

    // 50 takes the "many" form, 2 the dual, 3 the "few" form.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'السائقون (50 سائقًا إجمالًا)',
    )
    expect(screen.getByText('عرض 1 إلى 10 من أصل 50 سائقًا')).toBeInTheDocument()
    expect(within(firstRow()).getAllByRole('cell')[6]).toHaveTextContent(/^4\.7$/)
    expect(within(firstRow()).getAllByRole('cell')[4]).toHaveTextContent('غير نشط')

    const box = (name: string) => within(table).getByRole('checkbox', { name: `تحديد ${name}` })
    const announced = (text: string) =>
      screen.getAllByRole('status').some((region) => region.textContent === text)
    await user.click(box('Maria Garcia'))
    await user.click(box('Robert Johnson'))
    expect(announced('تم تحديد سائقَين')).toBe(true)
    await user.click(box('Linda Nguyen'))
    expect(announced('تم تحديد 3 سائقين')).toBe(true)
    expect(await screen.findByRole('toolbar', { name: 'السائقون المحددون' })).toHaveTextContent(
      '3 سائقين محددين',
    )
  })

  it('moves along the selection bar the way the arrows point, right to left', async () => {
    setCatalog('ar', everyText.ar)
    const { screen, user, table } = await openDrivers()
    await user.click(within(table).getByRole('checkbox', { name: 'تحديد Maria Garcia' }))
    const bar = await screen.findByRole('toolbar', { name: 'السائقون المحددون' })
    const buttons = within(bar).getAllByRole('button')

    buttons[0].focus()
    await user.keyboard('{ArrowLeft}')
    expect(buttons[1]).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(buttons[0]).toHaveFocus()
  })
})
