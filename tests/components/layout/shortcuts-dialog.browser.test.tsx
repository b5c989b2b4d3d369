import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { dressPage, expectNoAxeViolations, renderApp } from '../../support/component'

/** Waits (up to 5 s: the dialog and the screens load on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

/** The dashboard at `path`, once its header says the shortcut keys work. */
async function openDesk(path: string) {
  renderApp(path)
  // The first render of a file waits for the app's modules to be served.
  await vi.waitFor(
    () => expect(document.querySelector('header [aria-keyshortcuts="Control+K"]')).not.toBeNull(),
    { timeout: 15_000 },
  )
}

describe('the keyboard shortcuts dialog', () => {
  it('? lists every shortcut; Escape closes the list and focus returns', async () => {
    await openDesk('/dashboard/settings')
    const addAdmin = await screen.findByRole('button', { name: 'Add Admin' })
    addAdmin.focus()
    await userEvent.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await until(() => expect(dialog).toBeVisible())
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'KeysAction',
      expect.stringMatching(/^CtrlK/),
      expect.stringMatching(/^\//),
      expect.stringMatching(/^CtrlB/),
      expect.stringMatching(/^\?/),
      'CtrlZUndo the change a message offers to undo',
      'AltTGo to the messages (to reach Undo)',
      expect.stringMatching(/^↑↓/),
      expect.stringMatching(/^Enter/),
      expect.stringMatching(/^Esc/),
      expect.stringMatching(/^Esc/),
      expect.stringMatching(/^ShiftClick/),
    ])

    await userEvent.keyboard('{Escape}')
    await until(() => expect(screen.queryByRole('dialog')).toBeNull())
    await until(() => expect(addAdmin).toHaveFocus())
  })

  it.each([
    ['light', 'en'],
    ['dark', 'ar'],
  ] as const)('passes axe, %s theme, %s', async (theme, language) => {
    dressPage({ theme, language })
    await openDesk('/dashboard/drivers')
    await screen.findByRole('table')
    await userEvent.keyboard('?')
    const dialog = await screen.findByRole('dialog')
    await until(() => expect(dialog).toBeVisible())
    expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(7)
    await expectNoAxeViolations()
  })
})
