import { useRef } from 'react'
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
import { focusBack } from '@/lib/focus'

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
  const opener = useRef<Element | null>(null)
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={() => (opener.current = document.activeElement)}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          focusBack(opener.current)
        }}
      >
        <DialogHeader>
          <DialogTitle>Log out of Fleet Admin?</DialogTitle>
          <DialogDescription>You will be signed out in every open tab.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onConfirm}>Log out</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
