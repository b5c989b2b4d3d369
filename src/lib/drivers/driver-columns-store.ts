import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import {
  OPTIONAL_COLUMNS,
  savedHiddenColumns,
  shownBy,
  withColumn,
  type OptionalColumn,
} from './driver-columns'

/** The drivers' column choice, saved in this browser and shared by its tabs. */
export const hiddenColumnsStore = createLocalStore(savedHiddenColumns)

/** The saved choice (null: none); undefined while hydrating prerendered markup. */
export const useHiddenColumns = () => useLocalStore(hiddenColumnsStore)

/** Shows or hides `column`, the others as they are (without a saved choice, every one shows). */
export function showColumn(column: OptionalColumn, show: boolean): void {
  hiddenColumnsStore.update((hidden) =>
    withColumn(hidden ? shownBy(hidden) : OPTIONAL_COLUMNS, column, show),
  )
}
