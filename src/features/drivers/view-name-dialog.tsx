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
import { describeViewProblem, type SavedView, type ViewContent } from '@/lib/drivers/saved-views'
import { renameView, saveView } from '@/lib/drivers/saved-views-store'
import { t } from '@/lib/i18n/translate'
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

  const save = () => {
    const { name } = form.values
    const problem =
      mode.kind === 'rename' ? renameView(mode.view.id, name) : saveView(name, mode.content)
    if (problem) {
      const { message, nameAtFault } = describeViewProblem(problem)
      const fields: 'name'[] = nameAtFault ? ['name'] : []
      return { message, fields }
    }
    toastSuccess(t(mode.kind === 'rename' ? 'views.renamed' : 'views.saved'), {
      description: name.trim(),
    })
    onDone()
    return null
  }

  return (
    // noValidate: our own messages explain every problem instead of the browser's bubbles.
    <form onSubmit={(event) => form.submit(event, save)} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={idOf('name')}>{t('views.name')}</Label>
        <Input autoComplete="off" {...field('name')} />
      </div>
      <FormFooter form={form} submitLabel={t('views.saveButton')} />
    </form>
  )
}
