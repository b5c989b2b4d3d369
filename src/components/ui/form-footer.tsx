import { LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { t } from '@/lib/i18n/translate'

/**
 * A dialog form's end: the form's one problem (use-checked-form's, read out as it appears; nothing
 * while there is none), then Cancel and the submit button, busy while the form saves.
 */
export function FormFooter({
  form: { errorId, problem, busy = false },
  submitLabel,
}: {
  form: { errorId: string; problem: { message: string } | null; busy?: boolean }
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
        <SubmitButton label={submitLabel} busy={busy} />
      </DialogFooter>
    </>
  )
}

/** A form's submit button; while the form saves, busy (a second press does nothing) and spinning. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy && (
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      )}
      {label}
    </Button>
  )
}
