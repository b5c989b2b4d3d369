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
    <Dialog open={admin !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Are you sure?</DialogTitle>
          <DialogDescription>
            {admin ? `${admin.name} (${admin.email}) will be removed from the admin list.` : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => admin && onConfirm(admin)}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
