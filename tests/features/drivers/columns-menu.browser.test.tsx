import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import { DriversScreen } from '@/features/drivers/drivers-screen'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderRoute,
  switchTheme,
} from '../../support/component'

// The menu's module loads on first use; a cold transform of it (and Radix) can outlast findBy's wait.
beforeAll(() => import('@/features/drivers/columns-menu'))

const driversRoutes = [{ path: '/dashboard/drivers', Component: DriversScreen, children: [] }]

// One menu per language, scanned in both themes: light and dark, left to right and right to left.
describe.each(LOOK_LANGUAGES)('the open Columns menu, light and dark, %s', (language) => {
  it('has no WCAG 2.2 A/AA violations, an item focused', async () => {
    dressPage({ theme: 'light', language })
    renderRoute('/dashboard/drivers', driversRoutes)
    await screen.findByRole('table')
    const name = { en, ar }[language]['drivers.columns.button']
    await userEvent.click(screen.getByRole('button', { name }))
    const menu = await screen.findByRole('menu', { name })
    const items = within(menu).getAllByRole('menuitemcheckbox')
    expect(items).toHaveLength(4)
    // Status, the second item.
    items[1]!.focus()
    expect(items[1]).toHaveFocus()
    await expectNoAxeViolations(menu)
    await switchTheme('dark')
    expect(items[1]).toHaveFocus()
    await expectNoAxeViolations(menu)
  })
})
