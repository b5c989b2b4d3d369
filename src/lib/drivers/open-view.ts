import { paths } from '@/config/paths'
import type { SavedView } from '@/lib/local-data/view-records'
import { hiddenColumnsStore } from './driver-columns-store'

/**
 * Opens `view`: its column choice, then the drivers list at its URL, page 1. `navigate` is the
 * router's, so the list follows as for any link.
 */
export function openView(view: SavedView, navigate: (to: string) => void): void {
  if (view.columns) hiddenColumnsStore.set(view.columns)
  else hiddenColumnsStore.reset() // Saved with no choice made: the columns the card fits.
  navigate(view.query ? `${paths.drivers}?${view.query}` : paths.drivers)
}
