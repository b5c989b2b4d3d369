import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import { dressPage, expectNoAxeViolations, renderApp } from '../../support/component'

// The Views button, its menu, its naming dialog and its toasts, on the drivers screen as the app
// draws it, in Chromium.

/** Waits (up to 5 s: the screen and the menu load on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]

async function openDrivers() {
  const app = renderApp('/dashboard/drivers')
  // The first render of a file waits for the app's modules to be served.
  await screen.findByRole('table', {}, { timeout: 15_000 })
  return app
}

describe('the Views button', () => {
  it.each([
    ['light', 'en', en],
    ['dark', 'ar', ar],
  ] as const)(
    'its menu and its dialog pass axe, %s theme, %s; Escape gives focus back',
    async (theme, language, text) => {
      dressPage({ theme, language })
      await openDrivers()
      // Views is drawn again as the menu's trigger once the menu's code is in.
      const button = () => screen.getByRole('button', { name: text['views.button'] })
      await userEvent.click(button())
      const menu = await until(() => screen.getByRole('menu', { name: text['views.button'] }))
      await until(() => expect(menu).toBeVisible())
      await expectNoAxeViolations(menu)

      await userEvent.click(within(menu).getByRole('menuitem', { name: text['views.save'] }))
      const dialog = await until(() =>
        screen.getByRole('dialog', { name: text['views.saveTitle'] }),
      )
      await until(() => expect(dialog).toBeVisible())
      await userEvent.click(within(dialog).getByRole('button', { name: text['views.saveButton'] }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text['views.emptyName'])
      await expectNoAxeViolations(dialog)
      await userEvent.keyboard('{Escape}')
      await until(() => expect(screen.queryByRole('dialog')).toBeNull())
      await until(() => expect(button()).toHaveFocus())
    },
    // Two axe scans and the menu's first load, on a busy machine.
    30_000,
  )

  it.each([
    ['light', 'en'],
    ['dark', 'ar'],
  ] as const)(
    'names a view, deletes it with an Undo toast that passes axe (%s, %s); Undo brings it back',
    async (theme, language) => {
      dressPage({ theme, language })
      const text = { en, ar }[language]
      await openDrivers()
      const menu = async () => {
        await userEvent.click(screen.getByRole('button', { name: text['views.button'] }))
        return until(() => screen.getByRole('menu', { name: text['views.button'] }))
      }

      await userEvent.click(
        within(await menu()).getByRole('menuitem', { name: text['views.save'] }),
      )
      const dialog = await until(() =>
        screen.getByRole('dialog', { name: text['views.saveTitle'] }),
      )
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: text['views.name'] }),
        'Morning check',
      )
      await userEvent.click(within(dialog).getByRole('button', { name: text['views.saveButton'] }))
      await until(() => expect(screen.queryByRole('dialog')).toBeNull())
      await until(() =>
        expect(toasts().map((toast) => toast.textContent)).toContainEqual(
          expect.stringContaining(text['views.saved']),
        ),
      )
      const saved = within(await menu()).getByRole('menuitemradio', { name: 'Morning check' })
      expect(saved).toHaveAttribute('aria-checked', 'true')

      await userEvent.click(
        within(screen.getByRole('menu', { name: text['views.button'] })).getByRole('menuitem', {
          name: text['views.delete'],
        }),
      )
      const sub = await until(() => screen.getByRole('menu', { name: text['views.delete'] }))
      await userEvent.click(within(sub).getByRole('menuitem', { name: 'Morning check' }))
      const deleted = await until(() => {
        const toast = toasts().find((shown) => shown.textContent?.includes(text['views.deleted']))
        expect(toast).toBeDefined()
        return toast!
      })
      await Promise.all(deleted.getAnimations().map((animation) => animation.finished))
      await expectNoAxeViolations(deleted)

      await userEvent.click(
        within(deleted).getByRole('button', { name: text['drivers.toast.undo'] }),
      )
      await until(() =>
        expect(toasts().map((toast) => toast.textContent)).toContainEqual(
          expect.stringContaining(text['views.restored']),
        ),
      )
      expect(
        within(await menu()).getByRole('menuitemradio', { name: 'Morning check' }),
      ).toHaveAttribute('aria-checked', 'true')
    },
    30_000,
  )
})
