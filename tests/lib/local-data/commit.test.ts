import { describe, expect, it, vi } from 'vitest'
import { commit } from '@/lib/local-data/commit'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { closeLocalData, connection, currentDrivers } from '@/lib/local-data/local-data'
import { setAcceptingApplications } from '@/lib/local-data/settings-changes'
import * as profile from '@/lib/session/current-profile'
import { seqOf } from '../../support/local-data'

// The one way a change is saved: one transaction that checks each record's rule against what is
// stored then, writes, and logs; the log kept by size. Two tabs are two copies of the module on one
// database (fake-indexeddb), as two tabs of one browser are.

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
  phone: '1',
  status: 'active' as const,
})
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

  it('keeps its newest entries whatever their size', async () => {
    for (let n = 0; n < 6; n++)
      await addDrivers([driver(3 * n), driver(3 * n + 1), driver(3 * n + 2)], 'drivers-imported')
    expect(await logKeys()).toEqual([2, 3, 4, 5, 6])
  })
})

describe('two tabs of one browser', () => {
  async function otherTab() {
    vi.resetModules()
    const tab = {
      data: await import('@/lib/local-data/local-data'),
      changes: await import('@/lib/local-data/driver-changes'),
    }
    await tab.data.connection()
    return tab
  }

  it('adding 20 drivers each at the same moment: 40 more, no id twice', async () => {
    await connection()
    const other = await otherTab()
    const here = Array.from({ length: 20 }, (_, n) => addDrivers([driver(n)], 'drivers-added'))
    const there = Array.from({ length: 20 }, (_, n) =>
      other.changes.addDrivers([driver(100 + n)], 'drivers-added'),
    )
    const results = await Promise.all([...here, ...there])
    expect(results.every((result) => result.ok)).toBe(true)
    await closeLocalData()
    await connection()
    const ids = currentDrivers().map(({ id }) => id)
    expect(ids).toHaveLength(90)
    expect(new Set(ids).size).toBe(90)
    await other.data.closeLocalData()
  })

  it('adding one e-mail at the same moment: exactly one is kept, the other told why', async () => {
    await connection()
    const other = await otherTab()
    const results = await Promise.all([
      addDrivers([driver(1)], 'drivers-added'),
      other.changes.addDrivers([{ ...driver(2), email: 'D1@example.com' }], 'drivers-added'),
    ])
    expect(results.map((result) => result.ok).sort()).toEqual([false, true])
    expect(results.find((result) => !result.ok)).toMatchObject({ fault: { rule: 'emailTaken' } })
    await other.data.closeLocalData()
  })

  it('each shows what the other saved, without a reload', async () => {
    await connection()
    const other = await otherTab()
    await addDrivers([driver(1)], 'drivers-added')
    await vi.waitFor(() => expect(other.data.currentDrivers()).toHaveLength(51))
    await other.data.closeLocalData()
  })
})
