import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { focusBack, focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { listNames } from '@/lib/i18n/list-names'
import { removeDrivers } from '@/lib/local-data/driver-changes'
import { undo } from '@/lib/local-data/undo'
import { driverProblem, notPutBack } from './driver-refusals'
import { pageCheckboxes } from './page-checkbox'

// Removing drivers, from the driver's panel or the selection bar: the question first, then a toast
// whose Undo puts them back with their edits, statuses and history.

/** "Remove Maria Garcia?", or "Remove 3 drivers?" naming them as the bulk confirmations do. */
export function removeQuestion(drivers: readonly Driver[]): { title: string; description: string } {
  const [first] = drivers
  return {
    title:
      drivers.length === 1 && first
        ? t('drivers.remove.askOne', { name: first.name })
        : t('drivers.remove.askMany', { count: drivers.length }),
    description: t('drivers.remove.will', {
      names: listNames(drivers.map(({ name }) => name)),
      count: drivers.length,
    }),
  }
}

/**
 * `shown` with those `removed` taken out, in the order focus should try them: those after the
 * first one removed, then those before it, nearest first. None when none shown was removed.
 */
export function nextInLine<T>(shown: readonly T[], removed: (item: T) => boolean): T[] {
  const first = shown.findIndex(removed)
  if (first < 0) return []
  const kept = (item: T) => !removed(item)
  return [...shown.slice(first).filter(kept), ...shown.slice(0, first).filter(kept).reverse()]
}

/**
 * Where focus goes once `drivers` have left the list: the next driver's name link on screen, else
 * the previous one's, else the page's checkbox; never the page's body. Read before they go.
 */
function focusAfterRemoving(drivers: readonly Driver[]): () => void {
  const gone = new Set(drivers.map(({ id }) => String(id)))
  const links = [...document.querySelectorAll<HTMLElement>('[data-driver-id]')].filter(
    (link) => link.offsetParent !== null,
  )
  const next = nextInLine(links, (link) => gone.has(link.dataset.driverId ?? ''))
  return () => focusBack(...next, ...pageCheckboxes())
}

/**
 * Removes `drivers` and says so, with Undo (focus then goes to the first of `undoFocus()` on
 * screen); or says why not. Resolves to the move of focus to the next driver, for once the question
 * or the panel has gone; null when they were not removed.
 */
export async function removeWithUndo(
  drivers: readonly Driver[],
  undoFocus: () => (Element | null)[],
): Promise<(() => void) | null> {
  const focusNext = focusAfterRemoving(drivers)
  const removed = await removeDrivers(drivers.map(({ id }) => id))
  if (!removed.ok) {
    toastError(driverProblem(removed).message)
    return null
  }
  const [first] = drivers
  const putBack = async () => {
    focusOutOfToast(...undoFocus())
    const undone = await undo('drivers', removed.seq!)
    if (!undone.ok) return toastError(driverProblem(undone).message)
    const missing = notPutBack(undone)
    const back = undone.writes.length
    // None back: each could not come (said why), or they are back already (a second Undo).
    if (back === 0) return missing.length > 0 ? toastError(missing.join(' ')) : undefined
    toastSuccess(t('drivers.remove.undone', { count: back }), {
      description: missing.length > 0 ? missing.join(' ') : undefined,
    })
  }
  // Focus moves once the toast shows: Ctrl+Z pressed on the next driver then finds its Undo.
  await toastSuccess(
    drivers.length === 1 && first
      ? t('drivers.remove.doneOne', { name: first.name })
      : t('drivers.remove.doneMany', { count: drivers.length }),
    {
      description: drivers.length > 1 ? listNames(drivers.map(({ name }) => name)) : undefined,
      action:
        removed.seq === null
          ? undefined
          : { label: t('drivers.toast.undo'), onClick: () => void putBack() },
      duration: UNDO_TOAST_MS,
    },
  )
  return focusNext
}
