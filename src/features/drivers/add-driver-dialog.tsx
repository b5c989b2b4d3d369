import { FormDialog } from '@/components/ui/form-dialog'
import { FormFooter } from '@/components/ui/form-footer'
import type { DriverStatus } from '@/lib/drivers/drivers-data'
import { t } from '@/lib/i18n/translate'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { useCheckedForm } from '@/lib/use-checked-form'
import { announceAdded } from './announce-added'
import { driverProblem } from './driver-refusals'
import { DriverFormFields } from './driver-form-fields'

const EMPTY_FORM = { name: '', email: '', phone: '', status: 'active' }

/** Loaded on demand by the drivers screen, which owns the Add Driver button. */
export function AddDriverDialog({
  open,
  onOpenChange,
  undoFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when the toast's Undo is used (it vanishes with the toast). */
  undoFocus: () => HTMLElement | null
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('drivers.add.title')}
      description={t('drivers.add.description')}
    >
      {/* Inside the content, which mounts on each opening: every Add Driver starts empty. */}
      <AddDriverForm onAdded={() => onOpenChange(false)} undoFocus={undoFocus} />
    </FormDialog>
  )
}

function AddDriverForm({
  onAdded,
  undoFocus,
}: {
  onAdded: () => void
  undoFocus: () => HTMLElement | null
}) {
  const form = useCheckedForm(EMPTY_FORM)

  const add = async () => {
    const input = { ...form.values, status: form.values.status as DriverStatus }
    const added = await addDrivers([input], 'drivers-added')
    if (!added.ok) return driverProblem(added)
    onAdded()
    announceAdded({ seq: added.seq, names: [input.name.trim()] }, 'drivers-added', undoFocus)
    return null
  }

  return (
    // noValidate: our own messages explain every problem instead of the browser's bubbles.
    <form onSubmit={(event) => void form.submit(event, add)} noValidate className="grid gap-4">
      <DriverFormFields form={form} />
      <FormFooter form={form} submitLabel={t('drivers.add.submit')} />
    </form>
  )
}
