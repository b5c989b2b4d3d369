import { newChangeId } from '@/lib/history/change-history'
import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import { jsonCodec } from '@/lib/storage/local-value'
import { paths } from '@/config/paths'
import { hiddenColumnsStore } from './driver-columns-store'
import {
  parseStoredViews,
  withName,
  withoutView,
  withRestored,
  withView,
  type SavedView,
  type ViewContent,
} from './saved-views'

// The drivers' saved views, kept in this browser and shared by its open tabs: the drivers
// toolbar's Views menu and the command palette list them.

export const SAVED_VIEWS_KEY = 'fleet-admin:views:v1'

const viewsStore = createLocalStore<SavedView[]>({
  key: SAVED_VIEWS_KEY,
  codec: jsonCodec(parseStoredViews),
  fallback: () => [],
})

/** The saved views in the order saved; undefined while hydrating (see useLocalStore). */
export const useSavedViews = () => useLocalStore(viewsStore)

/** The views as saved now, for checking a name against the latest. */
export const savedViews = () => viewsStore.get()

export function saveView(name: string, content: ViewContent): SavedView {
  const view = { id: newChangeId(new Date()), name, ...content }
  viewsStore.update((views) => withView(views, view))
  return view
}

export function renameView(id: string, name: string): void {
  viewsStore.update((views) => withName(views, id, name))
}

/** What Undo needs to put a deleted view back where it was. */
export type DeletedView = { view: SavedView; index: number }

export function deleteView(view: SavedView): DeletedView | null {
  const index = viewsStore.get().findIndex((other) => other.id === view.id)
  if (index < 0) return null
  viewsStore.update((views) => withoutView(views, view.id))
  return { view, index }
}

export function restoreView({ view, index }: DeletedView): void {
  viewsStore.update((views) => withRestored(views, view, index))
}

/**
 * Opens `view`: its column choice, then the drivers list at its URL, page 1. `navigate` is the
 * router's, so the list follows as for any link.
 */
export function openView(view: SavedView, navigate: (to: string) => void): void {
  if (view.columns) hiddenColumnsStore.set(view.columns)
  else hiddenColumnsStore.reset() // Saved with no choice made: the columns the card fits.
  navigate(view.query ? `${paths.drivers}?${view.query}` : paths.drivers)
}
