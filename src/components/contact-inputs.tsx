import type { ChangeEvent } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ContactField } from '@/lib/contact-fields'

type FieldProps = {
  id: string
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

// Each field's input type, and what the browser may offer in it when the person is the admin's own.
const INPUTS: Record<ContactField, { type?: string; autoComplete: string }> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

/**
 * A person's name, e-mail and phone in a checked form (lib/use-checked-form.ts), labelled in the
 * form's own words: Add Admin, Add Driver and Edit driver.
 */
export function ContactInputs({
  form: { field, idOf },
  labels,
  offerSaved,
}: {
  form: { field: (key: ContactField) => FieldProps; idOf: (key: ContactField) => string }
  labels: Record<ContactField, string>
  /** Let the browser offer what it saved (an admin's own kind of details); off for a driver's. */
  offerSaved: boolean
}) {
  return (['name', 'email', 'phone'] as const).map((key) => (
    <div key={key} className="grid gap-1.5">
      <Label htmlFor={idOf(key)}>{labels[key]}</Label>
      <Input
        type={INPUTS[key].type}
        // Addresses and numbers are typed left to right, in Arabic too.
        dir={key === 'name' ? undefined : 'ltr'}
        autoComplete={offerSaved ? INPUTS[key].autoComplete : 'off'}
        {...field(key)}
      />
    </div>
  ))
}
