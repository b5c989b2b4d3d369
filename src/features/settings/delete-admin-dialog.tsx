import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { t } from '@/lib/i18n/translate'
import type { AdminEntry } from '@/lib/local-data/records'

export function DeleteAdminDialog({
  admin,
  open,
  onOpenChange,
  onConfirm,
  focusFallback,
}: {
  /** Kept while the dialog closes, so its text stays as it goes. */
  admin: AdminEntry | null
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: (admin: AdminEntry) => void
  /** Where focus goes once the admin's row (and its Delete button) is gone. */
  focusFallback: () => Element | null
}) {
  return (
    <ConfirmDialog
      open={open && admin !== null}
      title={t('settings.deleteAdmin.title')}
      description={
        admin ? t('settings.deleteAdmin.description', { name: admin.name, email: admin.email }) : ''
      }
      confirmLabel={t('settings.deleteAdmin.confirm')}
      destructive
      onCancel={() => onOpenChange(false)}
      onConfirm={() => admin && onConfirm(admin)}
      focusFallback={focusFallback}
    />
  )
}
