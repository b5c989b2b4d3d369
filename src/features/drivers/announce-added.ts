import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import { focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { listNames } from '@/lib/i18n/list-names'
import { undo } from '@/lib/local-data/undo'
import { driverProblem } from './driver-refusals'

/**
 * The toast after drivers were added (by the form or from a file), naming them, with an Undo that
 * takes them all out again as one change; focus then goes to `undoFocus`, not to the page body.
 */
export function announceAdded(
  { seq, names }: { seq: number | null; names: string[] },
  kind: 'drivers-added' | 'drivers-imported',
  undoFocus: () => HTMLElement | null,
): void {
  const takeOut = async () => {
    focusOutOfToast(undoFocus())
    const undone = await undo('drivers', seq!)
    if (!undone.ok) return toastError(driverProblem(undone).message)
    toastSuccess(t(kind === 'drivers-added' ? 'drivers.add.undone' : 'drivers.import.undone'))
  }
  const message =
    kind === 'drivers-added'
      ? t('drivers.add.done')
      : t('drivers.import.done', { count: names.length })
  toastSuccess(message, {
    description: listNames(names),
    action:
      seq === null ? undefined : { label: t('drivers.toast.undo'), onClick: () => void takeOut() },
    duration: UNDO_TOAST_MS,
  })
}
