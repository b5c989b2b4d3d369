import { useState } from 'react'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormFooter } from '@/components/ui/form-footer'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { t } from '@/lib/i18n/translate'
import { editDriver } from '@/lib/local-data/driver-changes'
import type { NewDriver } from '@/lib/local-data/records'
import { useCheckedForm } from '@/lib/use-checked-form'
import { DriverFormFields } from './driver-form-fields'
import { driverProblem } from './driver-refusals'

/** A saved edit: its change log entry, which its Undo reads. */
export type DriverEdit = { seq: number }

/** Loaded on demand by the driver's panel, which owns the Edit button. */
export function EditDriverDialog({
  driver,
  open,
  onOpenChange,
  onSaved,
}: {
  driver: Driver
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The edit was saved (null: Save changed nothing); the dialog has closed. */
  onSaved: (edit: DriverEdit | null) => void
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('drivers.edit.title')}
      description={t('drivers.edit.description')}
    >
      {/* Inside the content, which mounts on each opening: the form starts from the driver now. */}
      <EditDriverForm
        driver={driver}
        onSaved={(edit) => {
          onOpenChange(false)
          onSaved(edit)
        }}
      />
    </FormDialog>
  )
}

function EditDriverForm({
  driver,
  onSaved,
}: {
  driver: Driver
  onSaved: (edit: DriverEdit | null) => void
}) {
  const { name, email, phone, status } = driver
  // What the form opened with: only what the admin changes from it is saved (another tab's edit
  // meanwhile to a field left alone stays).
  const [opened] = useState<NewDriver>({ name, email, phone, status })
  const form = useCheckedForm(opened)

  const save = async () => {
    const values = { ...form.values, status: form.values.status as DriverStatus }
    const edited = await editDriver(driver.id, values, opened)
    if (!edited.ok) return driverProblem(edited)
    onSaved(edited.seq === null ? null : { seq: edited.seq })
    return null
  }

  return (
    // noValidate: our own messages explain every problem instead of the browser's bubbles.
    <form onSubmit={(event) => void form.submit(event, save)} noValidate className="grid gap-4">
      <DriverFormFields form={form} />
      <FormFooter form={form} submitLabel={t('drivers.edit.save')} />
    </form>
  )
}
