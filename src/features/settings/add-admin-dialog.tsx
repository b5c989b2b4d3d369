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
import { t } from '@/lib/i18n/translate'
import type { AdminField, NewAdminInput } from './admins'

const EMPTY_FORM: NewAdminInput = { name: '', email: '', phone: '' }

type Problem = { message: string; fields: AdminField[] }

/** Loaded on demand by the Admin Management card, which owns the Add Admin button. */
export function AddAdminDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Adds the admin, or says what is wrong and with which fields. */
  onAdd: (input: NewAdminInput) => Problem | null
}) {
  const [form, setForm] = useState(EMPTY_FORM)
  const [problem, setProblem] = useState<Problem | null>(null)
  const id = useId()
  const errorId = `${id}-error`

  // However the dialog closes, the next Add Admin starts from an empty form.
  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      setForm(EMPTY_FORM)
      setProblem(null)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = onAdd(form)
    if (found === null) return changeOpen(false)
    setProblem(found)
    const firstFaulty = event.currentTarget.elements.namedItem(found.fields[0])
    if (firstFaulty instanceof HTMLElement) firstFaulty.focus()
  }

  // Editing a faulty field takes its mark away; the message goes with the last mark.
  const edit = (key: AdminField, value: string) => {
    setForm((current) => ({ ...current, [key]: value }))
    setProblem((current) => {
      const fields = current?.fields.filter((field) => field !== key) ?? []
      return current && fields.length > 0 ? { ...current, fields } : null
    })
  }

  const field = (key: AdminField) => {
    const faulty = problem?.fields.includes(key) ?? false
    return {
      id: `${id}-${key}`,
      name: key,
      value: form[key],
      'aria-required': true,
      'aria-invalid': faulty || undefined,
      'aria-describedby': faulty ? errorId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => edit(key, event.target.value),
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('settings.addAdmin.title')}</DialogTitle>
          <DialogDescription>{t('settings.addAdmin.description')}</DialogDescription>
        </DialogHeader>
        {/* noValidate: our own messages explain every problem instead of the browser's bubbles. */}
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>{t('settings.field.name')}</Label>
            <Input autoComplete="name" {...field('name')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`}>{t('settings.field.email')}</Label>
            {/* Addresses and numbers are typed left to right, in Arabic too. */}
            <Input type="email" dir="ltr" autoComplete="email" {...field('email')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-phone`}>{t('settings.field.phone')}</Label>
            <Input type="tel" dir="ltr" autoComplete="tel" {...field('phone')} />
          </div>
          {problem && (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {problem.message}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('settings.cancel')}</Button>
            </DialogClose>
            <Button type="submit">{t('settings.admins.add')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
