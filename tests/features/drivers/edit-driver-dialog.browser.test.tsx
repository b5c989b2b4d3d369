import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import { EVERY_LOOK, dressPage, expectNoAxeViolations, renderApp } from '../../support/component'

// The edit dialog over a driver's panel, in the app's own routes, in Chromium: axe with a field at
// fault, in every look, and where Escape leaves focus.

describe('the edit dialog', () => {
  it.each(EVERY_LOOK)(
    'has no WCAG 2.2 A/AA violations with a field at fault; Escape returns to Edit (%s theme, %s)',
    async (theme, language) => {
      dressPage({ theme, language })
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

      await userEvent.keyboard('{Escape}')
      await vi.waitFor(() => expect(edit).toHaveFocus(), { timeout: 5000 })
      await expectNoAxeViolations()
    },
  )
})
