/// <reference types="@vitest/browser-playwright" />
import { screen, within } from '@testing-library/react'
import { cdp, userEvent } from 'vitest/browser'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../support/component'

// As hold-keys.browser.test.tsx, on a CPU 4x slower (about a mid-range phone's against this
// machine), where a dialog's code takes longer still to arrive. Each test is the first in this file
// to open its dialog. Add Admin by keyboard, so slowed: add-admin-dialog.slow.browser.test.tsx.

const setCpuSlowdown = (rate: number) => cdp().send('Emulation.setCPUThrottlingRate', { rate })
/** Once the screen is drawn, as the browser suite slowed a loaded page: the opening is what is slow. */
const slowDown = () => setCpuSlowdown(4)

describe('typing straight into a dialog as it first opens, CPU 4x slower', () => {
  afterEach(() => setCpuSlowdown(1))

  it('Ctrl+K, then "drivers" at once', async () => {
    renderApp('/dashboard')
    expect(await screen.findByRole('button', { name: 'Search and commands' })).toHaveAttribute(
      'aria-keyshortcuts',
    )
    await slowDown()
    await userEvent.keyboard('{Control>}k{/Control}drivers')

    const input = await screen.findByRole('combobox', {
      name: 'Search screens, actions and drivers',
    })
    await expect.poll(() => input).toHaveValue('drivers')
    expect(input).toHaveFocus()
  })

  it('Add Admin clicked, then "Mouse User" at once', async () => {
    renderApp('/dashboard/settings')
    const addAdmin = await screen.findByRole('button', { name: 'Add Admin' })
    await slowDown()
    await userEvent.click(addAdmin)
    await userEvent.keyboard('Mouse User')

    const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Mouse User')
  })

  it('Edit on a driver clicked, then "Maria G. Garcia" at once', async () => {
    renderApp('/dashboard/drivers/2')
    const edit = await screen.findByRole('button', { name: 'Edit' })
    await slowDown()
    await userEvent.click(edit)
    await userEvent.keyboard('Maria G. Garcia')

    const dialog = await screen.findByRole('dialog', { name: 'Edit driver' })
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Maria G. Garcia')
  })

  it('Views, Save current view… by keyboard, then "Morning check" at once', async () => {
    renderApp('/dashboard/drivers')
    const views = await screen.findByRole('button', { name: 'Views' })
    await slowDown()
    views.focus()
    await userEvent.keyboard('{Enter}')
    const save = await screen.findByRole('menuitem', { name: 'Save current view…' })
    await expect.poll(() => save).toHaveFocus()
    await userEvent.keyboard('{Enter}Morning check')

    const dialog = await screen.findByRole('dialog', { name: 'Save current view' })
    await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Morning check')
  })
})
