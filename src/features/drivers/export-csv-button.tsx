import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { toastError } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'

const NOTHING_TO_EXPORT = 'No drivers match the search and filter, so there is nothing to export.'

/** Downloads every driver matching the search and filter (all pages), in the order shown. */
export function ExportCsvButton({ drivers }: { drivers: readonly Driver[] }) {
  const reasonId = useId()
  const empty = drivers.length === 0

  const exportCsv = async () => {
    try {
      // The writer loads on first use: most visits never export.
      const { exportDriversCsv } = await import('./export-drivers-csv')
      exportDriversCsv(drivers)
    } catch (error) {
      console.error('Export failed:', error)
      toastError('Could not export the drivers. Please try again.')
    }
  }

  return (
    <>
      {/* aria-disabled, not disabled: it stays focusable, so keyboard users hear why. */}
      <Button
        variant="outline"
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        aria-disabled={empty || undefined}
        aria-describedby={empty ? reasonId : undefined}
        onClick={empty ? undefined : exportCsv}
      >
        Export CSV
      </Button>
      {empty && (
        <span id={reasonId} hidden>
          {NOTHING_TO_EXPORT}
        </span>
      )}
    </>
  )
}
