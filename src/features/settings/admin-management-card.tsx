import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { OnDemand } from '@/components/ui/on-demand'
import { Button } from '@/components/ui/button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { toastError, toastSuccess, UNDO_TOAST_MS } from '@/components/ui/toast'
import type { ContactField, ContactFields } from '@/lib/contact-fields'
import { focusOutOfToast } from '@/lib/focus'
import { t } from '@/lib/i18n/translate'
import { currentAdmins, useAdmins, watchAdmins } from '@/lib/local-data/settings-data'
import { INITIAL_ADMINS, type AdminEntry } from '@/lib/local-data/records'
import { onDemandModule } from '@/lib/on-demand-module'
import { useScreenAction } from '@/lib/screen-actions'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { cn } from '@/lib/utils'
import { settingsActions } from './settings-actions-module'

// Radix Dialog is most of Settings' code and unused until a dialog opens, so the dialogs load when
// a button that opens one is pointed at or focused (or on the first click), with what they do.
const adminDialogs = onDemandModule(() => {
  settingsActions.prefetch()
  return import('./admin-dialogs')
})
const AddAdminDialog = adminDialogs.component('AddAdminDialog')
const DeleteAdminDialog = adminDialogs.component('DeleteAdminDialog')

export function AdminManagementCard() {
  const admins = useAdmins()
  const shown = admins ?? INITIAL_ADMINS
  const addDialog = useOnDemandDialog(adminDialogs)
  const deleteDialog = useOnDemandDialog(adminDialogs)
  const [pendingDelete, setPendingDelete] = useState<AdminEntry | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  // Asked for by the command palette: as if Add Admin were clicked, so focus comes back to it.
  useScreenAction('add-admin', () => addDialog.show({ currentTarget: addButton.current }))

  const onAdd = async (input: ContactFields) => {
    const { addAdmin, adminFaultMessage, refusalProblem } = await settingsActions.load()
    const added = await addAdmin(input)
    if (!added.ok) return refusalProblem<ContactField>(added, adminFaultMessage)
    toastSuccess(t('settings.admins.added'))
    return null
  }

  const restore = async (seq: number) => {
    // The Undo button is about to vanish with its toast: focus goes to Add Admin (or, from another
    // screen, to the main area), never to the page body.
    focusOutOfToast(addButton.current)
    const { undo, refusalMessage } = await settingsActions.load()
    const restored = await undo('admins', seq)
    if (!restored.ok) return toastError(refusalMessage(restored))
    // Back under its id, or the next free one; refused if an admin with its e-mail was added since.
    if (restored.faults.length > 0) return toastError(t('settings.admins.notRestored'))
    toastSuccess(t('settings.admins.restored'))
  }

  // Another tab deleted the admin this one asks about: the question is moot, and the toast says why.
  const { open: asking, setOpen: setAsking } = deleteDialog
  const deletingHere = useRef<number | null>(null)
  useEffect(() => {
    if (!asking || !pendingDelete) return
    return watchAdmins(() => {
      if (deletingHere.current === pendingDelete.id) return
      if (currentAdmins()?.some((admin) => admin.id === pendingDelete.id) !== false) return
      setAsking(false)
      toastError(t('settings.admins.alreadyRemoved', { name: pendingDelete.name }))
    })
  }, [asking, setAsking, pendingDelete])

  const onConfirmDelete = async (admin: AdminEntry) => {
    // The question closes once the admin has gone: focus then goes to Add Admin, not to the row.
    deletingHere.current = admin.id
    const { deleteAdmin, refusalMessage } = await settingsActions.load()
    const deleted = await deleteAdmin(admin.id)
    deletingHere.current = null
    setAsking(false)
    if (!deleted.ok) return toastError(refusalMessage(deleted))
    if (deleted.seq === null) {
      return toastError(t('settings.admins.alreadyRemoved', { name: admin.name }))
    }
    const { seq } = deleted
    toastSuccess(t('settings.admins.deleted'), {
      description: admin.name,
      action: { label: t('settings.admins.undo'), onClick: () => void restore(seq) },
      duration: UNDO_TOAST_MS,
    })
  }

  return (
    <Card>
      {/* Wraps: 'Adminverwaltung' and 'Admin hinzufügen' do not fit one line of a phone. */}
      <CardHeader className="flex flex-wrap items-center justify-between gap-y-2">
        <CardTitle>{t('settings.admins.title')}</CardTitle>
        <CardAction>
          <Button ref={addButton} size="sm" {...addDialog.trigger}>
            <Plus aria-hidden="true" />
            {t('settings.admins.add')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="@container">
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings.admins.empty')}</p>
        ) : (
          // Until the saved list is read, the sample's rows hold its place unseen: nothing below moves.
          <ul
            className={cn('divide-y rounded-md border', !admins && 'invisible')}
            aria-label={t('settings.admins.list')}
            aria-hidden={!admins || undefined}
          >
            {shown.map((admin) => (
              <li key={admin.id} className="flex items-center justify-between gap-3 p-3">
                <div className="grid min-w-0 flex-1 @xl:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)] @xl:items-center @xl:gap-4">
                  <p className="font-medium wrap-anywhere">{admin.name}</p>
                  <p className="text-sm break-all text-muted-foreground">{admin.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {/* Left to right in Arabic too, or '+1 555' would read '555 1+'. */}
                    <span dir="ltr">{admin.phone}</span>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={t('settings.admins.delete', { name: admin.name })}
                  onPointerEnter={adminDialogs.prefetch}
                  onFocus={adminDialogs.prefetch}
                  onClick={(event) => {
                    setPendingDelete(admin)
                    deleteDialog.show(event)
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {/* Focus goes back to the button that opened each (components/ui/dialog-focus.ts). */}
      {addDialog.requested && (
        <OnDemand onDismiss={() => addDialog.setOpen(false)}>
          <AddAdminDialog open={addDialog.open} onOpenChange={addDialog.setOpen} onAdd={onAdd} />
        </OnDemand>
      )}
      {deleteDialog.requested && (
        <OnDemand onDismiss={() => deleteDialog.setOpen(false)}>
          <DeleteAdminDialog
            admin={pendingDelete}
            open={deleteDialog.open}
            onOpenChange={deleteDialog.setOpen}
            onConfirm={(admin) => void onConfirmDelete(admin)}
            focusFallback={() => addButton.current}
          />
        </OnDemand>
      )}
    </Card>
  )
}
