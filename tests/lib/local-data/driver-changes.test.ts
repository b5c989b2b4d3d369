import { describe, expect, it, vi } from 'vitest'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import type { LogEntry } from '@/lib/local-data/change-log'
import {
  addDrivers,
  editDriver,
  removeDrivers,
  setDriverStatus,
} from '@/lib/local-data/driver-changes'
import { DRIVERS_LIST, stored } from '@/lib/local-data/database'
import { closeLocalData, connection, currentDrivers } from '@/lib/local-data/local-data'
import type { NewDriver } from '@/lib/local-data/records'

// Each change to drivers is one transaction that checks the driver rule against what is stored,
// writes, and appends its log entry (IndexedDB in memory: fake-indexeddb, a fresh one per test).

const newDriver = (name: string, email: string, status: NewDriver['status'] = 'active') => ({
  name,
  email,
  phone: '+1 555 0100',
  status,
})
const byId = (id: number) => currentDrivers().find((driver) => driver.id === id)
const maria = sampleDrivers[1]!

/** A reload: the tab's memory goes, the database stays. */
async function reload(): Promise<readonly Driver[]> {
  await closeLocalData()
  await connection()
  return currentDrivers()
}

async function logEntry(seq: number | null): Promise<LogEntry> {
  const { db } = await connection()
  return (await db.get('log', seq!))!
}

describe('adding drivers', () => {
  it('gives ids from 51 up, no trips and no rating, and logs them as they were added', async () => {
    const added = await addDrivers(
      [
        newDriver(' Zoe Quinn ', 'zoe@example.com'),
        newDriver('Ada', 'ada@example.com', 'inactive'),
      ],
      'drivers-imported',
    )
    expect(added).toMatchObject({ ok: true, faults: [] })
    expect(byId(51)).toEqual({
      id: 51,
      name: 'Zoe Quinn',
      email: 'zoe@example.com',
      phone: '+1 555 0100',
      status: 'active',
      trips: 0,
      rating: null,
    })
    expect(byId(52)?.status).toBe('inactive')
    expect(currentDrivers()).toHaveLength(52)
    const entry = await logEntry(added.ok ? added.seq : null)
    expect(entry).toMatchObject({ kind: 'drivers-imported', by: null, driverIds: [51, 52] })
    expect(entry.touched.map(({ name, after }) => [name, after?.email])).toEqual([
      ['Zoe Quinn', 'zoe@example.com'],
      ['Ada', 'ada@example.com'],
    ])
  })

  it('refuses an e-mail a driver in the list has, in any case, and takes no id then', async () => {
    const refused = await addDrivers(
      [newDriver('Maria Two', 'MARIA.GARCIA2@example.com')],
      'drivers-added',
    )
    expect(refused).toMatchObject({
      ok: false,
      reason: 'rule',
      fault: { rule: 'emailTaken', fields: ['email'] },
    })
    expect(currentDrivers()).toHaveLength(50)
    await addDrivers([newDriver('Zoe', 'zoe@example.com')], 'drivers-added')
    expect(byId(51)?.name).toBe('Zoe')
  })

  it('refuses a whole file when one row breaks the rule: nothing is added', async () => {
    const refused = await addDrivers(
      [newDriver('A', 'a@example.com'), newDriver('B', 'a@EXAMPLE.com')],
      'drivers-imported',
    )
    expect(refused).toMatchObject({ ok: false, fault: { rule: 'emailTaken' } })
    expect(currentDrivers()).toHaveLength(50)
  })

  it('holds typed input to the form’s rules', async () => {
    const refused = await addDrivers([newDriver('Zoe', 'zoe@localhost_')], 'drivers-added')
    expect(refused).toMatchObject({ ok: false, fault: { rule: 'invalidEmail' } })
    const empty = await addDrivers([newDriver('', 'z@example.com')], 'drivers-added')
    expect(empty).toMatchObject({ ok: false, fault: { rule: 'emptyField', fields: ['name'] } })
    const short = await addDrivers(
      [{ ...newDriver('Zoe', 'z@example.com'), phone: '+1 555' }],
      'drivers-added',
    )
    expect(short).toMatchObject({ ok: false, fault: { rule: 'phoneTooFewDigits' } })
  })

  it('saves an Arabic keyboard’s digits as ASCII, and runs of white space as one space', async () => {
    const typed = { ...newDriver('Zoe \n  Quinn', ' zoe@example.com'), phone: '+٤٤ ٢٠  ۷۹۴۶ ٠٠٠٠' }
    expect((await addDrivers([typed], 'drivers-added')).ok).toBe(true)
    expect(byId(51)).toMatchObject({ name: 'Zoe Quinn', phone: '+44 20 7946 0000' })
    await editDriver(51, { ...typed, phone: '٠١٢٣٤ ۵۶۷۸۹' })
    expect(byId(51)?.phone).toBe('01234 56789')
  })

  it('never gives an id twice: not after a removal, an Undo, or a reload', async () => {
    await addDrivers([newDriver('A', 'a@example.com')], 'drivers-added')
    await removeDrivers([51])
    await reload()
    await addDrivers([newDriver('B', 'b@example.com')], 'drivers-added')
    expect(byId(52)?.name).toBe('B')
    expect(byId(51)).toBeUndefined()
  })

  it('keeps a driver whose e-mail another had before an edit: after a reload too (issue 54)', async () => {
    await addDrivers([newDriver('First', 'a@example.com')], 'drivers-added')
    await editDriver(51, newDriver('First', 'b@example.com'))
    const second = await addDrivers([newDriver('Second', 'a@example.com')], 'drivers-added')
    expect(second.ok).toBe(true)
    const reloaded = await reload()
    expect(reloaded.slice(-2).map(({ id, email }) => [id, email])).toEqual([
      [51, 'b@example.com'],
      [52, 'a@example.com'],
    ])
  })

  it('says the browser’s storage is full, and changes nothing, when a write is refused', async () => {
    await connection()
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const refused = await addDrivers([newDriver('Zoe', 'zoe@example.com')], 'drivers-added')
    put.mockRestore()
    expect(refused).toEqual({ ok: false, reason: 'storageFull' })
    expect(await reload()).toHaveLength(50)
    await addDrivers([newDriver('Zoe', 'zoe@example.com')], 'drivers-added')
    expect(byId(51)?.name).toBe('Zoe')
  })
})

describe('editing a driver', () => {
  it('saves the fields as typed (trimmed), and logs only the one that changed', async () => {
    const edited = await editDriver(2, { ...maria, phone: ' +1 555 0199 ' })
    expect(byId(2)?.phone).toBe('+1 555 0199')
    const entry = await logEntry(edited.ok ? edited.seq : null)
    expect(entry.touched).toEqual([
      {
        key: 2,
        name: 'Maria Garcia',
        before: { phone: maria.phone },
        after: { phone: '+1 555 0199' },
      },
    ])
  })

  it('sets only what the form changed: a field another tab changed meanwhile keeps its value', async () => {
    const opened = { ...maria }
    await editDriver(2, { ...maria, email: 'maria.new@example.com' })
    await editDriver(2, { ...opened, phone: '+1 555 0199' }, opened)
    expect(byId(2)).toMatchObject({ email: 'maria.new@example.com', phone: '+1 555 0199' })
  })

  it('changes nothing, and logs nothing, when nothing differs', async () => {
    expect(await editDriver(2, maria)).toMatchObject({ ok: true, seq: null })
  })

  it('refuses an e-mail another driver has; a driver may recase its own', async () => {
    expect(await editDriver(2, { ...maria, email: 'JAMES.SMITH1@example.com' })).toMatchObject({
      ok: false,
      fault: { rule: 'emailTaken', fields: ['email'] },
    })
    expect(await editDriver(2, { ...maria, email: 'Maria.Garcia2@example.com' })).toMatchObject({
      ok: true,
    })
  })

  it('saves a corrected name of a driver whose phone an earlier version accepted; a new phone meets today’s rule', async () => {
    const { db } = await connection()
    const savedEarlier = { ...maria, phone: '1' }
    await db.put('drivers', stored(savedEarlier))
    const list = (await db.get('lists', DRIVERS_LIST)) as Driver[]
    await db.put(
      'lists',
      list.map((driver) => (driver.id === 2 ? savedEarlier : driver)),
      DRIVERS_LIST,
    )
    const opened = (await reload()).find((driver) => driver.id === 2)!
    expect(opened.phone).toBe('1')

    expect(await editDriver(2, { ...opened, name: 'María García' }, opened)).toMatchObject({
      ok: true,
    })
    expect(byId(2)).toMatchObject({ name: 'María García', phone: '1' })
    expect(await editDriver(2, { ...opened, phone: '12' }, opened)).toMatchObject({
      ok: false,
      fault: { rule: 'phoneTooFewDigits', fields: ['phone'] },
    })
  })

  it('changes nothing for a driver removed meanwhile', async () => {
    await removeDrivers([2])
    expect(await editDriver(2, { ...maria, phone: '1' })).toMatchObject({ ok: true, seq: null })
    expect(byId(2)).toBeUndefined()
  })
})

describe('setting a status', () => {
  it('changes those of the other status, logging the shared old and new status once', async () => {
    const set = await setDriverStatus([1, 2, 3], 'inactive')
    expect(set.ok && set.writes.map(({ key }) => key)).toEqual([2, 3])
    expect([1, 2, 3].map((id) => byId(id)?.status)).toEqual(['inactive', 'inactive', 'inactive'])
    const entry = await logEntry(set.ok ? set.seq : null)
    expect(entry).toMatchObject({
      kind: 'drivers-deactivated',
      shared: { before: { status: 'active' }, after: { status: 'inactive' } },
      touched: [
        { key: 2, name: 'Maria Garcia' },
        { key: 3, name: 'Robert Johnson' },
      ],
      driverIds: [2, 3],
    })
  })

  it('changes nothing when each has that status already', async () => {
    expect(await setDriverStatus([1, 4], 'inactive')).toMatchObject({ ok: true, seq: null })
  })
})

describe('removing drivers', () => {
  it('takes them out of the list, the log keeping each as it was', async () => {
    await editDriver(2, { ...maria, phone: '+1 555 0199' })
    const removed = await removeDrivers([2, 3])
    expect(currentDrivers()).toHaveLength(48)
    const entry = await logEntry(removed.ok ? removed.seq : null)
    expect(entry.touched[0]).toEqual({
      key: 2,
      name: 'Maria Garcia',
      before: { ...maria, phone: '+1 555 0199' },
    })
  })

  it('frees the e-mail for another driver', async () => {
    await removeDrivers([2])
    const added = await addDrivers([newDriver('New Maria', maria.email)], 'drivers-added')
    expect(added.ok).toBe(true)
  })
})

describe('many imports and removals (issue 54)', () => {
  it('keeps the newest import after ten rounds of importing 1,000 and removing them', async () => {
    const file = (round: number) =>
      Array.from({ length: 1000 }, (_, n) =>
        newDriver(`D ${round}-${n}`, `d${round}-${n}@example.com`),
      )
    for (let round = 0; round < 10; round++) {
      const imported = await addDrivers(file(round), 'drivers-imported')
      expect(imported.ok).toBe(true)
      await removeDrivers(
        currentDrivers()
          .slice(50)
          .map(({ id }) => id),
      )
    }
    await addDrivers(file(10), 'drivers-imported')
    const reloaded = await reload()
    expect(reloaded).toHaveLength(1050)
    expect(reloaded.at(-1)).toMatchObject({ id: 11_050, name: 'D 10-999' })
  }, 60_000)
})
