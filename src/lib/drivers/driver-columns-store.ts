import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import { savedHiddenColumns, shownBy, withColumn, type OptionalColumn } from './driver-columns'

/** The drivers' column choice, saved in this browser and shared by its tabs. */
export const hiddenColumnsStore = createLocalStore(savedHiddenColumns)

/** The saved choice (null: none); undefined while hydrating prerendered markup. */
export const useHiddenColumns = () => useLocalStore(hiddenColumnsStore)

/** Shows or hides `column`; without a saved choice, the others stay as `shown` (what is seen). */
export function showColumn(
  column: OptionalColumn,
  show: boolean,
  shown: readonly OptionalColumn[],
): void {
  hiddenColumnsStore.update((hidden) => withColumn(hidden ? shownBy(hidden) : shown, column, show))
}
