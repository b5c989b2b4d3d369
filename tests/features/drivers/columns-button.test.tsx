// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

// The menu's module loads on first use; a cold transform of it (and Radix) can outlast findBy's wait.
beforeAll(() => import('@/features/drivers/columns-menu'))

const KEY = 'fleet-admin:driver-columns:v1'
const html = document.documentElement

async function openDrivers() {
  const app = renderApp('/dashboard/drivers')
  await app.screen.findByRole('table')
  const columnsButton = app.screen.getByRole('button', { name: 'Columns' })
  const openMenu = async () => {
    await app.user.click(columnsButton)
    return app.screen.findByRole('menu', { name: 'Columns' })
  }
  return { ...app, columnsButton, openMenu }
}

const checkedStates = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemcheckbox')
    .map((item) => `${item.textContent} ${item.getAttribute('aria-checked')}`)

describe('the Columns menu', () => {
  it('opens from the Columns button with a checkbox per optional column, all shown', async () => {
    const { screen, columnsButton, openMenu } = await openDrivers()
    expect(columnsButton).toHaveAttribute('aria-haspopup', 'menu')
    expect(columnsButton).toHaveAttribute('aria-expanded', 'false')

    const menu = await openMenu()

    expect(checkedStates(menu)).toEqual([
      'Contact true',
      'Status true',
      'Trips true',
      'Rating true',
    ])
    // The menu's own trigger, in the button's place.
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('hides a column when unchecked, saves the choice, and shows it again when checked', async () => {
    const { user, openMenu } = await openDrivers()
    const menu = await openMenu()

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Trips' }))

    expect(html).toHaveAttribute('data-hidden-columns', 'trips')
    expect(localStorage.getItem(KEY)).toBe('["trips"]')
    // It stays open for the next change.
    expect(checkedStates(menu)).toEqual([
      'Contact true',
      'Status true',
      'Trips false',
      'Rating true',
    ])

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Contact' }))
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Trips' }))

    expect(html).toHaveAttribute('data-hidden-columns', 'contact')
    expect(localStorage.getItem(KEY)).toBe('["contact"]')
  })

  it('marks the columns the table and the phone cards hide by the choice', async () => {
    const { screen } = await openDrivers()
    const hideable = ['contact', 'status', 'trips', 'rating']
    const marked = (root: HTMLElement, column: string) =>
      root.querySelectorAll(`[data-column="${column}"]`).length

    const grid = screen.getByRole('table')
    const cards = screen.getByRole('list', { name: 'Drivers' })
    for (const column of hideable) {
      // The <col>, the header and ten cells; in each of ten cards, the field (Contact: two lines).
      expect(marked(grid, column)).toBe(12)
      expect(marked(cards, column)).toBe(column === 'contact' ? 20 : 10)
    }
    expect(marked(grid, 'name')).toBe(0)
  })

  it('starts from the saved choice', async () => {
    // Saved by another tab: the store (alive from earlier tests, unlike a new page's) hears of it.
    localStorage.setItem(KEY, '["status","rating"]')
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }))
    const { openMenu } = await openDrivers()

    const menu = await openMenu()

    expect(checkedStates(menu)).toEqual([
      'Contact true',
      'Status false',
      'Trips true',
      'Rating false',
    ])
    expect(html).toHaveAttribute('data-hidden-columns', 'status rating')
  })

  it('closes on Escape, giving focus back to the Columns button, and opens again', async () => {
    const { user, screen, columnsButton, openMenu } = await openDrivers()
    await openMenu()

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus()
    expect(columnsButton).not.toBeInTheDocument() // The menu's own trigger took its place.

    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Columns' })
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Contact' })).toHaveFocus(),
    )
  })
})
