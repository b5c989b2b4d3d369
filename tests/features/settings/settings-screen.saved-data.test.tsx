// @vitest-environment happy-dom
import { act, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { unstored, type Database } from '@/lib/local-data/database'
import { closeLocalData, connection } from '@/lib/local-data/local-data'
import { json } from '../../support/loopback-server'
import { renderApp, withFakeApi } from '../../test-utils'
import { countConnectedAsOnScreen } from '../../support/jsdom'

// Settings over the browser's local database (IndexedDB in memory here): what it shows of what is
// saved, what each change saves, and changes made elsewhere. Another tab's change reaches this tab
// as one made here by other code does, by reading the database again (commit.test.ts: its message).

const api = withFakeApi()
// Dialogs give focus back to what opened them only while it is on screen.
beforeEach(countConnectedAsOnScreen)

const marcus = {
  id: 2,
  name: 'Marcus Reed',
  email: 'marcus.reed@example.com',
  phone: '+1 555-0102',
}

async function openSettings() {
  const app = renderApp('/dashboard/settings')
  // Read from the browser's database: shown once read.
  await app.screen.findByRole('list', { name: 'Admins' })
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
  // The question closes once the deletion is saved.
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

/** A change made away from the screen, as another tab's reaches it. */
const anotherTab = () => import('@/lib/local-data/settings-changes')

/** What an earlier visit saved: written to the database before this visit reads it. */
async function savedBefore(write: (db: Database) => Promise<unknown>) {
  await write((await connection()).db)
  await closeLocalData()
}

const stored = async () => {
  const { db } = await connection()
  return {
    admins: (await db.getAll('admins')).map(unstored),
    applications: await db.get('settings', 'applications'),
    changes: await db.count('log'),
  }
}

describe('settings: saved in this browser', () => {
  it('starts from the sample data and logs nothing until something changes', async () => {
    const { adminNames, screen } = await openSettings()

    expect(adminNames()).toEqual(['Olivia Bennett', 'Marcus Reed'])
    expect(screen.getByRole('switch', { name: 'Accepting Applications' })).toBeChecked()
    expect((await stored()).changes).toBe(0)
  })

  it('saves the admin list and the switch on every change', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Olivia Bennett')
    await app.user.click(app.screen.getByRole('switch', { name: 'Accepting Applications' }))
    await app.screen.findByText('Applications are now closed')

    expect(await stored()).toEqual({
      admins: [marcus],
      applications: { key: 'applications', accepting: false },
      changes: 2,
    })
  })

  it('shows what was saved on the next visit, quietly (no toast)', async () => {
    await savedBefore(async (db) => {
      await db.clear('admins')
      const ada = { id: 7, name: 'Ada Byron', email: 'ada@example.com', phone: '+44 20' }
      await db.put('admins', { ...ada, emailKey: ada.email })
      await db.put('settings', { key: 'applications', accepting: false })
    })
    const { adminNames, screen } = await openSettings()

    expect(adminNames()).toEqual(['Ada Byron'])
    expect(screen.getByRole('switch', { name: 'Accepting Applications' })).not.toBeChecked()
    expect(screen.queryByText(/applications are now closed/i)).not.toBeInTheDocument()
  })

  it('drops a stored admin that breaks the rule, alone, with only a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await savedBefore(async (db) => {
      await db.put('admins', { id: 3, name: '', email: 'c@x.io', phone: '3', emailKey: 'c@x.io' })
      await db.put('admins', { id: 4, name: 'D', email: 'd@x.io', phone: '4', emailKey: 'd@x.io' })
    })
    const { adminNames, screen } = await openSettings()

    expect(adminNames()).toEqual(['Olivia Bennett', 'Marcus Reed', 'D'])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Said and deleted once the deleting module has loaded, after the list is shown.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Dropped stored records that break their rule:', [
        ['admins', 3],
      ]),
    )
    const { db } = await connection()
    await waitFor(async () => expect(await db.get('admins', 3)).toBeUndefined())
  })
})

describe('settings: open tabs agree', () => {
  it("takes another tab's admin list, switch and history without a reload", async () => {
    const { adminNames, screen, historyTexts } = await openSettings()
    const other = await anotherTab()

    await act(async () => {
      await other.deleteAdmin(1)
      await other.setAcceptingApplications(false)
    })

    await vi.waitFor(() => expect(adminNames()).toEqual(['Marcus Reed']))
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Accepting Applications' })).not.toBeChecked(),
    )
    await vi.waitFor(() => expect(historyTexts()).toHaveLength(2))
    expect(historyTexts()[1]).toBe(
      'Demo Admin deleted admin Olivia Bennett (olivia.bennett@example.com, +1 555-0101)just now',
    )
    expect(screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument()
  })
})

describe('settings: another tab deletes an admin this one is about to', () => {
  it('closes the question and says the admin was already removed', async () => {
    const app = await openSettings()
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Marcus Reed' }))
    await app.screen.findByRole('alertdialog', { name: 'Are you sure?' })

    const other = await anotherTab()
    await act(() => other.deleteAdmin(2))

    expect(await app.screen.findByText('Marcus Reed was already removed')).toBeInTheDocument()
    expect(app.screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(app.adminNames()).toEqual(['Olivia Bennett'])
    expect(app.screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument()
  })

  it('says so on Delete when the news had not reached this tab yet', async () => {
    const app = await openSettings()
    await app.user.click(app.screen.getByRole('button', { name: 'Delete Marcus Reed' }))
    const dialog = await app.screen.findByRole('alertdialog', { name: 'Are you sure?' })
    // Deleted by the other tab, its message still on the way.
    await (await connection()).db.delete('admins', 2)

    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await app.screen.findByText('Marcus Reed was already removed')).toBeInTheDocument()
    expect(app.screen.queryByText('Admin deleted successfully')).not.toBeInTheDocument()
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
    const toast = (await app.screen.findByText('Admin deleted successfully')).closest('li')!
    expect(app.adminNames()).toEqual(['Marcus Reed'])
    // The question closed once the admin had gone: focus on Add Admin, not the page body.
    expect(app.screen.getByRole('button', { name: 'Add Admin' })).toHaveFocus()
    await app.user.click(within(toast).getByRole('button', { name: 'Undo' }))

    expect(await app.screen.findByText('Admin restored')).toBeInTheDocument()
    expect(app.adminNames()).toEqual(['Olivia Bennett', 'Marcus Reed'])
    expect((await stored()).admins.map(({ id }) => id)).toEqual([1, 2])
    // Focus leaves the vanishing toast for Add Admin, never the page body.
    expect(app.screen.getByRole('button', { name: 'Add Admin' })).toHaveFocus()
  })

  it('saves the deletion at once, before the toast ends', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')

    expect(await app.screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument()
    expect((await stored()).admins.map(({ name }) => name)).toEqual(['Olivia Bennett'])
  })

  it('says why it cannot restore when the e-mail was given to a new admin meanwhile', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')
    const undo = await app.screen.findByRole('button', { name: 'Undo' })
    const other = await anotherTab()
    await act(() => other.addAdmin({ ...marcus, name: 'Marc Reed' }))
    await vi.waitFor(() => expect(app.adminNames()).toEqual(['Olivia Bennett', 'Marc Reed']))
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

    expect(await within(historyCard()).findByText(/^No changes yet\./)).toBeInTheDocument()
  })

  it('records who did what, newest first, old and new, with the exact time in <time datetime>', async () => {
    const app = await openSettings()

    await deleteAdmin(app, 'Marcus Reed')
    await app.user.click(await app.screen.findByRole('button', { name: 'Undo' }))
    await app.screen.findByText('Admin restored')
    const toggle = app.screen.getByRole('switch', { name: 'Accepting Applications' })
    await app.user.click(toggle)
    await vi.waitFor(() => expect(toggle).not.toBeChecked())
    await app.user.click(toggle)

    const marcusValues = '(marcus.reed@example.com, +1 555-0102)'
    await vi.waitFor(() =>
      expect(app.historyTexts()).toEqual([
        'Demo Admin opened applications (were closed)just now',
        'Demo Admin closed applications (were open)just now',
        `Demo Admin restored admin Marcus Reed ${marcusValues}just now`,
        `Demo Admin deleted admin Marcus Reed ${marcusValues}just now`,
      ]),
    )
    const time = within(app.historyCard()).getAllByText('just now')[0]
    expect(time.tagName).toBe('TIME')
    expect(Date.parse(time.getAttribute('datetime')!)).toBeGreaterThan(Date.now() - 60_000)
  })

  it("names 'Admin User' when the profile could not be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    api.current.handle((_req, res) => json(res, 500, { message: 'down' }))
    const app = await openSettings()
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled())

    await app.user.click(app.screen.getByRole('switch', { name: 'Accepting Applications' }))

    await vi.waitFor(() =>
      expect(app.historyTexts()).toEqual(['Admin User closed applications (were open)just now']),
    )
  })

  it('records an added admin by name, with the values added', async () => {
    const app = await openSettings()

    await app.user.click(app.screen.getByRole('button', { name: 'Add Admin' }))
    const dialog = await app.screen.findByRole('dialog', { name: 'Add New Admin' })
    await app.user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper')
    await app.user.type(within(dialog).getByLabelText('Email'), 'grace@example.com')
    await app.user.type(within(dialog).getByLabelText('Phone'), '555 1234')
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Admin' }))

    await vi.waitFor(() =>
      expect(app.historyTexts()).toEqual([
        'Demo Admin added admin Grace Hopper (grace@example.com, 555 1234)just now',
      ]),
    )
  })
})
