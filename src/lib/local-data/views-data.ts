import { useStore } from '@/lib/store'
import { showStore } from './local-data'
import { viewFault, type SavedView } from './view-records'

// The drivers' saved views as the Views menu and the palette show them, in their order: loaded
// with them, not with the drivers screen. Undefined until the database is read.

const views = showStore<SavedView, readonly SavedView[] | undefined>(
  'views',
  undefined,
  (values) => {
    const kept: SavedView[] = []
    const bad = values.filter((view) => (viewFault(view, kept) ? true : (kept.push(view), false)))
    return { kept, bad: bad.map(({ id }) => id) }
  },
  (kept) => [...kept].sort((a, b) => a.position - b.position),
)

export const useSavedViews = () => useStore(views, undefined)
export const currentViews = () => views.get() ?? []
