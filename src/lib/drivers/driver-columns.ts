import * as localKeys from '@/config/stored-names/local-keys'
import { jsonCodec, type LocalValue } from '@/lib/storage/local-value'

// The table's columns an admin may hide; # and Driver always stay. The head script reads the saved
// choice before paint, so this module stays small and free of React.

export const OPTIONAL_COLUMNS = ['contact', 'status', 'trips', 'rating'] as const

export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]

/** The columns the admin chose to hide; null while none is chosen: every column shows. */
export type HiddenColumns = readonly OptionalColumn[] | null

/**
 * A saved choice as this version writes it: an array of known columns, each at most once; else
 * null. The format's version is in the key, so an older one is never read as this one.
 */
export function parseHiddenColumns(value: unknown): HiddenColumns {
  const valid =
    Array.isArray(value) &&
    value.every((column, i) => OPTIONAL_COLUMNS.includes(column) && value.indexOf(column) === i)
  return valid ? value : null
}

/** On <html> (as data-hidden-columns, space-separated), where index.css hides the columns from. */
export const savedHiddenColumns: LocalValue<HiddenColumns> = {
  key: localKeys.driverColumns,
  codec: jsonCodec<HiddenColumns>(parseHiddenColumns),
  fallback: () => null,
  show: (hidden) => {
    const { dataset } = document.documentElement
    if (hidden) dataset.hiddenColumns = hidden.join(' ')
    else delete dataset.hiddenColumns
  },
}

/**
 * The columns hidden once `column` is shown or hidden, starting from `shown` (what the admin
 * sees), in the table's order. The same result when applied again, as a store update must be.
 */
export function withColumn(
  shown: readonly OptionalColumn[],
  column: OptionalColumn,
  show: boolean,
): OptionalColumn[] {
  return OPTIONAL_COLUMNS.filter((each) => (each === column ? !show : !shown.includes(each)))
}

/** The columns a saved choice shows, in the table's order. */
export function shownBy(hidden: readonly OptionalColumn[]): OptionalColumn[] {
  return OPTIONAL_COLUMNS.filter((column) => !hidden.includes(column))
}
