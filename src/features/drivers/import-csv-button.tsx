import { Upload } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { OnDemand } from '@/components/ui/on-demand'
import { t } from '@/lib/i18n/translate'
import { useScreenAction } from '@/lib/screen-actions'
import { useOnDemandDialog } from '@/lib/use-on-demand-dialog'
import { cn } from '@/lib/utils'
import { COMPACT_BUTTON, COMPACT_LABEL } from './drivers-toolbar'
import { rosterDialogs } from './roster-dialogs-module'

const ImportDriversDialog = rosterDialogs.component('ImportDriversDialog')

/** Opens Import drivers, beside Export CSV; focus comes back here, and after the toast's Undo. */
export function ImportCsvButton() {
  const dialog = useOnDemandDialog(rosterDialogs)
  const button = useRef<HTMLButtonElement>(null)
  // Asked for by the command palette: as if this were clicked, so focus comes back to it.
  useScreenAction('import-csv', () => dialog.show({ currentTarget: button.current }))
  return (
    <>
      <Button ref={button} variant="outline" className={cn(COMPACT_BUTTON)} {...dialog.trigger}>
        <Upload aria-hidden="true" />
        <span className={COMPACT_LABEL}>{t('drivers.import.open')}</span>
      </Button>
      {dialog.requested && (
        <OnDemand onDismiss={() => dialog.setOpen(false)}>
          <ImportDriversDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            undoFocus={() => button.current}
          />
        </OnDemand>
      )}
    </>
  )
}
