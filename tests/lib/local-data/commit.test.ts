import { describe, expect, it, vi } from 'vitest'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import type { Write } from '@/lib/local-data/change-log'
import { commit } from '@/lib/local-data/commit'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { connection, currentDrivers } from '@/lib/local-data/local-data'
import { addAdmin, setAcceptingApplications } from '@/lib/local-data/settings-changes'
import * as profile from '@/lib/session/current-profile'
import { seqOf } from '../../support/local-data'

// The one way a change is saved: one transaction that checks each record's rule against what is
// stored then, writes, and logs; the log kept by size. Two tabs changing at the same moment are
// the browser suite's (tests/e2e/local-database.spec.ts): real tabs, one real database.

vi.mock('@/lib/local-data/change-log', async (original) => ({
  ...(await original<typeof import('@/lib/local-data/change-log')>()),
  // Small, so a test can go past them: the app keeps 20 MB and at least 1,000 entries.
  LOG_MAX_BYTES: 1500,
  LOG_MIN_ENTRIES: 5,
}))
vi.mock('@/lib/session/current-profile', async (original) => ({
  ...(await original<typeof import('@/lib/session/current-profile')>()),
  knownAdminName: vi.fn(() => null),
}))

const driver = (n: number) => ({
  name: `D${n}`,
  email: `d${n}@example.com`,
  phone: '555 0100',
  status: 'active' as const,
})
const byId = (id: number) => currentDrivers().find((driver) => driver.id === id)
const logKeys = async () => (await connection()).db.getAllKeys('log')

describe('a change', () => {
  it('is logged as the admin who made it; before the profile answers, as nobody yet', async () => {
    const first = await setAcceptingApplications(false)
    vi.mocked(profile.knownAdminName).mockReturnValue('Grace Okafor')
    const second = await setAcceptingApplications(true)
    const { db } = await connection()
    expect((await db.get('log', seqOf(first)))?.by).toBeNull()
    expect((await db.get('log', seqOf(second)))?.by).toBe('Grace Okafor')
  })

  it('leaves nothing written when it fails half way', async () => {
    const failed = await commit('drivers', async (tx) => {
      await tx.objectStore('counters').put(999, 'next-driver-id')
      throw new Error('a mistake of ours')
    })
    expect(failed).toEqual({ ok: false, reason: 'failed' })
    expect(await (await connection()).db.get('counters', 'next-driver-id')).toBe(51)
  })
})

describe('the rule checks', () => {
  const maria = sampleDrivers[1]!
  const robert = sampleDrivers[2]!
  const edits = (...writes: Write[]) =>
    commit('drivers', async () => ({ kind: 'driver-edited' as const, writes }))

  it('check each write beside the change’s earlier ones: an e-mail freed first is free', async () => {
    const freeing = { key: 2, before: maria, after: { ...maria, email: 'm@example.com' } }
    const taking = { key: 3, before: robert, after: { ...robert, email: maria.email } }
    expect(await edits(taking, freeing)).toMatchObject({
      ok: false,
      write: taking,
      fault: { rule: 'emailTaken' },
    })
    expect((await edits(freeing, taking)).ok).toBe(true)
    expect(byId(3)?.email).toBe(maria.email)
  })

  it('hold a stored record to the saved e-mail rule, a typed one to the form’s', async () => {
    const older = { ...maria, email: 'maria@localhost_' }
    expect((await edits({ key: 2, before: maria, after: older })).ok).toBe(true)
    const typed = await commit('drivers', async () => ({
      kind: 'driver-edited' as const,
      writes: [{ key: 3, before: robert, after: { ...robert, email: 'robert@localhost_' } }],
      typed: true,
    }))
    expect(typed).toMatchObject({ ok: false, fault: { rule: 'invalidEmail' } })
  })

  it('check the switch and views by their own rules', async () => {
    const bad = await commit('settings', async () => ({
      kind: 'applications-opened' as const,
      writes: [{ key: 'applications', after: { key: 'applications', accepting: 'yes' } }],
    }))
    expect(bad).toMatchObject({ ok: false, fault: { rule: 'unreadable' } })
    const twins = ['a', 'b'].map((id, position) => ({
      key: id,
      after: { id, name: 'Same', query: '', columns: null, position },
    }))
    const both = await commit('views', async () => ({ kind: 'view-saved' as const, writes: twins }))
    expect(both).toMatchObject({ ok: false, write: twins[1], fault: { rule: 'nameTaken' } })
  })
})

describe('a refused or failed change', () => {
  it('is refused as its plan says, as no error', async () => {
    const error = vi.spyOn(console, 'error')
    expect(await commit('drivers', async () => ({ reason: 'failed' }))).toEqual({
      ok: false,
      reason: 'failed',
    })
    expect(error).not.toHaveBeenCalled()
  })

  it('says the storage is full only when it is', async () => {
    const failing = (error: Error) =>
      commit('drivers', async () => {
        throw error
      })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await failing(new DOMException('Full', 'QuotaExceededError'))).toMatchObject({
      reason: 'storageFull',
    })
    expect(await failing(new DOMException('Gone', 'UnknownError'))).toMatchObject({
      reason: 'failed',
    })
  })
})

describe('what is stored', () => {
  it('is drivers and admins with their e-mail’s index key, views and the switch as they are', async () => {
    await setAcceptingApplications(false)
    await addAdmin({ name: 'Grace Hopper', email: 'Grace@Example.com', phone: '555 0100' })
    const { db } = await connection()
    expect(await db.get('admins', 3)).toMatchObject({ emailKey: 'grace@example.com' })
    expect(await db.get('settings', 'applications')).toEqual({
      key: 'applications',
      accepting: false,
    })
  })
})

describe('the log', () => {
  it('lets its oldest entries go past its size, never its newest few', async () => {
    for (let n = 0; n < 12; n++) await setAcceptingApplications(n % 2 === 0 ? false : true)
    const kept = await logKeys()
    expect(kept.length).toBeGreaterThanOrEqual(5)
    expect(kept.length).toBeLessThan(12)
    expect(kept.at(-1)).toBe(12)
    const { db } = await connection()
    const sizes = await Promise.all(kept.map(async (seq) => (await db.get('log', seq))!.bytes))
    expect(sizes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(1500)
    expect(await db.get('counters', 'log-bytes')).toBe(sizes.reduce((sum, bytes) => sum + bytes, 0))
  })

  it('keeps every entry while they fit its size, however many', async () => {
    for (let n = 0; n < 7; n++) await setAcceptingApplications(n % 2 === 1)
    expect(await logKeys()).toHaveLength(7)
  })

  it('keeps its newest entries whatever their size', async () => {
    for (let n = 0; n < 6; n++)
      await addDrivers([driver(3 * n), driver(3 * n + 1), driver(3 * n + 2)], 'drivers-imported')
    expect(await logKeys()).toEqual([2, 3, 4, 5, 6])
  })
})
