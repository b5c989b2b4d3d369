import { ConfirmDialog } from '@/components/ui/confirm-dialog'

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
      title="Log out of Fleet Admin?"
      description="You will be signed out in every open tab."
      confirmLabel="Log out"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  )
}
