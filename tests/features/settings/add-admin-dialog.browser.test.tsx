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

// The Add Admin dialog on the Settings screen, by keyboard alone, in real Chromium. Its code loads
// on first use: the first test here is the first to open it (each file has a page of its own).

async function openSettings() {
  renderApp('/dashboard/settings')
  const addButton = await screen.findByRole('button', { name: t('settings.admins.add') })
  // The saved admins are drawn once the local database is read, which may come after the button.
  return { addButton, adminList: () => screen.findByRole('list', { name: 'Admins' }) }
}

const addDialog = () => screen.findByRole('dialog', { name: 'Add New Admin' })
const focused = () => document.activeElement

describe('Add Admin by keyboard', () => {
  it('Enter on Add Admin, then "Quick Typist" at once: every letter lands as the code first loads', async () => {
    const { addButton } = await openSettings()
    addButton.focus()
    await userEvent.keyboard('{Enter}Quick Typist')

    const dialog = await addDialog()
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Quick Typist')
  })

  it('adds an admin with Tab, typing and Enter; focus returns to Add Admin', async () => {
    const { addButton, adminList } = await openSettings()
    addButton.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await addDialog()
    const name = within(dialog).getByLabelText('Name')
    await expect.poll(focused).toBe(name)

    // Enter on the empty form shows the error and keeps focus in the dialog.
    await userEvent.keyboard('{Enter}')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill all fields')
    await expect.poll(focused).toBe(name)

    await userEvent.keyboard('Ada King')
    await userEvent.keyboard('{Tab}')
    expect(focused()).toBe(within(dialog).getByLabelText('Email'))
    await userEvent.keyboard('ada@example.com')
    await userEvent.keyboard('{Tab}')
    expect(focused()).toBe(within(dialog).getByLabelText('Phone'))
    await userEvent.keyboard('555 0142{Enter}')

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    // Sonner fades a toast in: visible once its entrance is over.
    await expect.poll(() => screen.queryByText('Admin added successfully')).toBeVisible()
    expect(await adminList()).toHaveTextContent('Ada King')
    await expect.poll(focused).toBe(addButton)
  })

  it('keeps focus inside the open dialog, round and round with Tab', async () => {
    const { addButton } = await openSettings()
    addButton.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await addDialog()
    await expect.poll(focused).toBe(within(dialog).getByLabelText('Name'))
    // Name, Email, Phone, Cancel, Add Admin, Close: eight presses go round once and on.
    for (let press = 1; press <= 8; press++) {
      await userEvent.tab()
      expect(dialog.contains(focused()), `after Tab ${press}`).toBe(true)
    }
  })

  it('Escape closes it with what was typed unsaved, and focus returns to Add Admin', async () => {
    const { addButton, adminList } = await openSettings()
    addButton.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await addDialog()
    await expect.poll(focused).toBe(within(dialog).getByLabelText('Name'))
    await userEvent.keyboard('Abandoned{Escape}')

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    await expect.poll(focused).toBe(addButton)
    expect(await adminList()).not.toHaveTextContent('Abandoned')
  })
})

describe('the Add Admin dialog, showing its error, has no WCAG 2.2 A/AA violations', () => {
  // One render per language, scanned in both themes: light and dark, left to right and right to
  // left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)('light and dark theme, %s', async (language) => {
    dressPage({ theme: 'light', language })
    const { addButton } = await openSettings()
    await userEvent.click(addButton)
    const dialog = await screen.findByRole('dialog', { name: t('settings.addAdmin.title') })
    // The error state too: the inline alert and the invalid fields must pass as well.
    await userEvent.click(within(dialog).getByRole('button', { name: t('settings.admins.add') }))
    expect(await within(dialog).findByRole('alert')).toBeVisible()
    expect(getComputedStyle(dialog).direction).toBe(language === 'ar' ? 'rtl' : 'ltr')
    await expectNoAxeViolations()
    await switchTheme('dark')
    await expectNoAxeViolations()
  })
})
