import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toastError } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { t } from '@/lib/i18n/translate'
import { onDemandModule } from '@/lib/on-demand-module'
import { useScreenAction } from '@/lib/screen-actions'
import { cn } from '@/lib/utils'
import { COMPACT_BUTTON, COMPACT_LABEL } from './drivers-toolbar'

// The writer loads on first use: most visits never export.
const csvWriter = onDemandModule(() => import('./export-drivers-csv'))

/** Downloads every driver matching the search and filter (all pages), in the order shown. */
export function ExportCsvButton({ drivers }: { drivers: readonly Driver[] }) {
  const empty = drivers.length === 0

  const exportCsv = async () => {
    try {
      const { exportDriversCsv } = await csvWriter.load()
      exportDriversCsv(drivers)
    } catch (error) {
      console.error('Export failed:', error)
      toastError(t('drivers.export.failed'))
    }
  }

  // Asked for by the command palette: as a click would, or saying why not.
  useScreenAction('export-csv', () =>
    empty ? toastError(t('drivers.export.nothing')) : void exportCsv(),
  )

  // aria-disabled, not disabled: it stays focusable, so keyboard users hear why (the title is its
  // accessible description, and the mouse's tooltip).
  return (
    <Button
      variant="outline"
      className={cn(COMPACT_BUTTON, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
      aria-disabled={empty || undefined}
      title={empty ? t('drivers.export.nothing') : undefined}
      onClick={empty ? undefined : exportCsv}
    >
      <Download aria-hidden="true" />
      <span className={COMPACT_LABEL}>{t('drivers.export.button')}</span>
    </Button>
  )
}
