import { screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { renderApp, untilShortcutsWork } from '../../support/component'

// The dashboard's shortcut keys, pressed for real on the drivers screen as the app draws it.

/** Waits (up to 5 s: screens load on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const searchBox = () => screen.getByRole('searchbox', { name: 'Search drivers' })
const collapseButton = () => screen.getByRole('button', { name: /(Collapse|Expand) sidebar/ })

/** The drivers screen, once its header says the shortcut keys work. */
async function openDrivers() {
  const app = renderApp('/dashboard/drivers')
  await untilShortcutsWork()
  await screen.findByRole('table')
  return app
}

describe('the keyboard shortcuts', () => {
  it('/ focuses the drivers search, typing nothing; typed in a field, / and ? are text', async () => {
    await openDrivers()
    await userEvent.keyboard('/')
    await until(() => expect(searchBox()).toHaveFocus())
    expect(searchBox()).toHaveValue('')

    await userEvent.keyboard('a/b?')
    expect(searchBox()).toHaveValue('a/b?')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Ctrl+B collapses and expands the sidebar, but not while typing', async () => {
    await openDrivers()
    expect(collapseButton()).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Control>}b{/Control}')
    await until(() => expect(collapseButton()).toHaveAttribute('aria-expanded', 'false'))
    await userEvent.keyboard('{Control>}b{/Control}')
    await until(() => expect(collapseButton()).toHaveAttribute('aria-expanded', 'true'))

    await userEvent.click(searchBox())
    await userEvent.keyboard('{Control>}b{/Control}?')
    expect(searchBox()).toHaveValue('?')
    expect(collapseButton()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
