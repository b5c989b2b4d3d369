import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { removeDrivers, undoRemove } from '@/lib/drivers/driver-roster-actions'
import { driverNames, listDriverNames } from '@/lib/history/change-history'
import { focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { currentAdminName } from '@/lib/session/current-profile'

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
      names: listDriverNames(driverNames(drivers)),
      count: drivers.length,
    }),
  }
}

/**
 * Removes `drivers` and says so, with Undo (focus then goes to the first of `undoFocus()` on
 * screen); or says why not. True when they were removed.
 */
export function removeWithUndo(
  drivers: readonly Driver[],
  undoFocus: () => (Element | null)[],
): boolean {
  const refused = removeDrivers(drivers, currentAdminName())
  if (refused) {
    toastError(refused)
    return false
  }
  const [first] = drivers
  const undo = () => {
    focusOutOfToast(...undoFocus())
    const notUndone = undoRemove(drivers, currentAdminName())
    if (notUndone) return toastError(notUndone)
    toastSuccess(t('drivers.remove.undone', { count: drivers.length }))
  }
  toastSuccess(
    drivers.length === 1 && first
      ? t('drivers.remove.doneOne', { name: first.name })
      : t('drivers.remove.doneMany', { count: drivers.length }),
    {
      description: drivers.length > 1 ? listDriverNames(driverNames(drivers)) : undefined,
      action: { label: t('drivers.toast.undo'), onClick: undo },
      duration: UNDO_TOAST_MS,
    },
  )
  return true
}
