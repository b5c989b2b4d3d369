import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SubmitButton } from '@/components/ui/form-footer'
import { otherCodePage, pageCodePage, type CodePage } from '@/lib/drivers/code-pages'
import type { FileCheck } from '@/lib/drivers/driver-import'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/lib/drivers/import-limits'
import { currentLanguage, formatNumber, t } from '@/lib/i18n/translate'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { useDrivers } from '@/lib/local-data/local-data'
import { onDemandModule } from '@/lib/on-demand-module'
import { announceAdded } from './announce-added'
import { driverProblem } from './driver-refusals'
import { ImportPreview } from './import-preview'

// The reader and its parser (Papa Parse) load once the dialog opens: a file is read at once.
const importer = onDemandModule(() => import('@/lib/drivers/driver-import'))

const CODE_PAGE_NAMES = {
  'windows-1252': 'drivers.import.westernEuropean',
  'windows-1256': 'drivers.import.arabic',
} as const satisfies Record<CodePage, string>

/** Loaded on demand by the drivers screen, which owns the Import CSV button. */
export function ImportDriversDialog({
  open,
  onOpenChange,
  undoFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when the toast's Undo is used (it vanishes with the toast). */
  undoFocus: () => HTMLElement | null
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('drivers.import.title')}
      // What it takes, said before a file is chosen.
      description={t('drivers.import.description', {
        rows: formatNumber(MAX_IMPORT_ROWS),
        size: MAX_IMPORT_BYTES / 1024 / 1024,
      })}
    >
      {/* Inside the content, which mounts on each opening: every import starts with no file. */}
      <ImportForm onImported={() => onOpenChange(false)} undoFocus={undoFocus} />
    </FormDialog>
  )
}

/**
 * What the chosen file adds, checked against the list as it is now (another tab may change it),
 * read in `codePage` when it is not Unicode. A new reading of the same file keeps the last one on
 * screen until it is done, so the control that asked for it stays where it is.
 */
function useFileCheck(file: File | null, codePage: CodePage): FileCheck | null {
  const drivers = useDrivers()
  const [check, setCheck] = useState<{ file: File; result: FileCheck } | null>(null)
  useEffect(() => importer.prefetch(), [])
  useEffect(() => {
    if (!file) return
    let current = true
    importer
      .load()
      .then(({ checkImportFile }) => checkImportFile(file, drivers, codePage))
      .catch(() => ({
        ok: false as const,
        message: t('drivers.import.unreadable'),
        codePage: null,
      }))
      .then((result) => current && setCheck({ file, result }))
    return () => {
      current = false
    }
  }, [file, drivers, codePage])
  return file && check?.file === file ? check.result : null
}

function ImportForm({
  onImported,
  undoFocus,
}: {
  onImported: () => void
  undoFocus: () => HTMLElement | null
}) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  // A file that is not Unicode is read in the page language's code page unless the admin chooses.
  const [codePage, setCodePage] = useState(() => pageCodePage(currentLanguage()))
  const check = useFileCheck(file, codePage)
  // Why the import itself was refused (storage full, or the list changed meanwhile).
  const [failure, setFailure] = useState<{ file: File; message: string } | null>(null)
  const [importing, setImporting] = useState(false)

  const adding = check?.ok ? check.drivers.length : 0
  const problem = check && !check.ok ? check.message : null
  // The Windows code page a file that is not Unicode was read in, said with a choice of the other.
  const readAs = check?.codePage ?? null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file || !check?.ok || importing) return
    setImporting(true)
    const imported = await addDrivers(check.drivers, 'drivers-imported')
    setImporting(false)
    if (!imported.ok) return setFailure({ file, message: driverProblem(imported).message })
    onImported()
    const names = check.drivers.map(({ name }) => name.trim())
    announceAdded({ seq: imported.seq, names }, 'drivers-imported', undoFocus)
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>{t('drivers.import.file')}</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-result ${id}-read-as`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setCodePage(pageCodePage(currentLanguage()))
          }}
          className="h-auto cursor-pointer py-1.5 file:me-3 file:cursor-pointer file:rounded-sm file:bg-muted file:px-2 file:py-0.5 file:text-sm file:font-medium file:text-foreground"
        />
      </div>
      {readAs && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <p id={`${id}-read-as`}>
            {t('drivers.import.readAs', { codePage: t(CODE_PAGE_NAMES[readAs]) })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            // Wraps on a phone rather than widen the dialog.
            className="h-auto min-h-8 shrink py-1 whitespace-normal"
            onClick={() => setCodePage(otherCodePage(readAs))}
          >
            {t('drivers.import.readAsOther', {
              codePage: t(CODE_PAGE_NAMES[otherCodePage(readAs)]),
            })}
          </Button>
        </div>
      )}
      <div id={`${id}-result`} className="grid min-w-0 gap-2 text-sm">
        {problem && (
          <p role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        )}
        {/* On the page before the count is: a status region is read out when its text changes. */}
        <p role="status" className="font-medium empty:hidden">
          {check?.ok ? t('drivers.import.toAdd', { count: adding }) : ''}
        </p>
        {failure?.file === file && (
          <p role="alert" className="font-medium text-destructive">
            {failure.message}
          </p>
        )}
      </div>
      {check?.ok && adding > 0 && <ImportPreview drivers={check.drivers} />}
      {check?.ok && check.problems.length > 0 && (
        <ul
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls a long list
          tabIndex={0}
          aria-label={t('drivers.import.problems')}
          className="max-h-48 overflow-y-auto rounded-md border p-2 text-sm text-muted-foreground"
        >
          {check.problems.map(({ row, reason }) => (
            <li key={row} className="wrap-anywhere">
              {t('drivers.import.row', { row, reason })}
            </li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('ui.cancel')}</Button>
        </DialogClose>
        {adding > 0 && (
          <SubmitButton label={t('drivers.import.submit', { count: adding })} busy={importing} />
        )}
      </DialogFooter>
    </form>
  )
}
