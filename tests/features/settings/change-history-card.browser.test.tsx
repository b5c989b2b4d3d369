import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n/translate'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderApp,
  switchTheme,
} from '../../support/component'

// The Settings screen's change history, as changes are made there, in real Chromium.

const changes = () => screen.getByRole('list', { name: t('settings.history.list') })

describe('the change history', () => {
  it('the switch toggles with Space, says so in a toast, and the change is listed', async () => {
    renderApp('/dashboard/settings')
    const toggle = await screen.findByRole('switch', { name: 'Accepting Applications' })
    screen.getByRole('main').focus()
    // Tab from the top of the main content to the switch, as a keyboard user would.
    for (let press = 1; press <= 20 && document.activeElement !== toggle; press++) {
      await userEvent.tab()
    }
    expect(document.activeElement).toBe(toggle)
    await userEvent.keyboard(' ')

    await expect.poll(() => toggle).not.toBeChecked()
    await expect.poll(() => screen.queryByText('Applications are now closed')).toBeVisible()
    await expect
      .poll(() => within(changes()).queryByRole('listitem'))
      .toHaveTextContent('Demo Admin closed applications (were open)')
  })
})

describe('the history with the Undo toast showing has no WCAG 2.2 A/AA violations', () => {
  // One render per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    dressPage({ theme: 'light', language })
    renderApp('/dashboard/settings')
    await userEvent.click(
      await screen.findByRole('switch', { name: t('settings.applications.label') }),
    )
    await userEvent.click(
      screen.getByRole('button', { name: t('settings.admins.delete', { name: 'Olivia Bennett' }) }),
    )
    const question = await screen.findByRole('alertdialog')
    await userEvent.click(
      within(question).getByRole('button', { name: t('settings.deleteAdmin.confirm') }),
    )

    const undo = () => screen.queryByRole('button', { name: t('settings.admins.undo') })
    await expect.poll(undo).toBeVisible()
    await expect.poll(() => within(changes()).getAllByRole('listitem')).toHaveLength(2)
    expect(getComputedStyle(changes()).direction).toBe(language === 'ar' ? 'rtl' : 'ltr')
    await expectNoAxeViolations()

    await switchTheme('dark')
    expect(undo()).toBeVisible()
    await expectNoAxeViolations()
  })
})
