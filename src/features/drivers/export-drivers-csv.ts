import { toastSuccess } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { downloadTextFile } from '@/lib/download'
import { t } from '@/lib/i18n/translate'
import { driversCsv, driversCsvFileName } from './drivers-csv'

/** Downloads the drivers as `drivers-YYYY-MM-DD.csv` and says how many went into it. */
export function exportDriversCsv(drivers: readonly Driver[]): void {
  const fileName = driversCsvFileName(new Date())
  downloadTextFile(fileName, driversCsv(drivers), 'text/csv;charset=utf-8')
  toastSuccess(t('drivers.export.done', { count: drivers.length }), { description: fileName })
}
