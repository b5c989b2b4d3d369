import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ADMIN_FIELD_LIMITS, type NewAdminInput } from './admins'

const EMPTY_FORM: NewAdminInput = { name: '', email: '', phone: '' }

/** Loaded on demand by the Admin Management card, which owns the Add Admin button. */
export function AddAdminDialog({
  open,
  onOpenChange,
  onAdd,
  onCloseAutoFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Returns an error message, or null once the admin was added. */
  onAdd: (input: NewAdminInput) => string | null
  onCloseAutoFocus: (event: Event) => void
}) {
  const [form, setForm] = useState(EMPTY_FORM)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    setError(null)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const message = onAdd(form)
    setError(message)
    if (message === null) {
      setForm(EMPTY_FORM)
      onOpenChange(false)
    }
  }

  const field = (key: keyof NewAdminInput) => ({
    id: `${id}-${key}`,
    name: key,
    value: form[key],
    maxLength: ADMIN_FIELD_LIMITS[key],
    'aria-required': true,
    'aria-invalid': error !== null && form[key].trim() === '' ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  })

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Add New Admin</DialogTitle>
          <DialogDescription>The new admin appears in the list below.</DialogDescription>
        </DialogHeader>
        {/* noValidate: our own messages explain every problem instead of the browser's bubbles. */}
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input autoComplete="name" {...field('name')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input type="email" autoComplete="email" {...field('email')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-phone`}>Phone</Label>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">Add Admin</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
