// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'
import { initialAdmins } from '@/features/settings/admins'
import * as store from '@/features/settings/settings-store'

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' }
const by = Promise.resolve('Grace')

const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
const flush = () => act(() => by.then(() => {}))

// tests/setup.ts clears storage after each test and tells the stores, as another tab would.

describe('settings store', () => {
  it('starts from the sample admins and open applications, with no history', () => {
    const { result } = renderHook(() => ({
      admins: store.useAdmins(),
      accepting: store.useAcceptingApplications(),
      history: store.useChangeHistory(),
    }))

    expect(result.current).toEqual({ admins: initialAdmins, accepting: true, history: [] })
  })

  it('saves an added admin and records who added whom', async () => {
    const result = store.saveNewAdmin(ADA, by)
    await flush()

    expect(result).toMatchObject({ ok: true, added: { id: 3, ...ADA } })
    expect(saved(localKeys.admins)).toEqual([...initialAdmins, { id: 3, ...ADA }])
    expect(saved(localKeys.history)).toEqual([
      expect.objectContaining({ kind: 'admin-added', subject: 'Ada Lovelace', by: 'Grace' }),
    ])
  })

  it('saves nothing and records nothing for a refused admin', async () => {
    expect(store.saveNewAdmin({ ...ADA, email: 'nope' }, by)).toMatchObject({ ok: false })
    await flush()

    expect(localStorage.length).toBe(0)
  })

  it('deletes, then undoes, recording both; a second delete of the same admin does nothing', async () => {
    const removed = store.deleteAdmin(1, by)
    expect(store.deleteAdmin(1, by)).toBeNull()
    expect(saved(localKeys.admins)).toEqual([initialAdmins[1]])
    expect(store.undoDeleteAdmin(removed!, by)).toMatchObject({ ok: true })
    await flush()

    expect(saved(localKeys.admins)).toEqual(initialAdmins)
    const kinds = (saved(localKeys.history) as { kind: string; subject: string }[]).map(
      (change) => `${change.kind} ${change.subject}`,
    )
    expect(kinds).toEqual(['admin-restored Olivia Bennett', 'admin-deleted Olivia Bennett'])
  })

  it('records nothing for an undo that is refused', async () => {
    const removed = store.deleteAdmin(2, by)!
    store.saveNewAdmin({ ...ADA, email: 'marcus.reed@example.com' }, by)

    expect(store.undoDeleteAdmin(removed, by)).toMatchObject({ ok: false })
    await flush()

    expect(saved(localKeys.history)).toHaveLength(2)
  })

  it('closes and opens applications, recording only real changes', async () => {
    const { result } = renderHook(() => store.useAcceptingApplications())

    act(() => store.setAcceptingApplications(true, by))
    act(() => store.setAcceptingApplications(false, by))
    expect(result.current).toBe(false)
    act(() => store.setAcceptingApplications(true, by))
    await flush()

    expect(saved(localKeys.applications)).toEqual({ accepting: true })
    const kinds = (saved(localKeys.history) as { kind: string; subject?: string }[]).map(
      (change) => [change.kind, change.subject],
    )
    expect(kinds).toEqual([
      ['applications-opened', undefined],
      ['applications-closed', undefined],
    ])
  })

  it('times a change when it is made, even if the name arrives later', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date'] })
    let giveName: (name: string) => void = () => {}
    const later = new Promise<string>((resolve) => (giveName = resolve))

    store.deleteAdmin(1, later)
    vi.setSystemTime(new Date('2026-01-02T09:00:00Z'))
    giveName('Grace')
    await act(() => later.then(() => {}))
    vi.useRealTimers()

    expect(saved(localKeys.history)).toEqual([
      expect.objectContaining({ by: 'Grace', at: '2026-01-02T03:04:05.000Z' }),
    ])
  })

  it('keeps both admins when another tab adds one at the same moment (its write crossing ours)', async () => {
    store.saveNewAdmin(ADA, by)
    await flush()
    // The other tab read the list before our write reached it: its list has its admin, not ours.
    const theirs = [...initialAdmins, { id: 3, name: 'Bo', email: 'bo@example.com', phone: '7' }]
    act(() => {
      localStorage.setItem(localKeys.admins, JSON.stringify(theirs))
      localStorage.setItem(localKeys.history, '[]')
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.admins, storageArea: localStorage }),
      )
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.history, storageArea: localStorage }),
      )
    })

    const admins = saved(localKeys.admins) as { name: string; id: number }[]
    expect(admins.map((admin) => [admin.id, admin.name])).toEqual([
      [1, 'Olivia Bennett'],
      [2, 'Marcus Reed'],
      [3, 'Bo'],
      [4, 'Ada Lovelace'],
    ])
    expect(saved(localKeys.history)).toEqual([
      expect.objectContaining({ kind: 'admin-added', subject: 'Ada Lovelace' }),
    ])
  })

  it('keeps an admin another tab adds right after a delete, though it took the freed id', async () => {
    store.deleteAdmin(2, by)
    await flush()
    // The other tab saw the delete, then added Ada: the highest id is 1 again, so hers is 2.
    const theirs = [initialAdmins[0], { id: 2, ...ADA }]
    act(() => {
      localStorage.setItem(localKeys.admins, JSON.stringify(theirs))
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.admins, storageArea: localStorage }),
      )
    })

    expect(saved(localKeys.admins)).toEqual(theirs)
  })

  it('rebuilds the original order whichever Undo comes first (the issue: Marcus, then Olivia)', () => {
    store.saveNewAdmin(ADA, by)
    const marcus = store.deleteAdmin(2, by)!
    const olivia = store.deleteAdmin(1, by)!

    store.undoDeleteAdmin(marcus, by)
    store.undoDeleteAdmin(olivia, by)

    const admins = saved(localKeys.admins) as { name: string }[]
    expect(admins.map((admin) => admin.name)).toEqual([
      'Olivia Bennett',
      'Marcus Reed',
      'Ada Lovelace',
    ])
  })

  it('tells a watcher when another tab deletes the admin, not when this tab does', () => {
    const deletedHere = vi.fn()
    const deletedThere = vi.fn()
    const stops = [store.watchAdminGone(1, deletedHere), store.watchAdminGone(2, deletedThere)]

    store.deleteAdmin(1, by)
    expect(deletedHere).not.toHaveBeenCalled()
    act(() => {
      localStorage.setItem(localKeys.admins, '[]')
      window.dispatchEvent(
        new StorageEvent('storage', { key: localKeys.admins, storageArea: localStorage }),
      )
    })
    stops.forEach((stop) => stop())

    expect(deletedThere).toHaveBeenCalledOnce()
  })

  it('tells a watcher at once when the admin is already gone', () => {
    store.deleteAdmin(2, by)
    const gone = vi.fn()

    store.watchAdminGone(2, gone)()

    expect(gone).toHaveBeenCalledOnce()
  })
})
