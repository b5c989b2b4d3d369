// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { closeLocalData, connection } from '@/lib/local-data/local-data'
import { renderApp, withFakeApi } from '../../test-utils'

withFakeApi()

// The menu's module loads on first use; a cold transform of it (and Radix) can outlast findBy's wait.
beforeAll(() => import('@/features/drivers/views-menu'))

async function openDrivers(path = '/dashboard/drivers') {
  const app = renderApp(path)
  await app.screen.findByRole('table')
  const viewsButton = app.screen.getByRole('button', { name: 'Views' })
  const openMenu = async () => {
    await app.user.click(app.screen.getByRole('button', { name: 'Views' }))
    return app.screen.findByRole('menu', { name: 'Views' })
  }
  const saveAs = async (name: string) => {
    const menu = await openMenu()
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Save current view…' }))
    const dialog = await app.screen.findByRole('dialog', { name: 'Save current view' })
    const field = within(dialog).getByRole('textbox', { name: 'Name' })
    await app.user.clear(field)
    if (name) await app.user.type(field, name)
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // Saved (the dialog has gone), or refused (it says why).
    await waitFor(() =>
      expect(!dialog.isConnected || within(dialog).queryByRole('alert')).toBeTruthy(),
    )
    return { dialog, field }
  }
  return { ...app, viewsButton, openMenu, saveAs }
}

/** The views saved in the browser's database, in their order. */
const savedNames = async () => {
  const views = await (await connection()).db.getAll('views')
  return views.sort((a, b) => a.position - b.position).map(({ name }) => name)
}

describe('the Views menu', () => {
  it('offers only Save current view… before any view is saved', async () => {
    const { viewsButton, openMenu } = await openDrivers()
    expect(viewsButton).toHaveAttribute('aria-haspopup', 'menu')

    const menu = await openMenu()
    expect(within(menu).getByText('No saved views yet')).toBeInTheDocument()
    expect(within(menu).queryAllByRole('menuitemradio')).toEqual([])
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Save current view…'])
  })

  it('saves the list as shown under a name, shown as typed, and checks it while it is on screen', async () => {
    const { screen, user, router, openMenu, saveAs } = await openDrivers(
      '/dashboard/drivers?q=garcia&status=active&sort=rating&dir=desc&size=25&page=2',
    )
    await saveAs('  <b>Garcia</b> first ')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await savedNames()).toEqual(['<b>Garcia</b> first'])
    let menu = await openMenu()
    const item = within(menu).getByRole('menuitemradio', { name: '<b>Garcia</b> first' })
    expect(item).toHaveAttribute('aria-checked', 'true')
    await user.keyboard('{Escape}')

    // Another list: the view is no longer what is shown.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by status' }),
      'All Status',
    )
    menu = await openMenu()
    await user.click(within(menu).getByRole('menuitemradio', { name: '<b>Garcia</b> first' }))
    // Opened on page 1, as saved.
    expect(router.state.location.search).toBe(
      '?q=garcia&status=active&sort=rating&dir=desc&size=25',
    )
    menu = await openMenu()
    expect(
      within(menu).getByRole('menuitemradio', { name: '<b>Garcia</b> first' }),
    ).toHaveAttribute('aria-checked', 'true')
  })

  it('refuses an empty name and a taken one inside the dialog, saving nothing', async () => {
    const { user, saveAs } = await openDrivers('/dashboard/drivers?status=inactive')
    await saveAs('Inactive')

    const { dialog, field } = await saveAs('   ')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a name')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()

    await user.type(field, 'INACTIVE')
    // Typing takes the mark away until the next Save.
    expect(field).not.toHaveAttribute('aria-invalid')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A view with this name already exists',
      ),
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(await savedNames()).toEqual(['Inactive'])
  })

  it('renames a view and deletes one, with Undo putting it back', async () => {
    const { screen, user, openMenu, saveAs } = await openDrivers()
    await saveAs('Everyone')

    // By keyboard: jsdom has no layout, so a pointer leaving the submenu's trigger closes it.
    let menu = await openMenu()
    within(menu).getByRole('menuitem', { name: 'Rename view' }).focus()
    await user.keyboard('{ArrowRight}')
    // The submenu takes focus once it is open, a moment after it appears.
    const everyone = await screen.findByRole('menuitem', { name: 'Everyone' })
    await waitFor(() => expect(everyone).toHaveFocus())
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' })
    const field = within(dialog).getByRole('textbox', { name: 'Name' })
    expect(field).toHaveValue('Everyone')
    await user.clear(field)
    await user.type(field, 'All drivers{Enter}')
    await waitFor(async () => expect(await savedNames()).toEqual(['All drivers']))
    // Saved before the dialog closes: until it has, the page behind it is hidden.
    await waitFor(() => expect(dialog).not.toBeInTheDocument())

    menu = await openMenu()
    within(menu).getByRole('menuitem', { name: 'Delete view' }).focus()
    await user.keyboard('{ArrowRight}')
    const renamed = await screen.findByRole('menuitem', { name: 'All drivers' })
    await waitFor(() => expect(renamed).toHaveFocus())
    await user.keyboard('{Enter}')
    const toast = (await screen.findByText('View deleted')).closest('li')!
    expect(await savedNames()).toEqual([])
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('View restored')).toBeInTheDocument()
    expect(await savedNames()).toEqual(['All drivers'])
  })

  it('says at 50 views, before any name is typed, that none can be saved, and offers no Save', async () => {
    // Saved on an earlier visit: written before this visit reads the database.
    const { db } = await connection()
    for (let n = 0; n < 50; n++) {
      await db.put('views', {
        id: `v${n}`,
        name: `View ${n}`,
        query: '',
        columns: null,
        position: n,
      })
    }
    await closeLocalData()
    const { screen, user, openMenu } = await openDrivers()

    const menu = await openMenu()
    const save = within(menu).getByRole('menuitem', { name: 'Save current view…' })
    expect(save).toHaveAttribute('aria-disabled', 'true')
    expect(save).toHaveAccessibleDescription(
      'You can keep up to 50 views. Delete one to save another.',
    )
    await user.click(save)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('refuses an Undo whose name was taken since, saying why, and keeps both views readable', async () => {
    const { screen, user, openMenu, saveAs } = await openDrivers()
    await saveAs('Top rated')

    const menu = await openMenu()
    within(menu).getByRole('menuitem', { name: 'Delete view' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('menuitem', { name: 'Top rated' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const toast = (await screen.findByText('View deleted')).closest('li')!
    await saveAs('TOP RATED')
    await waitFor(async () => expect(await savedNames()).toEqual(['TOP RATED']))
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))

    expect(
      await screen.findByText('Could not restore the view: a view with this name already exists'),
    ).toBeInTheDocument()
    expect(await savedNames()).toEqual(['TOP RATED'])
  })
})
