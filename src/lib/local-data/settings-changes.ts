import { trimContact, type ContactFields } from '@/lib/contact-fields'
import { commit } from './commit'
import { unstored } from './database'

// What admins change in Settings, each one change (commit.ts): the admin list and the switch.

/** Adds an admin (trimmed) whose id is the highest now plus one (SPEC §9). */
export const addAdmin = (input: ContactFields) =>
  commit('admins', async (tx) => {
    const highest = await tx.objectStore('admins').openKeyCursor(null, 'prev')
    const id = (highest?.key ?? 0) + 1
    return {
      kind: 'admin-added',
      writes: [{ key: id, after: { id, ...trimContact(input) } }],
      typed: true,
    }
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
    return {
      kind,
      writes: before?.accepting === accepting ? [] : [{ key: after.key, before, after }],
    }
  })
