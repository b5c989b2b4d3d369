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
import type { FieldProblem } from '@/lib/contact-fields'
import { t } from '@/lib/i18n/translate'
import { useCheckedForm } from '@/lib/use-checked-form'
import type { NewAdminInput } from './admins'

const EMPTY_FORM: NewAdminInput = { name: '', email: '', phone: '' }

/** Loaded on demand by the Admin Management card, which owns the Add Admin button. */
export function AddAdminDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Adds the admin, or says what is wrong and with which fields. */
  onAdd: (input: NewAdminInput) => FieldProblem | null
}) {
  const form = useCheckedForm(EMPTY_FORM)
  const { field, idOf } = form

  // However the dialog closes, the next Add Admin starts from an empty form.
  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    if (!next) form.reset()
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('settings.addAdmin.title')}</DialogTitle>
          <DialogDescription>{t('settings.addAdmin.description')}</DialogDescription>
        </DialogHeader>
        {/* noValidate: our own messages explain every problem instead of the browser's bubbles. */}
        <form
          onSubmit={(event) => form.submit(event, () => onAdd(form.values)) && changeOpen(false)}
          noValidate
          className="grid gap-4"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={idOf('name')}>{t('settings.field.name')}</Label>
            <Input autoComplete="name" {...field('name')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={idOf('email')}>{t('settings.field.email')}</Label>
            {/* Addresses and numbers are typed left to right, in Arabic too. */}
            <Input type="email" dir="ltr" autoComplete="email" {...field('email')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={idOf('phone')}>{t('settings.field.phone')}</Label>
            <Input type="tel" dir="ltr" autoComplete="tel" {...field('phone')} />
          </div>
          <FormFooter form={form} submitLabel={t('settings.admins.add')} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
