/// <reference types="@vitest/browser-playwright" />
import { screen, within } from '@testing-library/react'
import { cdp, userEvent } from 'vitest/browser'
import { afterEach, expect, it } from 'vitest'
import { renderApp } from '../../support/component'

// Add Admin by keyboard as its code first loads, on a CPU 4x slower (about a mid-range phone's
// against this machine): the only test in this file, so the dialog's code is fetched right then.
// At full speed: add-admin-dialog.browser.test.tsx; clicked: lib/start/hold-keys*.browser.test.tsx.

const setCpuSlowdown = (rate: number) => cdp().send('Emulation.setCPUThrottlingRate', { rate })
afterEach(() => setCpuSlowdown(1))

it('Enter on Add Admin, then "Quick Typist" at once, CPU 4x slower: every letter lands', async () => {
  renderApp('/dashboard/settings')
  const addAdmin = await screen.findByRole('button', { name: 'Add Admin' })
  // Once the screen is drawn, as the browser suite slowed a loaded page: the opening is what is slow.
  await setCpuSlowdown(4)
  addAdmin.focus()
  await userEvent.keyboard('{Enter}Quick Typist')

  const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' })
  await expect.poll(() => within(dialog).getByLabelText('Name')).toHaveValue('Quick Typist')
})
