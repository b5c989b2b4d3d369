import type { Driver } from '@/lib/drivers/drivers-data'

const COLUMNS: ReadonlyArray<[header: string, value: (driver: Driver) => string]> = [
  ['ID', (driver) => String(driver.id)],
  ['Name', (driver) => driver.name],
  ['Email', (driver) => driver.email],
  ['Phone', (driver) => driver.phone],
  ['Status', (driver) => (driver.status === 'active' ? 'Active' : 'Inactive')],
  ['Trips', (driver) => String(driver.trips)],
  ['Rating', (driver) => driver.rating.toFixed(1)],
]

// Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/
// RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled.
const NEEDS_QUOTES = /[",\r\n]/
/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF'
const LINE_END = '\r\n'

/** One field: a leading formula character is defused with a quote, then RFC 4180 quoting. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The drivers as CSV in the order given: a header row, CRLF line ends, a byte-order mark. */
export function driversCsv(drivers: readonly Driver[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...drivers.map((driver) => COLUMNS.map(([, value]) => value(driver))),
  ]
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(',') + LINE_END).join('')
}

/** `drivers-2026-11-23.csv`, by the admin's own calendar date. */
export function driversCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `drivers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
