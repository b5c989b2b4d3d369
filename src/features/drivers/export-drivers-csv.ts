import { toastSuccess } from '@/components/ui/toast'
import type { Driver } from '@/lib/drivers/drivers-data'
import { downloadTextFile } from '@/lib/download'
import { driversCsv, driversCsvFileName } from './drivers-csv'

/** Downloads the drivers as `drivers-YYYY-MM-DD.csv` and says how many went into it. */
export function exportDriversCsv(drivers: readonly Driver[]): void {
  const fileName = driversCsvFileName(new Date())
  downloadTextFile(fileName, driversCsv(drivers), 'text/csv;charset=utf-8')
  const count = drivers.length === 1 ? '1 driver' : `${drivers.length} drivers`
  toastSuccess(`Exported ${count}`, { description: fileName })
}
