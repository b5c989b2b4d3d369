import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { listNames } from '@/lib/local-data/change-wording'
import { removeDrivers } from '@/lib/local-data/driver-changes'
import { undo } from '@/lib/local-data/undo'
import { driverProblem, notPutBack } from './driver-refusals'

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
 * Removes `drivers` and says so, with Undo (focus then goes to the first of `undoFocus()` on
 * screen); or says why not. True when they were removed.
 */
export async function removeWithUndo(
  drivers: readonly Driver[],
  undoFocus: () => (Element | null)[],
): Promise<boolean> {
  const removed = await removeDrivers(drivers.map(({ id }) => id))
  if (!removed.ok) {
    toastError(driverProblem(removed).message)
    return false
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
  toastSuccess(
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
  return true
}
