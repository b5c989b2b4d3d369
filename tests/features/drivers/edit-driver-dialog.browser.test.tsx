import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { editDriver } from '@/lib/local-data/driver-changes'
import { currentDrivers } from '@/lib/local-data/local-data'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderApp,
  switchTheme,
} from '../../support/component'

// The edit dialog over a driver's panel, in the app's own routes, in Chromium: axe with a field at
// fault, in every look, where Escape leaves focus, and what it saves.

describe('the edit dialog', () => {
  it('saves what was changed in it: an e-mail another tab set while it was open stays', async () => {
    const maria = sampleDrivers[1]!
    renderApp('/dashboard/drivers/2')
    await userEvent.click(
      await screen.findByRole('button', { name: en['drivers.edit.open'] }, { timeout: 15_000 }),
    )
    const dialog = await screen.findByRole('dialog', { name: en['drivers.edit.title'] })
    // Another tab saves a new e-mail: the same database, its own change.
    await editDriver(2, { ...maria, email: 'maria.new@example.com' })

    const phone = within(dialog).getByRole('textbox', { name: 'Phone' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '+1 555 0199{Enter}')

    await expect
      .poll(() => screen.queryByRole('dialog', { name: en['drivers.edit.title'] }))
      .toBeNull()
    expect(currentDrivers()[1]).toMatchObject({
      email: 'maria.new@example.com',
      phone: '+1 555 0199',
    })
  })

  // One render per language, each state scanned in both themes: light and dark, left to right
  // and right to left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)(
    'has no WCAG 2.2 A/AA violations with a field at fault; Escape returns to Edit (light and dark theme, %s)',
    async (language) => {
      dressPage({ theme: 'light', language })
      const words = language === 'ar' ? ar : en
      renderApp('/dashboard/drivers/2')
      // The first render of a file waits for the app's modules to be served.
      const edit = await screen.findByRole(
        'button',
        { name: words['drivers.edit.open'] },
        { timeout: 15_000 },
      )

      await userEvent.click(edit)
      const dialog = await screen.findByRole(
        'dialog',
        { name: words['drivers.edit.title'] },
        { timeout: 5000 },
      )
      const email = dialog.querySelector<HTMLInputElement>('input[type=email]')!
      await userEvent.clear(email)
      await userEvent.click(dialog.querySelector('button[type=submit]')!)
      expect(await within(dialog).findByRole('alert')).toBeVisible()
      expect(email).toHaveFocus()
      expect(email).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations()
      await switchTheme('dark')
      await expectNoAxeViolations()

      await userEvent.keyboard('{Escape}')
      await vi.waitFor(() => expect(edit).toHaveFocus(), { timeout: 5000 })
      await expectNoAxeViolations()
      await switchTheme('light')
      await expectNoAxeViolations()
    },
  )
})
