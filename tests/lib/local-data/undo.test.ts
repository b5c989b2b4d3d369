import { describe, expect, it } from 'vitest'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import {
  addDrivers,
  editDriver,
  removeDrivers,
  setDriverStatus,
} from '@/lib/local-data/driver-changes'
import { connection, currentDrivers } from '@/lib/local-data/local-data'
import { undo } from '@/lib/local-data/undo'
import { seqOf } from '../../support/local-data'

// Undo is a change like any other: it puts back, from the change's log entry, what still holds
// what that change wrote, and says what it could not put back and why.

const byId = (id: number) => currentDrivers().find((driver) => driver.id === id)
const maria = sampleDrivers[1]!
const robert = sampleDrivers[2]!

describe('undoing an edit', () => {
  it('puts back the fields it changed, and logs that as a change', async () => {
    const edited = await editDriver(2, { ...maria, name: 'Mara', phone: '+1 555 0199' })
    const undone = await undo('drivers', seqOf(edited))
    expect(undone).toMatchObject({ ok: true, faults: [], note: [] })
    expect(byId(2)).toEqual(maria)
    const { db } = await connection()
    expect(await db.get('log', seqOf(undone))).toMatchObject({
      kind: 'driver-edit-undone',
      touched: [{ key: 2, before: { name: 'Mara' }, after: { name: 'Maria Garcia' } }],
    })
  })

  it('keeps a field another change wrote since, and says which (issue 54: another tab)', async () => {
    const edited = await editDriver(2, { ...maria, phone: '+1 555 0199' })
    await setDriverStatus([2], 'inactive')
    const undone = await undo('drivers', seqOf(edited))
    expect(byId(2)).toMatchObject({ phone: maria.phone, status: 'inactive' })
    expect(undone.ok && undone.note).toEqual([])

    const again = await editDriver(2, { ...maria, status: 'active', phone: '+1 555 0101' })
    await setDriverStatus([2], 'inactive')
    const partly = await undo('drivers', seqOf(again))
    expect(partly.ok && partly.note).toEqual([{ name: 'Maria Garcia', fields: ['status'] }])
    expect(byId(2)).toMatchObject({ phone: maria.phone, status: 'inactive' })
  })

  it('changes nothing when the driver was removed since', async () => {
    const edited = await editDriver(2, { ...maria, phone: '+1 555 0199' })
    await removeDrivers([2])
    const undone = await undo('drivers', seqOf(edited))
    expect(undone).toMatchObject({
      ok: true,
      seq: null,
      note: [{ name: 'Maria Garcia', fields: [] }],
    })
    expect(byId(2)).toBeUndefined()
  })

  it('changes nothing when its e-mail was given to another driver since', async () => {
    const edited = await editDriver(2, { ...maria, email: 'mg@example.com' })
    await editDriver(3, { ...robert, email: maria.email })
    const undone = await undo('drivers', seqOf(edited))
    expect(undone).toMatchObject({
      ok: true,
      seq: null,
      faults: [{ fault: { rule: 'emailTaken' } }],
    })
    expect(byId(2)?.email).toBe('mg@example.com')
  })
})

describe('undoing a status change', () => {
  it('puts back each driver that still has the status it set, and names the others', async () => {
    const set = await setDriverStatus([2, 3, 5], 'inactive')
    await setDriverStatus([3], 'active')
    await editDriver(5, { ...sampleDrivers[4]!, status: 'inactive', phone: '+1 555 0123' })
    const undone = await undo('drivers', seqOf(set))
    expect(undone.ok && undone.writes.map(({ key }) => key)).toEqual([2, 5])
    expect(undone.ok && undone.note).toEqual([{ name: 'Robert Johnson', fields: ['status'] }])
    expect([2, 3, 5].map((id) => byId(id)?.status)).toEqual(['active', 'active', 'active'])
    expect(byId(5)?.phone).toBe('+1 555 0123')
  })
})

describe('undoing an add or an import', () => {
  it('takes out every driver it added that is still there; a second Undo does nothing', async () => {
    const imported = await addDrivers(
      ['a', 'b', 'c'].map((n) => ({
        name: n,
        email: `${n}@example.com`,
        phone: '555 0100',
        status: 'active',
      })),
      'drivers-imported',
    )
    await removeDrivers([52])
    const undone = await undo('drivers', seqOf(imported))
    expect(undone.ok && undone.writes.map(({ key }) => key)).toEqual([51, 53])
    expect(currentDrivers()).toHaveLength(50)
    expect(await undo('drivers', seqOf(imported))).toMatchObject({ ok: true, seq: null })
  })
})

describe('undoing a removal', () => {
  it('puts them back as they were, edits and status included', async () => {
    await editDriver(2, { ...maria, phone: '+1 555 0199', status: 'inactive' })
    const removed = await removeDrivers([2, 3])
    await undo('drivers', seqOf(removed))
    expect(byId(2)).toEqual({ ...maria, phone: '+1 555 0199', status: 'inactive' })
    expect(byId(3)).toEqual(robert)
    expect(currentDrivers().map(({ id }) => id)).toEqual(sampleDrivers.map(({ id }) => id))
  })

  it('puts back every one it can, and says which it could not and why (issue 54)', async () => {
    const seventeen = sampleDrivers.slice(0, 17)
    const removed = await removeDrivers(seventeen.map(({ id }) => id))
    await addDrivers(
      [
        {
          name: 'Not James',
          email: 'JAMES.smith1@example.com',
          phone: '555 0100',
          status: 'active',
        },
      ],
      'drivers-added',
    )
    const undone = await undo('drivers', seqOf(removed))
    expect(undone.ok && undone.writes).toHaveLength(16)
    expect(undone.ok && undone.faults).toEqual([
      {
        write: { key: 1, after: sampleDrivers[0] },
        fault: { rule: 'emailTaken', fields: ['email'] },
      },
    ])
    expect(byId(1)).toBeUndefined()
    expect(byId(17)).toEqual(sampleDrivers[16])
    // A second Undo brings back none twice, and still not the one whose e-mail is taken.
    expect(await undo('drivers', seqOf(removed))).toMatchObject({ ok: true, seq: null, writes: [] })
  })

  it('says why it cannot when the list is full; a full list still takes edits', async () => {
    const removed = await removeDrivers([2])
    const rows = (count: number, from = 0) =>
      Array.from({ length: count }, (_, n) => ({
        name: `D${from + n}`,
        email: `d${from + n}@example.com`,
        phone: '555 0100',
        status: 'active' as const,
      }))
    expect((await addDrivers(rows(9950), 'drivers-imported')).ok).toBe(true)
    // Room for one: of two, the second is refused (each write counts those before it).
    expect(await addDrivers(rows(2, 9950), 'drivers-added')).toMatchObject({
      ok: false,
      fault: { rule: 'full' },
    })
    expect((await addDrivers(rows(1, 9950), 'drivers-added')).ok).toBe(true)
    expect(currentDrivers()).toHaveLength(10_000)
    expect((await editDriver(3, { ...sampleDrivers[2]!, phone: '+1 555 0100' })).ok).toBe(true)
    const undone = await undo('drivers', seqOf(removed))
    expect(undone.ok && undone.faults.map(({ fault }) => fault.rule)).toEqual(['full'])
  }, 30_000)
})

describe('an Undo whose entry is gone', () => {
  it('is refused, not guessed', async () => {
    expect(await undo('drivers', 999)).toEqual({ ok: false, reason: 'failed' })
  })
})
