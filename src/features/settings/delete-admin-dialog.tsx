import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { t } from '@/lib/i18n/translate'
import type { AdminEntry } from './admins'

export function DeleteAdminDialog({
  admin,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  admin: AdminEntry | null
  onCancel: () => void
  onConfirm: (admin: AdminEntry) => void
  onCloseAutoFocus: (event: Event) => void
}) {
  return (
    <ConfirmDialog
      open={admin !== null}
      title={t('settings.deleteAdmin.title')}
      description={
        admin ? t('settings.deleteAdmin.description', { name: admin.name, email: admin.email }) : ''
      }
      confirmLabel={t('settings.deleteAdmin.confirm')}
      destructive
      onCancel={onCancel}
      onConfirm={() => admin && onConfirm(admin)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  )
}
