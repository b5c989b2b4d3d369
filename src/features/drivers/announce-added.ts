import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { undoAdd } from '@/lib/drivers/driver-roster-actions'
import { driverNames, listDriverNames } from '@/lib/history/change-history'
import { focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { currentAdminName } from '@/lib/session/current-profile'

/**
 * The toast after drivers were added (by the form or from a file), naming them, with an Undo that
 * takes them all out again; focus then goes to `undoFocus`, not to the page body.
 */
export function announceAdded(
  added: readonly Driver[],
  kind: 'drivers-added' | 'drivers-imported',
  undoFocus: () => HTMLElement | null,
): void {
  const undo = () => {
    focusOutOfToast(undoFocus())
    const refused = undoAdd(added, currentAdminName())
    if (refused) return toastError(refused)
    toastSuccess(t(kind === 'drivers-added' ? 'drivers.add.undone' : 'drivers.import.undone'))
  }
  const message =
    kind === 'drivers-added'
      ? t('drivers.add.done')
      : t('drivers.import.done', { count: added.length })
  toastSuccess(message, {
    description: listDriverNames(driverNames(added)),
    action: { label: t('drivers.toast.undo'), onClick: undo },
    duration: UNDO_TOAST_MS,
  })
}
