import type { ChangeEvent } from 'react'
import { ContactInputs } from '@/components/contact-inputs'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { ContactField } from '@/lib/contact-fields'
import type { DriverStatus } from '@/lib/drivers/drivers-data'
import { t } from '@/lib/i18n/translate'
import { STATUS_LABELS } from './status-labels'

const STATUSES: readonly DriverStatus[] = ['active', 'inactive']

type Field = ContactField | 'status'

/** A driver's name, e-mail, phone and status: the Add Driver and Edit driver forms alike. */
export function DriverFormFields({
  form,
}: {
  form: {
    field: (key: Field) => {
      id: string
      name: string
      value: string
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
    }
    idOf: (key: Field) => string
  }
}) {
  return (
    <>
      {/* Another person's details: the browser would offer the admin's own. */}
      <ContactInputs
        form={form}
        labels={{
          name: t('drivers.field.name'),
          email: t('drivers.field.email'),
          phone: t('drivers.field.phone'),
        }}
        offerSaved={false}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={form.idOf('status')}>{t('drivers.field.status')}</Label>
        {/* Native: a phone shows its own picker, and keys choose as in any form. */}
        <NativeSelect {...form.field('status')}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(STATUS_LABELS[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  )
}
