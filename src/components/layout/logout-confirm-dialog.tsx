import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { t } from '@/lib/i18n/translate'

/**
 * Asks before the palette ends the session. Cancel, first and focused, or Escape says no, and
 * focus goes back to what had it (the palette's search box).
 */
export function LogoutConfirmDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t('layout.logoutConfirm.title')}
      description={t('layout.logoutConfirm.description')}
      confirmLabel={t('layout.logoutConfirm.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  )
}
