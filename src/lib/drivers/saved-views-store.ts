import * as localKeys from '@/config/stored-names/local-keys'
import { newChangeId } from '@/lib/history/change-history'
import { t } from '@/lib/i18n/translate'
import { createLocalStore, updateWithOutcome, useLocalStore } from '@/lib/storage/local-store'
import { jsonCodec } from '@/lib/storage/local-value'
import { paths } from '@/config/paths'
import { hiddenColumnsStore } from './driver-columns-store'
import {
  MAX_VIEWS,
  parseStoredViews,
  withName,
  withoutView,
  withRestored,
  withView,
  type SavedView,
  type ViewContent,
  type ViewProblem,
  type ViewsChange,
} from './saved-views'

// The drivers' saved views, kept in this browser and shared by its open tabs: the drivers
// toolbar's Views menu and the command palette list them.

const viewsStore = createLocalStore<SavedView[]>({
  key: localKeys.savedViews,
  codec: jsonCodec(parseStoredViews),
  fallback: () => [],
})

/** The saved views in the order saved; undefined while hydrating (see useLocalStore). */
export const useSavedViews = () => useLocalStore(viewsStore)

/** Makes a change to the freshest saved views, if it keeps the rule; its problem otherwise. */
function changeViews(change: (views: readonly SavedView[]) => ViewsChange): ViewProblem | null {
  return updateWithOutcome(viewsStore, (latest) => {
    const { views, problem } = change(latest)
    return { next: views, outcome: problem }
  })
}

/** Saves what the list shows as a new view under `typed` (trimmed); its problem if it cannot. */
export function saveView(typed: string, content: ViewContent): ViewProblem | null {
  const view = { id: newChangeId(new Date()), name: typed.trim(), ...content }
  return changeViews((views) => withView(views, view))
}

/** Renames view `id` to `typed` (trimmed); the problem if it cannot. */
export function renameView(id: string, typed: string): ViewProblem | null {
  return changeViews((views) => withName(views, id, typed.trim()))
}

/** What Undo needs to put a deleted view back where it was. */
export type DeletedView = { view: SavedView; index: number }

export function deleteView(view: SavedView): DeletedView | null {
  const index = viewsStore.get().findIndex((other) => other.id === view.id)
  if (index < 0) return null
  viewsStore.update((views) => withoutView(views, view.id))
  return { view, index }
}

/**
 * Puts a deleted view back, unless a view saved since breaks the rule with it: then the message
 * saying why it was not (a view that kept the rule once can only clash by name or by number).
 */
export function restoreView({ view, index }: DeletedView): string | null {
  const problem = changeViews((views) => withRestored(views, view, index))
  if (!problem) return null
  return problem === 'nameTaken'
    ? t('views.notRestoredName')
    : t('views.notRestoredFull', { count: MAX_VIEWS })
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
