import { commit } from './commit'
import { newId, type ViewContent } from './view-records'

// Saving, renaming and deleting the drivers' saved views, each one change (commit.ts).

/** Saves what the list shows as a new view under `typed` (trimmed), after the others. */
export const saveView = (typed: string, content: ViewContent) =>
  commit('views', async (tx) => {
    const positions = (await tx.objectStore('views').getAll()).map((view) => view.position)
    const view = {
      id: newId(),
      name: typed.trim(),
      ...content,
      position: Math.max(0, ...positions) + 1,
    }
    return { kind: 'view-saved', writes: [{ key: view.id, after: view }] }
  })

/** Renames view `id` to `typed` (trimmed); nothing when it is gone (another tab deleted it). */
export const renameView = (id: string, typed: string) =>
  commit('views', async (tx) => {
    const before = await tx.objectStore('views').get(id)
    const writes = before ? [{ key: id, before, after: { ...before, name: typed.trim() } }] : []
    return { kind: 'view-renamed', writes }
  })

export const deleteView = (id: string) =>
  commit('views', async (tx) => {
    const before = await tx.objectStore('views').get(id)
    return { kind: 'view-deleted', writes: before ? [{ key: id, before }] : [] }
  })
