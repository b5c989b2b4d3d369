import { Download, X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toastError, toastSuccess } from '@/components/ui/toast'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import {
  setDriverStatus,
  undoStatusUpdate,
  type StatusUpdate,
} from '@/lib/drivers/driver-status-actions'
import { driverNames, listDriverNames } from '@/lib/history/change-history'
import { currentAdminName } from '@/lib/session/current-profile'
import { driverCount } from './driver-count'
import type { SelectedCounts } from './driver-selection'
import { exportDriversCsv } from './export-drivers-csv'
import { focusPageCheckbox } from './page-checkbox'

// Long enough to read the toast and reach Undo by keyboard (sonner's Alt+T), as for admins.
const UNDO_TOAST_MS = 10_000

const OTHER: Record<DriverStatus, DriverStatus> = { active: 'inactive', inactive: 'active' }
const VERB: Record<DriverStatus, { ask: string; done: string }> = {
  active: { ask: 'Activate', done: 'Activated' },
  inactive: { ask: 'Deactivate', done: 'Deactivated' },
}

type Pending = { status: DriverStatus; changing: Driver[]; unchanged: number }

/**
 * What can be done with the selected drivers: a toolbar (one Tab stop, arrow keys between its
 * buttons) and the confirmation before a status change.
 */
export function SelectionBar({
  counts,
  matching,
  offerAllMatching,
  selectedDrivers,
  onSelectAllMatching,
  onClear,
  onStatusChanged,
}: {
  counts: SelectedCounts
  /** How many drivers match the search and filter shown. */
  matching: number
  /** The whole page is selected and more drivers match: offer them all. */
  offerAllMatching: boolean
  /** The selected drivers in the order shown, worked out when an action needs them. */
  selectedDrivers: () => Driver[]
  onSelectAllMatching: () => void
  onClear: () => void
  /** A status change was made and its dialog closed: the selection has served its purpose. */
  onStatusChanged: () => void
}) {
  // Kept after the dialog closes, so its text stays while it goes.
  const [pending, setPending] = useState<Pending | null>(null)
  const [confirming, setConfirming] = useState(false)
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
    const update = setDriverStatus(changing, status, currentAdminName())
    if (!update) return toastError(`The selected drivers are already ${status}.`)
    const done = `${VERB[status].done} ${driverCount(update.before.size)}`
    toastSuccess(done, {
      description: listDriverNames(driverNames(changing)),
      action: { label: 'Undo', onClick: () => undo(update) },
      duration: UNDO_TOAST_MS,
    })
  }

  // Once the dialog has gone, not before: clearing the selection takes this bar away with it.
  const afterStatusChange = () => {
    setChanged(false)
    onStatusChanged()
  }

  const undo = (update: StatusUpdate) => {
    // The Undo button goes with its toast: focus stays on the list, never on the page body.
    if (document.activeElement?.closest('[data-sonner-toaster]')) focusPageCheckbox()
    const count = undoStatusUpdate(update, currentAdminName())
    toastSuccess(`Undone: ${driverCount(count)} ${OTHER[update.status]} again`)
  }

  const statusButton = (status: DriverStatus) => {
    // Those that are already of this status stay as they are: none to change, nothing to ask.
    const none = counts[OTHER[status]] === 0
    return {
      label: VERB[status].ask,
      onClick: none ? undefined : () => askStatus(status),
      disabledWhy: none ? `The selected drivers are all ${status} already` : undefined,
    }
  }

  const items = [
    ...(offerAllMatching
      ? [
          {
            label: `Select all ${matching.toLocaleString('en-US')} matching`,
            onClick: onSelectAllMatching,
          },
        ]
      : []),
    {
      label: 'Export selected',
      icon: <Download aria-hidden="true" />,
      onClick: () => exportDriversCsv(selectedDrivers()),
    },
    statusButton('inactive'),
    statusButton('active'),
    { label: 'Clear selection', icon: <X aria-hidden="true" />, onClick: onClear },
  ]
  const current = Math.min(active, items.length - 1)

  // The WAI-ARIA toolbar pattern: arrows, Home and End move along the buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
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
        role="toolbar"
        aria-label="Selected drivers"
        onKeyDown={onKeyDown}
        // Centred over the page's main area, beside the desktop sidebar (15rem, or 4rem collapsed).
        className="fixed inset-x-4 bottom-4 z-40 mx-auto flex w-fit flex-wrap items-center justify-center gap-2 rounded-lg border bg-card p-2 text-card-foreground shadow-lg md:start-64 print:hidden md:sidebar-collapsed:start-20"
      >
        <p className="px-2 text-sm font-medium tabular-nums">
          {count.toLocaleString('en-US')} selected
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
        title={
          pending ? `${VERB[pending.status].ask} ${driverCount(pending.changing.length)}?` : ''
        }
        description={pending ? describePending(pending) : ''}
        confirmLabel={pending ? VERB[pending.status].ask : ''}
        destructive={pending?.status === 'inactive'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => pending && changeStatus(pending)}
        onCloseAutoFocus={changed ? afterStatusChange : undefined}
      />
    </>
  )
}

function describePending({ status, changing, unchanged }: Pending): string {
  const names = listDriverNames(driverNames(changing))
  const will = `${names} will be marked ${status}.`
  if (unchanged === 0) return will
  const already = unchanged === 1 ? '1 selected driver is' : `${unchanged} selected drivers are`
  return `${will} ${already} ${status} already.`
}
