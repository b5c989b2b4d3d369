import { Plus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { toastSuccess } from '@/components/ui/toast'
import { AddAdminDialog } from './add-admin-dialog'
import { addAdmin, adminMessages, initialAdmins, removeAdmin, type AdminEntry } from './admins'
import { DeleteAdminDialog } from './delete-admin-dialog'

export function AdminManagementCard() {
  const [admins, setAdmins] = useState<AdminEntry[]>(initialAdmins)
  const [pendingDelete, setPendingDelete] = useState<AdminEntry | null>(null)
  const deleteOpener = useRef<HTMLElement | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)

  const onAdd = (input: Parameters<typeof addAdmin>[1]) => {
    const result = addAdmin(admins, input)
    if (!result.ok) return result.message
    setAdmins(result.admins)
    toastSuccess(adminMessages.added)
    return null
  }

  const onConfirmDelete = (admin: AdminEntry) => {
    setAdmins((current) => removeAdmin(current, admin.id))
    setPendingDelete(null)
    toastSuccess(adminMessages.deleted)
  }

  // The dialog has no Radix trigger, so focus goes back by hand: to the row's delete button, or,
  // once that row is gone, to Add Admin.
  const restoreFocus = (event: Event) => {
    event.preventDefault()
    const opener = deleteOpener.current
    ;(opener?.isConnected ? opener : addButton.current)?.focus()
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>Admin Management</CardTitle>
        <AddAdminDialog
          onAdd={onAdd}
          trigger={
            <Button ref={addButton} size="sm">
              <Plus aria-hidden="true" />
              Add Admin
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {admins.length === 0 ? (
          <p className="text-sm text-muted-foreground">No admins in the list.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Admins">
            {admins.map((admin) => (
              <li key={admin.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{admin.name}</p>
                  <p className="text-sm break-all text-muted-foreground">{admin.email}</p>
                  <p className="text-sm text-muted-foreground">{admin.phone}</p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={`Delete ${admin.name}`}
                  onClick={(event) => {
                    deleteOpener.current = event.currentTarget
                    setPendingDelete(admin)
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <DeleteAdminDialog
        admin={pendingDelete}
        onCancel={() => setPendingDelete(null)}
        onConfirm={onConfirmDelete}
        onCloseAutoFocus={restoreFocus}
      />
    </Card>
  )
}
