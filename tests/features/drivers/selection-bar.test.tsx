// @vitest-environment happy-dom
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

async function openDrivers() {
  const app = renderApp('/dashboard/drivers')
  const table = await app.screen.findByRole('table')
  const box = (name: string) => within(table).getByRole('checkbox', { name: `Select ${name}` })
  const bar = () => app.screen.findByRole('toolbar', { name: 'Selected drivers' })
  const statusOf = (name: string) =>
    within(table).getByRole('link', { name }).closest('tr')!.querySelectorAll('td')[4]
  return { ...app, table, box, bar, statusOf }
}

describe('the selection bar', () => {
  it('appears with the count, and announces it politely', async () => {
    const app = await openDrivers()
    await app.user.click(app.box('Maria Garcia'))
    await app.user.click(app.box('Robert Johnson'))

    expect(await app.bar()).toHaveTextContent('2 selected')
    const status = app.screen
      .getAllByRole('status')
      .find((region) => region.textContent === '2 drivers selected')
    expect(status).toBeDefined()
  })

  it('says how many selected drivers the search and filter hide', async () => {
    const app = await openDrivers()
    // James Smith is inactive, Maria Garcia active.
    await app.user.click(app.box('James Smith'))
    await app.user.click(app.box('Maria Garcia'))
    const filter = app.screen.getByRole('combobox', { name: 'Filter by status' })

    await app.user.selectOptions(filter, 'Active')
    expect(await app.bar()).toHaveTextContent(/2 selected\W+1 not shown/)
    await app.user.selectOptions(filter, 'All Status')
    expect(await app.bar()).not.toHaveTextContent('not shown')
  })

  it('deactivates after confirmation; Undo in the toast puts the drivers back', async () => {
    const app = await openDrivers()
    await app.user.click(app.box('Maria Garcia'))
    await app.user.click(app.box('Robert Johnson'))
    await app.user.click(within(await app.bar()).getByRole('button', { name: 'Deactivate' }))

    const dialog = await app.screen.findByRole('alertdialog', { name: 'Deactivate 2 drivers?' })
    expect(dialog).toHaveTextContent('Maria Garcia and Robert Johnson will be marked inactive.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))

    const toast = (await app.screen.findByText('Deactivated 2 drivers')).closest('li')!
    expect(toast).toHaveTextContent('Maria Garcia and Robert Johnson')
    expect(app.statusOf('Maria Garcia')).toHaveTextContent('Inactive')
    expect(app.statusOf('Robert Johnson')).toHaveTextContent('Inactive')
    expect(app.screen.queryByRole('toolbar', { name: 'Selected drivers' })).not.toBeInTheDocument()

    await app.user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await app.screen.findByText('Undone: 2 drivers active again')).toBeInTheDocument()
    expect(app.statusOf('Maria Garcia')).toHaveTextContent('Active')
    // Focus leaves the vanishing toast, never for the page body (where exactly: the browser suite).
    expect(document.activeElement).not.toBe(document.body)
    expect(document.activeElement?.closest('[data-sonner-toaster]')).toBeNull()
  })

  it('Cancel changes nothing and gives focus back to Deactivate', async () => {
    const app = await openDrivers()
    await app.user.click(app.box('Maria Garcia'))
    const deactivate = within(await app.bar()).getByRole('button', { name: 'Deactivate' })
    await app.user.click(deactivate)
    const dialog = await app.screen.findByRole('alertdialog')
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    expect(app.statusOf('Maria Garcia')).toHaveTextContent('Active')
    // jsdom lays nothing out, so focus cannot tell Deactivate is on screen: the browser suite does.
    expect(deactivate.isConnected).toBe(true)
    expect(await app.bar()).toHaveTextContent('1 selected')
  })

  it('says how many of the selection already have the status', async () => {
    const app = await openDrivers()
    // James Smith is inactive already.
    await app.user.click(app.box('James Smith'))
    await app.user.click(app.box('Maria Garcia'))
    await app.user.click(within(await app.bar()).getByRole('button', { name: 'Deactivate' }))

    const dialog = await app.screen.findByRole('alertdialog', { name: 'Deactivate 1 driver?' })
    expect(dialog).toHaveTextContent(
      'Maria Garcia will be marked inactive. 1 selected driver is inactive already.',
    )
  })

  it('Escape clears the selection, but not while a dialog is open', async () => {
    const app = await openDrivers()
    await app.user.click(app.box('Maria Garcia'))
    await app.user.click(within(await app.bar()).getByRole('button', { name: 'Deactivate' }))
    await app.screen.findByRole('alertdialog')

    await app.user.keyboard('{Escape}')
    expect(app.screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(await app.bar()).toHaveTextContent('1 selected')

    await app.user.keyboard('{Escape}')
    expect(app.screen.queryByRole('toolbar', { name: 'Selected drivers' })).not.toBeInTheDocument()
    expect(app.box('Maria Garcia')).not.toBeChecked()
  })
})
