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

// Deleting an admin from the Settings screen by keyboard alone, in real Chromium.

async function openSettings() {
  renderApp('/dashboard/settings')
  const addButton = await screen.findByRole('button', { name: t('settings.admins.add') })
  // The list shows once the browser's database has been read.
  const deleteOlivia = await screen.findByRole('button', {
    name: t('settings.admins.delete', { name: 'Olivia Bennett' }),
  })
  return { addButton, deleteOlivia, adminList: () => screen.getByRole('list', { name: 'Admins' }) }
}

const deleteDialog = () => screen.findByRole('alertdialog', { name: 'Are you sure?' })
const focused = () => document.activeElement

describe('deleting an admin by keyboard', () => {
  it('Escape, and Enter on Cancel, close it and return focus to the delete button', async () => {
    const { addButton, deleteOlivia, adminList } = await openSettings()
    addButton.focus()
    // The row's delete button is the next stop after Add Admin.
    await userEvent.tab()
    expect(focused()).toBe(deleteOlivia)
    await userEvent.keyboard('{Enter}')
    const dialog = await deleteDialog()
    await expect.poll(focused).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    await expect.poll(focused).toBe(deleteOlivia)

    await userEvent.keyboard('{Enter}')
    await deleteDialog()
    await expect.poll(() => focused()?.textContent).toBe('Cancel')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    await expect.poll(focused).toBe(deleteOlivia)
    expect(adminList()).toHaveTextContent('Olivia Bennett')
  })

  it('confirming removes the admin, says so, and moves focus to Add Admin', async () => {
    const { addButton, deleteOlivia, adminList } = await openSettings()
    deleteOlivia.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await deleteDialog()
    await expect.poll(focused).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.tab()
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Delete' }))
    await userEvent.keyboard('{Enter}')

    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
    await expect.poll(() => screen.queryByText('Admin deleted successfully')).toBeVisible()
    expect(adminList()).not.toHaveTextContent('Olivia Bennett')
    // The opener's row is gone, so focus lands on a sensible control, not on <body>.
    await expect.poll(focused).toBe(addButton)
  })
})

describe('the delete question has no WCAG 2.2 A/AA violations', () => {
  // One render per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    dressPage({ theme: 'light', language })
    const { deleteOlivia } = await openSettings()
    await userEvent.click(deleteOlivia)
    const dialog = await screen.findByRole('alertdialog', { name: t('settings.deleteAdmin.title') })
    expect(dialog).toHaveTextContent('Olivia Bennett')
    expect(getComputedStyle(dialog).direction).toBe(language === 'ar' ? 'rtl' : 'ltr')
    await expectNoAxeViolations()
    await switchTheme('dark')
    await expectNoAxeViolations()
  })
})
