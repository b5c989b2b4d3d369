import { ConfirmDialog } from '@/components/ui/confirm-dialog'
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
      title="Are you sure?"
      description={
        admin ? `${admin.name} (${admin.email}) will be removed from the admin list.` : ''
      }
      confirmLabel="Delete"
      destructive
      onCancel={onCancel}
      onConfirm={() => admin && onConfirm(admin)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  )
}
