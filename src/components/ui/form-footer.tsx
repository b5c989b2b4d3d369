import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { t } from '@/lib/i18n/translate'

/**
 * A dialog form's end: the form's one problem (use-checked-form's, read out as it appears; nothing
 * while there is none), then Cancel and the submit button.
 */
export function FormFooter({
  form: { errorId, problem },
  submitLabel,
}: {
  form: { errorId: string; problem: { message: string } | null }
  submitLabel: string
}) {
  return (
    <>
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {problem.message}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('ui.cancel')}</Button>
        </DialogClose>
        <Button type="submit">{submitLabel}</Button>
      </DialogFooter>
    </>
  )
}
