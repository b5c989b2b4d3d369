import { formatList, t } from './translate'

/** A list of names names this many; the rest are a count ('and 4 more'). */
const NAMED_RECORDS = 3

/**
 * 'Maria Garcia and James Smith'; a longer list ends with how many more there were. Its words are
 * the first load's (catalogs/en.ts): the desk's toasts and the change history both say it.
 */
export function listNames(names: readonly string[], total = names.length): string {
  const shown = names.slice(0, NAMED_RECORDS)
  const more = total - shown.length
  return formatList(more > 0 ? [...shown, t('history.moreDrivers', { count: more })] : shown, {
    type: 'conjunction',
  })
}
