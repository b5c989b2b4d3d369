import { tidyContact } from '@/lib/contact-input'
import { SAMPLE_DRIVER_COUNT, type Driver, type DriverStatus } from '@/lib/drivers/drivers-data'
import { differences, type Write } from './change-log'
import { commit, type ChangeTx } from './commit'
import { NEXT_DRIVER_ID, unstored } from './database'
import type { NewDriver } from './records'

// What admins do to drivers, each one change (commit.ts): loaded with the dialogs, the panel and
// the selection bar that do it, so the drivers screen's first load carries none of it.

/** The drivers `ids` as stored now (those still in the list), without the index's key. */
async function storedDrivers(tx: ChangeTx, ids: readonly number[]): Promise<Driver[]> {
  const found = await Promise.all(ids.map((id) => tx.objectStore('drivers').get(id)))
  return found.flatMap((stored) => (stored ? [unstored(stored)] : []))
}

/**
 * Adds `inputs` (trimmed, as the form does) as one change, with new ids: one more than the highest
 * ever given out, so an id is never given twice. A refused add takes no id.
 */
export const addDrivers = (
  inputs: readonly NewDriver[],
  kind: 'drivers-added' | 'drivers-imported',
) =>
  commit('drivers', async (tx) => {
    const counters = tx.objectStore('counters')
    const first = (await counters.get(NEXT_DRIVER_ID)) ?? SAMPLE_DRIVER_COUNT + 1
    await counters.put(first + inputs.length, NEXT_DRIVER_ID)
    const writes = inputs.map(({ status, ...contact }, index): Write => {
      const id = first + index
      return { key: id, after: { id, ...tidyContact(contact), status, trips: 0, rating: null } }
    })
    return { kind, writes, typed: true }
  })

/**
 * Driver `id`'s name, e-mail, phone (trimmed) and status set as typed. With `opened` (what the
 * form showed when it opened), only the fields typed differently are set: one another tab changed
 * meanwhile, which the admin left as it was, keeps that tab's value. Nothing when nothing differs.
 */
export const editDriver = (id: number, typed: NewDriver, opened?: NewDriver) =>
  commit('drivers', async (tx) => {
    const [before] = await storedDrivers(tx, [id])
    const input: NewDriver = { ...tidyContact(typed), status: typed.status }
    const changed = Object.entries(input).filter(
      ([field, value]) => !opened || opened[field as keyof NewDriver] !== value,
    )
    const after = before && { ...before, ...Object.fromEntries(changed) }
    const writes = after && differences(before, after) ? [{ key: id, before, after }] : []
    return { kind: 'driver-edited', writes, typed: true }
  })

/** Sets the drivers `ids` to `status` as one change: those of that status already are left out. */
export const setDriverStatus = (ids: readonly number[], status: DriverStatus) =>
  commit('drivers', async (tx) => {
    const changing = (await storedDrivers(tx, ids)).filter((driver) => driver.status !== status)
    return {
      kind: status === 'active' ? 'drivers-activated' : 'drivers-deactivated',
      writes: changing.map((before) => ({ key: before.id, before, after: { ...before, status } })),
    }
  })

/** Takes the drivers `ids` out of the list as one change: the log keeps them, for Undo. */
export const removeDrivers = (ids: readonly number[]) =>
  commit('drivers', async (tx) => ({
    kind: 'drivers-removed',
    writes: (await storedDrivers(tx, ids)).map((before) => ({ key: before.id, before })),
  }))
