import type { Driver } from '@/lib/drivers/drivers-data'
import type { MessageKey } from '@/lib/i18n/message-types'
import { t } from '@/lib/i18n/translate'

type FieldKey = Extract<MessageKey, `drivers.field.${string}`>

// Headers in the page's language; values stay data, the same file whatever the admin reads.
const COLUMNS: ReadonlyArray<[header: FieldKey, value: (driver: Driver) => string]> = [
  ['drivers.field.id', (driver) => String(driver.id)],
  ['drivers.field.name', (driver) => driver.name],
  ['drivers.field.email', (driver) => driver.email],
  ['drivers.field.phone', (driver) => driver.phone],
  ['drivers.field.status', (driver) => (driver.status === 'active' ? 'Active' : 'Inactive')],
  ['drivers.field.trips', (driver) => String(driver.trips)],
  // No rating yet: an empty cell, which a spreadsheet leaves out of its averages.
  ['drivers.field.rating', (driver) => driver.rating?.toFixed(1) ?? ''],
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
    COLUMNS.map(([header]) => t(header)),
    ...drivers.map((driver) => COLUMNS.map(([, value]) => value(driver))),
  ]
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(',') + LINE_END).join('')
}

/** `drivers-2026-11-23.csv`, by the admin's own calendar date. */
export function driversCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `drivers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
