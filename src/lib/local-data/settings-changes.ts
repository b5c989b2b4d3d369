import type { ContactFields } from '@/lib/contact-fields'
import { tidyContact } from '@/lib/contact-input'
import { commit, type ChangeTx } from './commit'
import { unstored } from './database'

// What admins change in Settings, each one change (commit.ts): the admin list and the switch.

/** The id a new admin gets: the highest now plus one (SPEC §9). */
export const nextAdminId = async (tx: ChangeTx) =>
  ((await tx.objectStore('admins').openKeyCursor(null, 'prev'))?.key ?? 0) + 1

/** Adds an admin (trimmed) under the next id. */
export const addAdmin = (input: ContactFields) =>
  commit('admins', async (tx) => {
    const id = await nextAdminId(tx)
    const writes = [{ key: id, after: { id, ...tidyContact(input) } }]
    return { kind: 'admin-added', writes, typed: true }
  })

/** Deletes admin `id`; nothing when another tab already has. */
export const deleteAdmin = (id: number) =>
  commit('admins', async (tx) => {
    const stored = await tx.objectStore('admins').get(id)
    return { kind: 'admin-deleted', writes: stored ? [{ key: id, before: unstored(stored) }] : [] }
  })

/** Turns Accepting Applications on or off; nothing when it is already. */
export const setAcceptingApplications = (accepting: boolean) =>
  commit('settings', async (tx) => {
    const before = await tx.objectStore('settings').get('applications')
    const after = { key: 'applications', accepting }
    const kind = accepting ? 'applications-opened' : 'applications-closed'
    const writes = before?.accepting === accepting ? [] : [{ key: after.key, before, after }]
    return { kind, writes }
  })
