import { beforeEach, describe, expect, it, vi } from 'vitest'
import { connection } from '@/lib/local-data/local-data'
import { currentAdmins } from '@/lib/local-data/settings-data'
import { INITIAL_ADMINS } from '@/lib/local-data/records'
import { addAdmin, deleteAdmin, setAcceptingApplications } from '@/lib/local-data/settings-changes'
import { undo } from '@/lib/local-data/undo'
import { seqOf } from '../../support/local-data'

// Settings' changes, each one transaction with its log entry: the admin list and the switch.

const grace = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555-0199' }
const names = () => currentAdmins()?.map(({ id, name }) => [id, name])

// The admin list as Settings shows it: read once something asks for it.
beforeEach(() => vi.waitFor(() => expect(currentAdmins()).toBeDefined()))

describe('the admin list', () => {
  it('starts with the two of SPEC §1', async () => {
    await connection()
    expect(currentAdmins()).toEqual(INITIAL_ADMINS)
  })

  it('adds an admin (trimmed) with the highest id plus one (SPEC §9)', async () => {
    const added = await addAdmin({ ...grace, name: ' Grace Hopper ' })
    expect(added.ok).toBe(true)
    expect(names()).toEqual([
      [1, 'Olivia Bennett'],
      [2, 'Marcus Reed'],
      [3, 'Grace Hopper'],
    ])
    await deleteAdmin(3)
    await addAdmin({ ...grace, email: 'g2@example.com' })
    expect(names()?.at(-1)).toEqual([3, 'Grace Hopper'])
  })

  it('refuses an empty field (SPEC §5) and an e-mail another admin has, in any case', async () => {
    expect(await addAdmin({ ...grace, name: '' })).toMatchObject({
      ok: false,
      fault: { rule: 'emptyField', fields: ['name'] },
    })
    expect(await addAdmin({ ...grace, email: 'OLIVIA.bennett@example.com' })).toMatchObject({
      ok: false,
      fault: { rule: 'emailTaken', fields: ['email'] },
    })
    expect(currentAdmins()).toHaveLength(2)
  })

  it('holds a new admin to a driver’s phone rules: at least 5 digits, an Arabic keyboard’s saved as ASCII', async () => {
    expect(await addAdmin({ ...grace, phone: '1' })).toMatchObject({
      ok: false,
      fault: { rule: 'phoneTooFewDigits', fields: ['phone'] },
    })
    expect((await addAdmin({ ...grace, phone: '+٩٦٦ ٥٥٥ ٠١٩٩' })).ok).toBe(true)
    expect(currentAdmins()?.at(-1)?.phone).toBe('+966 555 0199')
  })

  it('deletes once: another tab’s second delete changes nothing', async () => {
    expect(await deleteAdmin(1)).toMatchObject({ ok: true })
    expect(await deleteAdmin(1)).toMatchObject({ ok: true, seq: null })
    expect(names()).toEqual([[2, 'Marcus Reed']])
  })

  it('puts a deleted admin back in its place, under its id', async () => {
    const deleted = await deleteAdmin(1)
    await undo('admins', seqOf(deleted))
    expect(currentAdmins()).toEqual(INITIAL_ADMINS)
  })

  it('puts a deleted admin back under the next id when a newer admin took its own', async () => {
    await addAdmin(grace)
    const deleted = await deleteAdmin(3)
    await addAdmin({ ...grace, name: 'Ada', email: 'ada@example.com' })
    await undo('admins', seqOf(deleted))
    expect(names()).toEqual([
      [1, 'Olivia Bennett'],
      [2, 'Marcus Reed'],
      [3, 'Ada'],
      [4, 'Grace Hopper'],
    ])
  })

  it('does not put back an admin whose e-mail another was given since', async () => {
    const deleted = await deleteAdmin(1)
    await addAdmin({ ...grace, email: 'olivia.bennett@example.com' })
    const undone = await undo('admins', seqOf(deleted))
    expect(undone).toMatchObject({
      ok: true,
      seq: null,
      faults: [{ fault: { rule: 'emailTaken' } }],
    })
  })
})

describe('the applications switch', () => {
  it('starts on, turns off and on, each a logged change with the old and new value', async () => {
    const { db } = await connection()
    expect(await db.get('settings', 'applications')).toEqual({
      key: 'applications',
      accepting: true,
    })
    const closed = await setAcceptingApplications(false)
    expect(await db.get('log', seqOf(closed))).toMatchObject({
      kind: 'applications-closed',
      touched: [{ key: 'applications', before: { accepting: true }, after: { accepting: false } }],
    })
    expect(await setAcceptingApplications(false)).toMatchObject({ ok: true, seq: null })
    const opened = await setAcceptingApplications(true)
    expect(await db.get('log', seqOf(opened))).toMatchObject({ kind: 'applications-opened' })
  })
})
