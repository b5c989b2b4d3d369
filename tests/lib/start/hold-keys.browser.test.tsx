import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/component'

// A dialog whose code loads on first use opens a moment after the key or click that asks for it;
// what is typed meanwhile must land in its field, every letter, in order. Each test is the first
// in this file to open its dialog, so its code really is fetched then (each file has its own page).
// The same under a 4x slower CPU: hold-keys.slow.browser.test.tsx.

describe('typing straight into a dialog as it first opens', () => {
  it('Ctrl+K, then "drivers" at once', async () => {
    renderApp('/dashboard')
    // As soon as the header offers it.
    expect(await screen.findByRole('button', { name: 'Search and commands' })).toHaveAttribute(
      'aria-keyshortcuts',
    )
    await userEvent.keyboard('{Control>}k{/Control}drivers')

    const input = await screen.findByRole('combobox', {
      name: 'Search screens, actions and drivers',
    })
    await expect.poll(() => input).toHaveValue('drivers')
    expect(input).toHaveFocus()
  })

  it('Add Admin clicked, then "Mouse User" at once', async () => {
    renderApp('/dashboard/settings')
    await userEvent.click(await screen.findByRole('button', { name: 'Add Admin' }))
    await userEvent.keyboard('Mouse User')

    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Mouse User')
  })

  // The name opens selected, as a rename does: what is typed replaces it.
  it('Edit on a driver clicked, then "Maria G. Garcia" at once', async () => {
    renderApp('/dashboard/drivers/2')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    await userEvent.keyboard('Maria G. Garcia')

    const dialog = await screen.findByRole('dialog', { name: 'Edit driver' })
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Maria G. Garcia')
  })

  it('Views, Save current view… by keyboard, then "Morning check" at once', async () => {
    renderApp('/dashboard/drivers')
    const views = await screen.findByRole('button', { name: 'Views' })
    views.focus()
    await userEvent.keyboard('{Enter}')
    // Opened by keyboard, the menu starts on its first item, though its code loads just now.
    const save = await screen.findByRole('menuitem', { name: 'Save current view…' })
    await expect.poll(() => save).toHaveFocus()
    await userEvent.keyboard('{Enter}Morning check')

    const dialog = await screen.findByRole('dialog', { name: 'Save current view' })
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Morning check')
  })
})
