// @vitest-environment jsdom
import { act, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'
import { json } from '../../support/loopback-server'
import { renderApp, withFakeApi } from '../../test-utils'
import { countConnectedAsOnScreen } from '../../support/jsdom'

const api = withFakeApi()
// Dialogs give focus back to what opened them only while it is on screen.
beforeEach(countConnectedAsOnScreen)

async function openSettings() {
  const app = renderApp('/dashboard/settings')
  await app.screen.findByRole('heading', { name: 'Admin Management' })
  const adminNames = () =>
    app.screen
      .getAllByRole('button', { name: /^Delete / })
      .map((button) => button.getAttribute('aria-label')!.replace('Delete ', ''))
  const historyCard = () =>
    app.screen.getByRole('heading', { name: 'Change history' }).closest('section')!
  const historyTexts = () =>
    within(historyCard())
      .queryAllByRole('listitem')
      .map((item) => item.textContent)
  return { ...app, adminNames, historyCard, historyTexts }
}

async function deleteAdmin(app: Awaited<ReturnType<typeof openSettings>>, name: string) {
  await app.user.click(app.screen.getByRole('button', { name: `Delete ${name}` }))
  const dialog = await app.screen.findByRole('alertdialog', { name: 'Are you sure?' })
  await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }))
}

/** What the browser dispatches in this tab when another tab saves a key. */
function saveFromAnotherTab(key: string, value: unknown) {
  act(() => {
    localStorage.setItem(key, JSON.stringify(value))
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }))
  })
}

const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

describe('settings: saved in this browser', () => {
  it('starts from the sample data and saves nothing until something changes', async () => {
    const { adminNames, screen } = await openSettings()

    expect(adminNames()).toEqual(['Olivia Bennett', 'Marcus Reed'])
    expect(screen.getByRole('switch', { name: 'Accepting Applications' })).toBeChecked()
    expect(localStorage.getItem(localKeys.admins)).toBeNull()
    expect(localStorage.getItem(localKeys.applications)).toBeNull()
  })

  it('saves the admin list and the switch on every change', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Olivia Bennett')
    await app.user.click(app.screen.getByRole('switch', { name: 'Accepting Applications' }))

    expect(saved(localKeys.admins)).toEqual([
      { id: 2, name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555-0102' },
    ])
    expect(saved(localKeys.applications)).toEqual({ accepting: false })
  })

  it('shows what was saved on the next visit, quietly (no toast)', async () => {
    localStorage.setItem(
      localKeys.admins,
      JSON.stringify([{ id: 7, name: 'Ada Byron', email: 'ada@example.com', phone: '+44 20' }]),
    )
    localStorage.setItem(localKeys.applications, JSON.stringify({ accepting: false }))
    // The page's stores read storage once, at start: a fresh start is what another tab's clear gives.
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    const { adminNames, screen } = await openSettings()

    expect(adminNames()).toEqual(['Ada Byron'])
    expect(screen.getByRole('switch', { name: 'Accepting Applications' })).not.toBeChecked()
    expect(screen.queryByText(/applications are now closed/i)).not.toBeInTheDocument()
  })

  it('drops a bad saved admin alone: the first of two with one e-mail stays, and the rest', async () => {
    localStorage.setItem(
      localKeys.admins,
      JSON.stringify([
        { id: 1, name: 'A', email: 'a@x.io', phone: '1' },
        { id: 2, name: 'B', email: 'A@x.io', phone: '2' },
        { id: 3, name: '', email: 'c@x.io', phone: '3' },
        { id: 4, name: 'D', email: 'd@x.io', phone: '4' },
      ]),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    const { adminNames } = await openSettings()

    expect(adminNames()).toEqual(['A', 'D'])
  })

  it.each([
    ['not JSON', '{'],
    ['an old shape', JSON.stringify({ version: 0, admins: ['Olivia'] })],
    ['a list of nothing readable', JSON.stringify([{ id: 1, name: 'A' }, 'B'])],
  ])(
    'falls back to the sample, with only a console warning, when the saved list is %s',
    async (_case, raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      localStorage.setItem(localKeys.admins, raw)
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
      const { adminNames, screen } = await openSettings()

      expect(adminNames()).toEqual(['Olivia Bennett', 'Marcus Reed'])
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(localKeys.admins))
    },
  )
})

describe('settings: open tabs agree', () => {
  it("takes another tab's admin list, switch and history without a reload", async () => {
    const { adminNames, screen, historyTexts } = await openSettings()

    saveFromAnotherTab(localKeys.admins, [
      { id: 2, name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555-0102' },
    ])
    saveFromAnotherTab(localKeys.applications, { accepting: false })
    saveFromAnotherTab(localKeys.history, [
      {
        id: 'x1',
        kind: 'admin-deleted',
        subject: 'Olivia Bennett',
        by: 'Other Admin',
        at: new Date().toISOString(),
      },
    ])

    expect(adminNames()).toEqual(['Marcus Reed'])
    expect(screen.getByRole('switch', { name: 'Accepting Applications' })).not.toBeChecked()
    expect(historyTexts()).toEqual(['Other Admin deleted admin Olivia Bennettjust now'])
    expect(screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument()
  })
})

describe('settings: another tab deletes an admin this one is about to', () => {
  it('closes the question and says the admin was already removed', async () => {
    const app = await openSettings()
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Marcus Reed' }))
    await app.screen.findByRole('alertdialog', { name: 'Are you sure?' })

    saveFromAnotherTab(localKeys.admins, [
      { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@example.com', phone: '+1 555-0101' },
    ])

    expect(await app.screen.findByText('Marcus Reed was already removed')).toBeInTheDocument()
    expect(app.screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(app.adminNames()).toEqual(['Olivia Bennett'])
    expect(app.screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument()
  })

  it('says so on Delete when the news had not reached this tab yet', async () => {
    const app = await openSettings()
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Marcus Reed' }))
    const dialog = await app.screen.findByRole('alertdialog', { name: 'Are you sure?' })
    // Saved by the other tab, its storage event still on the way.
    localStorage.setItem(
      localKeys.admins,
      JSON.stringify([
        {
          id: 1,
          name: 'Olivia Bennett',
          email: 'olivia.bennett@example.com',
          phone: '+1 555-0101',
        },
      ]),
    )

    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await app.screen.findByText('Marcus Reed was already removed')).toBeInTheDocument()
    expect(app.screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument()
    expect(app.adminNames()).toEqual(['Olivia Bennett'])
  })

  it('says nothing of the kind when this tab deletes the admin itself', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')

    expect(await app.screen.findByText('Admin deleted successfully')).toBeInTheDocument()
    expect(app.screen.queryByText(/already removed/)).not.toBeInTheDocument()
  })
})

describe('settings: Undo after delete', () => {
  it('offers Undo in the toast; Undo puts the admin back in the same place and says so', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Olivia Bennett')
    expect(app.adminNames()).toEqual(['Marcus Reed'])
    const toast = (await app.screen.findByText('Admin deleted successfully')).closest('li')!
    await app.user.click(within(toast).getByRole('button', { name: 'Undo' }))

    expect(await app.screen.findByText('Admin restored')).toBeInTheDocument()
    expect(app.adminNames()).toEqual(['Olivia Bennett', 'Marcus Reed'])
    expect(saved(localKeys.admins)).toMatchObject([{ id: 1 }, { id: 2 }])
    // Focus leaves the vanishing toast for Add Admin, never the page body.
    expect(app.screen.getByRole('button', { name: 'Add Admin' })).toHaveFocus()
  })

  it('saves the deletion at once, before the toast ends', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')

    expect(saved(localKeys.admins)).toMatchObject([{ name: 'Olivia Bennett' }])
    expect(await app.screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument()
  })

  it('says why it cannot restore when the e-mail was given to a new admin meanwhile', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')
    const undo = await app.screen.findByRole('button', { name: 'Undo' })
    // Seconds later: another tab's write at the same moment would get the deletion applied again.
    const later = Date.now() + 5000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    saveFromAnotherTab(localKeys.admins, [
      { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@example.com', phone: '+1 555-0101' },
      { id: 2, name: 'Marc Reed', email: 'marcus.reed@example.com', phone: '+1 555-0199' },
    ])
    await app.user.click(undo)

    expect(
      await app.screen.findByText(
        'Could not restore the admin: an admin with this email already exists',
      ),
    ).toBeInTheDocument()
    expect(app.adminNames()).toEqual(['Olivia Bennett', 'Marc Reed'])
  })
})

describe('settings: change history', () => {
  it('says so while there is no history', async () => {
    const { historyCard } = await openSettings()

    expect(historyCard()).toHaveTextContent('No changes yet.')
  })

  it('records who did what, newest first, with the exact time in <time datetime>', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')
    await app.user.click(await app.screen.findByRole('button', { name: 'Undo' }))
    await app.user.click(app.screen.getByRole('switch', { name: 'Accepting Applications' }))
    await app.user.click(app.screen.getByRole('switch', { name: 'Accepting Applications' }))

    await vi.waitFor(() =>
      expect(app.historyTexts()).toEqual([
        'Demo Admin opened applicationsjust now',
        'Demo Admin closed applicationsjust now',
        'Demo Admin restored admin Marcus Reedjust now',
        'Demo Admin deleted admin Marcus Reedjust now',
      ]),
    )
    const time = within(app.historyCard()).getAllByText('just now')[0]
    expect(time.tagName).toBe('TIME')
    expect(Date.parse(time.getAttribute('datetime')!)).toBeGreaterThan(Date.now() - 60_000)
    expect(saved(localKeys.history)).toHaveLength(4)
  })

  it("names 'Admin User' when the profile could not be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    api.current.handle((_req, res) => json(res, 500, { message: 'down' }))
    const app = await openSettings()

    await app.user.click(app.screen.getByRole('switch', { name: 'Accepting Applications' }))

    await vi.waitFor(() =>
      expect(app.historyTexts()).toEqual(['Admin User closed applicationsjust now']),
    )
  })

  it('records an added admin by name', async () => {
    const app = await openSettings()

    await app.user.click(app.screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await app.screen.findByRole('dialog', { name: 'Add New Admin' })
    await app.user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper')
    await app.user.type(within(dialog).getByLabelText('Email'), 'grace@example.com')
    await app.user.type(within(dialog).getByLabelText('Phone'), '555 1234')
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    await vi.waitFor(() =>
      expect(app.historyTexts()).toEqual(['Demo Admin added admin Grace Hopperjust now']),
    )
  })
})
