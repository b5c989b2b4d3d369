import { UserPlus } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { OnDemand } from '@/components/ui/on-demand'
import { t } from '@/lib/i18n/translate'
import { useScreenAction } from '@/lib/screen-actions'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { rosterDialogs } from './roster-dialogs-module'

const AddDriverDialog = rosterDialogs.component('AddDriverDialog')

/** Opens Add New Driver; focus comes back here when it closes, and after the toast's Undo. */
export function AddDriverButton() {
  const dialog = useOnDemandDialog(rosterDialogs)
  const button = useRef<HTMLButtonElement>(null)
  // Asked for by the command palette: as if this were clicked, so focus comes back to it.
  useScreenAction('add-driver', () => dialog.show({ currentTarget: button.current }))
  return (
    <>
      <Button ref={button} size="sm" {...dialog.trigger}>
        <UserPlus aria-hidden="true" />
        {t('drivers.add.open')}
      </Button>
      {dialog.requested && (
        <OnDemand onDismiss={() => dialog.setOpen(false)}>
          <AddDriverDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            undoFocus={() => button.current}
          />
        </OnDemand>
      )}
    </>
  )
}
