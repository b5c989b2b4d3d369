import { ContactInputs } from '@/components/contact-inputs'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormFooter } from '@/components/ui/form-footer'
import type { ContactFields, FieldProblem } from '@/lib/contact-fields'
import { t } from '@/lib/i18n/translate'
import { useCheckedForm } from '@/lib/use-checked-form'

const EMPTY_FORM: ContactFields = { name: '', email: '', phone: '' }

/** Loaded on demand by the Admin Management card, which owns the Add Admin button. */
export function AddAdminDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Adds the admin, or says what is wrong and with which fields. */
  onAdd: (input: ContactFields) => Promise<FieldProblem | null>
}) {
  const form = useCheckedForm(EMPTY_FORM)

  // However the dialog closes, the next Add Admin starts from an empty form.
  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    if (!next) form.reset()
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('settings.addAdmin.title')}
      description={t('settings.addAdmin.description')}
    >
      {/* noValidate: our own messages explain every problem instead of the browser's bubbles. */}
      <form
        onSubmit={(event) =>
          void form
            .submit(event, () => onAdd(form.values))
            .then((added) => added && changeOpen(false))
        }
        noValidate
        className="grid gap-4"
      >
        <ContactInputs
          form={form}
          labels={{
            name: t('settings.field.name'),
            email: t('settings.field.email'),
            phone: t('settings.field.phone'),
          }}
          offerSaved
        />
        <FormFooter form={form} submitLabel={t('settings.admins.add')} />
      </form>
    </FormDialog>
  )
}
