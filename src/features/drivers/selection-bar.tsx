import { Download, UserMinus, X } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import { directionOf } from '@/config/languages'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import type { MessageKey } from '@/lib/i18n/message-types'
import { focusOutOfToast } from '@/lib/focus'
import { currentLanguage, t } from '@/lib/i18n/translate'
import { listNames } from '@/lib/i18n/list-names'
import { setDriverStatus } from '@/lib/local-data/driver-changes'
import { undo } from '@/lib/local-data/undo'
import { useOfferedAction } from '@/lib/offered-actions'
import type { SelectedCounts } from './driver-selection'
import { exportDriversCsv } from './export-drivers-csv'
import { focusPageCheckbox, pageCheckboxes } from './page-checkbox'
import { driverProblem, notPutBack } from './driver-refusals'
import { removeQuestion, removeWithUndo } from './remove-drivers'

const OTHER: Record<DriverStatus, DriverStatus> = { active: 'inactive', inactive: 'active' }
// Each status's texts as whole messages: the words around the count differ by language.
const TEXTS = {
  active: {
    action: 'drivers.action.activate',
    none: 'drivers.action.allActive',
    ask: 'drivers.confirm.activate',
    will: 'drivers.confirm.willActivate',
    already: 'drivers.confirm.alreadyActive',
    alreadyAll: 'drivers.toast.alreadyActive',
    done: 'drivers.toast.activated',
    undone: 'drivers.toast.undoneActive',
  },
  inactive: {
    action: 'drivers.action.deactivate',
    none: 'drivers.action.allInactive',
    ask: 'drivers.confirm.deactivate',
    will: 'drivers.confirm.willDeactivate',
    already: 'drivers.confirm.alreadyInactive',
    alreadyAll: 'drivers.toast.alreadyInactive',
    done: 'drivers.toast.deactivated',
    undone: 'drivers.toast.undoneInactive',
  },
} as const satisfies Record<DriverStatus, Record<string, MessageKey>>

type Pending = { status: DriverStatus; changing: Driver[]; unchanged: number }

/**
 * What can be done with the selected drivers: a toolbar (one Tab stop, arrow keys between its
 * buttons) and the confirmation before a status change.
 */
export function SelectionBar({
  counts,
  hidden,
  matching,
  offerAllMatching,
  selectedDrivers,
  onSelectAllMatching,
  onClear,
  onChanged,
}: {
  counts: SelectedCounts
  /** Selected drivers the search and filter shown hide: the actions change them too. */
  hidden: number
  /** How many drivers match the search and filter shown. */
  matching: number
  /** The whole page is selected and more drivers match: offer them all. */
  offerAllMatching: boolean
  /** The selected drivers in the order shown, worked out when an action needs them. */
  selectedDrivers: () => Driver[]
  onSelectAllMatching: () => void
  onClear: () => void
  /** A status change or removal was made and its dialog closed: the selection has served its purpose. */
  onChanged: () => void
}) {
  // Kept after the dialog closes, so its text stays while it goes.
  const [pending, setPending] = useState<Pending | null>(null)
  const [confirming, setConfirming] = useState(false)
  // The drivers Remove asks about: kept after the dialog closes, so its text stays while it goes.
  const [removing, setRemoving] = useState<Driver[]>([])
  const [confirmingRemove, setConfirmingRemove] = useState(false)
  const [changed, setChanged] = useState(false)
  const [active, setActive] = useState(0)
  const count = counts.active + counts.inactive

  const askStatus = (status: DriverStatus) => {
    const selected = selectedDrivers()
    const changing = selected.filter((driver) => driver.status !== status)
    setPending({ status, changing, unchanged: selected.length - changing.length })
    setConfirming(true)
  }

  const changeStatus = ({ status, changing }: Pending) => {
    setConfirming(false)
    setChanged(true)
    void setDriverStatus(
      changing.map(({ id }) => id),
      status,
    ).then((changed) => {
      if (!changed.ok) return toastError(driverProblem(changed).message)
      if (changed.seq === null) return toastError(t(TEXTS[status].alreadyAll))
      const { seq } = changed
      toastSuccess(t(TEXTS[status].done, { count: changed.writes.length }), {
        description: listNames(changed.writes.map(({ before }) => String(before?.name))),
        action: { label: t('drivers.toast.undo'), onClick: () => void undoStatus(status, seq) },
        duration: UNDO_TOAST_MS,
      })
    })
  }

  // Removed once the question has gone: the drivers leaving the list take this bar with them.
  const removeOnClose = useRef<Driver[] | null>(null)
  const remove = (drivers: Driver[]) => {
    setConfirmingRemove(false)
    setChanged(true)
    removeOnClose.current = drivers
  }

  // Once the dialog has gone, not before: clearing the selection takes this bar away with it, and
  // focus with it (onChanged puts it on the list).
  const afterChange = (event: Event) => {
    event.preventDefault()
    setChanged(false)
    const removing = removeOnClose.current
    removeOnClose.current = null
    if (!removing) return onChanged()
    // Refused (storage full, said in a toast): the selection stays, to try again.
    void removeWithUndo(removing, pageCheckboxes).then((focusNext) => {
      focusNext?.()
      return focusNext ? onChanged() : focusPageCheckbox()
    })
  }

  const undoStatus = async (status: DriverStatus, seq: number) => {
    // The Undo button goes with its toast: focus stays on the list, never on the page body.
    focusOutOfToast(...pageCheckboxes())
    const undone = await undo('drivers', seq)
    if (!undone.ok) return toastError(driverProblem(undone).message)
    const missing = notPutBack(undone)
    toastSuccess(t(TEXTS[OTHER[status]].undone, { count: undone.writes.length }), {
      description: missing.length > 0 ? missing.join(' ') : undefined,
    })
  }

  const askRemove = () => {
    setRemoving(selectedDrivers())
    setConfirmingRemove(true)
  }
  useOfferedAction('remove-selected', askRemove)

  const statusButton = (status: DriverStatus) => {
    // Those that are already of this status stay as they are: none to change, nothing to ask.
    const none = counts[OTHER[status]] === 0
    return {
      label: t(TEXTS[status].action),
      onClick: none ? undefined : () => askStatus(status),
      disabledWhy: none ? t(TEXTS[status].none) : undefined,
    }
  }

  const items = [
    ...(offerAllMatching
      ? [
          {
            label: t('drivers.selection.allMatching', { count: matching }),
            onClick: onSelectAllMatching,
          },
        ]
      : []),
    {
      label: t('drivers.selection.export'),
      icon: <Download aria-hidden="true" />,
      onClick: () => exportDriversCsv(selectedDrivers()),
    },
    statusButton('inactive'),
    statusButton('active'),
    {
      label: t('drivers.remove.selection'),
      icon: <UserMinus aria-hidden="true" />,
      onClick: askRemove,
    },
    { label: t('drivers.selection.clear'), icon: <X aria-hidden="true" />, onClick: onClear },
  ]
  const current = Math.min(active, items.length - 1)
  // Asked from the palette, which is gone once the question is: a cancel comes back to Remove.
  const toolbar = useRef<HTMLDivElement>(null)
  const removeButton = () =>
    toolbar.current?.querySelectorAll('button')[
      items.findIndex((item) => item.onClick === askRemove)
    ] ?? null

  // The WAI-ARIA toolbar pattern: arrows, Home and End move along the buttons (the arrows as they
  // point: right to left, the next button is to the left).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = directionOf(currentLanguage()) === 'rtl' ? -1 : 1
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowLeft: current - step,
      Home: 0,
      End: items.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = (next + items.length) % items.length
    setActive(index)
    event.currentTarget.querySelectorAll('button')[index]?.focus()
  }

  return (
    <>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('drivers.selection.toolbar')}
        onKeyDown={onKeyDown}
        // Centred over the page's main area, beside the desktop sidebar (15rem, or 4rem collapsed).
        className="fixed inset-x-4 bottom-4 z-40 mx-auto flex w-fit flex-wrap items-center justify-center gap-2 rounded-lg border bg-card p-2 text-card-foreground shadow-lg md:start-64 print:hidden md:sidebar-collapsed:start-20"
      >
        <p className="px-2 text-sm font-medium tabular-nums">
          {t('drivers.selection.count', { count })}
          {hidden > 0 && (
            <span className="font-normal text-muted-foreground">
              {/* A pause for screen readers, which skip the dot. */}
              <span className="sr-only">{t('drivers.counts.pause')}</span>
              <span aria-hidden="true"> ·</span>{' '}
              {t('drivers.selection.notShown', { count: hidden })}
            </span>
          )}
        </p>
        {items.map((item, index) => (
          <Button
            key={item.label}
            variant="outline"
            size="sm"
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            aria-disabled={'disabledWhy' in item && item.disabledWhy ? true : undefined}
            title={'disabledWhy' in item ? item.disabledWhy : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            onClick={item.onClick}
          >
            {'icon' in item && item.icon}
            {item.label}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        title={pending ? t(TEXTS[pending.status].ask, { count: pending.changing.length }) : ''}
        description={pending ? describePending(pending) : ''}
        confirmLabel={pending ? t(TEXTS[pending.status].action) : ''}
        destructive={pending?.status === 'inactive'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => pending && changeStatus(pending)}
        onCloseAutoFocus={changed ? afterChange : undefined}
      />
      <ConfirmDialog
        open={confirmingRemove}
        {...removeQuestion(removing)}
        confirmLabel={t('drivers.remove.confirm')}
        destructive
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => remove(removing)}
        onCloseAutoFocus={changed ? afterChange : undefined}
        focusFallback={removeButton}
      />
    </>
  )
}

/** Two sentences: who will change, then how many of the selection already have that status. */
function describePending({ status, changing, unchanged }: Pending): string {
  const names = listNames(changing.map(({ name }) => name))
  const will = t(TEXTS[status].will, { names, count: changing.length })
  if (unchanged === 0) return will
  return `${will} ${t(TEXTS[status].already, { count: unchanged })}`
}
