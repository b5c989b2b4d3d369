import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormFooter } from '@/components/ui/form-footer'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { editDriver, type DriverEdit } from '@/lib/drivers/driver-edits'
import type { Driver, DriverStatus } from '@/lib/drivers/drivers-data'
import { t } from '@/lib/i18n/translate'
import { currentAdminName } from '@/lib/session/current-profile'
import { useCheckedForm } from '@/lib/use-checked-form'
import { STATUS_LABELS } from './status-labels'

const STATUSES: readonly DriverStatus[] = ['active', 'inactive']

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('drivers.edit.title')}</DialogTitle>
          <DialogDescription>{t('drivers.edit.description')}</DialogDescription>
        </DialogHeader>
        {/* Inside the content, which mounts on each opening: the form starts from the driver now. */}
        <EditDriverForm
          driver={driver}
          onSaved={(edit) => {
            onOpenChange(false)
            onSaved(edit)
          }}
        />
      </DialogContent>
    </Dialog>
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
  const form = useCheckedForm({ name, email, phone, status })
  const { field, idOf } = form

  const save = () => {
    const values = { ...form.values, status: form.values.status as DriverStatus }
    const result = editDriver(driver.id, values, currentAdminName())
    if (!result.ok) return result
    onSaved(result.edit)
    return null
  }

  return (
    // noValidate: our own messages explain every problem instead of the browser's bubbles.
    <form onSubmit={(event) => form.submit(event, save)} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={idOf('name')}>{t('drivers.field.name')}</Label>
        {/* Another person's details: the browser offers the admin's own, so no autofill. */}
        <Input autoComplete="off" {...field('name')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={idOf('email')}>{t('drivers.field.email')}</Label>
        {/* Addresses and numbers are typed left to right, in Arabic too. */}
        <Input type="email" dir="ltr" autoComplete="off" {...field('email')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={idOf('phone')}>{t('drivers.field.phone')}</Label>
        <Input type="tel" dir="ltr" autoComplete="off" {...field('phone')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={idOf('status')}>{t('drivers.field.status')}</Label>
        <NativeSelect {...field('status')}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(STATUS_LABELS[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <FormFooter form={form} submitLabel={t('drivers.edit.save')} />
    </form>
  )
}
