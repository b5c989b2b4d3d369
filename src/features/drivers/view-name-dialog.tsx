import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormFooter } from '@/components/ui/form-footer'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toastSuccess } from '@/components/ui/toast'
import { t } from '@/lib/i18n/translate'
import { refusalProblem } from '@/lib/local-data/refusals'
import type { Fault } from '@/lib/local-data/records'
import {
  MAX_VIEW_NAME,
  MAX_VIEWS,
  type SavedView,
  type ViewContent,
} from '@/lib/local-data/view-records'
import { renameView, saveView } from '@/lib/local-data/view-changes'
import { useCheckedForm } from '@/lib/use-checked-form'

/** Saving what the list shows under a new name, or renaming a saved view. */
export type NameDialogMode =
  { kind: 'save'; content: ViewContent } | { kind: 'rename'; view: SavedView }

const TEXTS = {
  save: { title: 'views.saveTitle', description: 'views.saveDescription' },
  rename: { title: 'views.renameTitle', description: 'views.renameDescription' },
} as const

export function ViewNameDialog({
  mode,
  open,
  onOpenChange,
  focusFallback,
}: {
  mode: NameDialogMode
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes once it closes (the menu item that opened it is gone by then). */
  focusFallback: () => Element | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent focusFallback={focusFallback}>
        <DialogHeader>
          <DialogTitle>{t(TEXTS[mode.kind].title)}</DialogTitle>
          <DialogDescription>{t(TEXTS[mode.kind].description)}</DialogDescription>
        </DialogHeader>
        {/* Inside the content, which mounts on each opening: the form starts afresh. */}
        <ViewNameForm mode={mode} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ViewNameForm({ mode, onDone }: { mode: NameDialogMode; onDone: () => void }) {
  const form = useCheckedForm({ name: mode.kind === 'rename' ? mode.view.name : '' })
  const { field, idOf } = form

  const save = async () => {
    const { name } = form.values
    const saved = await (mode.kind === 'rename'
      ? renameView(mode.view.id, name)
      : saveView(name, mode.content))
    if (!saved.ok) return refusalProblem<'name'>(saved, viewFaultMessage)
    toastSuccess(t(mode.kind === 'rename' ? 'views.renamed' : 'views.saved'), {
      description: name.trim(),
    })
    onDone()
    return null
  }

  return (
    // noValidate: our own messages explain every problem instead of the browser's bubbles.
    <form onSubmit={(event) => void form.submit(event, save)} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={idOf('name')}>{t('views.name')}</Label>
        <Input autoComplete="off" {...field('name')} />
      </div>
      <FormFooter form={form} submitLabel={t('views.saveButton')} />
    </form>
  )
}

/** A view's fault as the name form says it (a full list marks no field: no name would help). */
function viewFaultMessage({ rule }: Fault): string {
  if (rule === 'emptyField') return t('views.emptyName')
  if (rule === 'nameTooLong') return t('views.nameTooLong', { count: MAX_VIEW_NAME })
  if (rule === 'nameTaken') return t('views.nameTaken')
  if (rule === 'full') return t('views.full', { count: MAX_VIEWS })
  return t('views.cannotSave')
}
