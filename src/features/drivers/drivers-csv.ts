import Papa from 'papaparse'
import { PSEUDO_LANGUAGE, type AppLanguage } from '@/config/languages'
import type { Driver } from '@/lib/drivers/drivers-data'
import type { MessageKey } from '@/lib/i18n/message-types'
import { currentLanguage, t } from '@/lib/i18n/translate'

type FieldKey = Extract<MessageKey, `drivers.field.${string}`>

// Headers in the page's language; values stay data, the same file whatever the admin reads, but
// for the decimal mark the page language's Excel reads a number by.
const COLUMNS: ReadonlyArray<
  [header: FieldKey, value: (driver: Driver, decimalMark: string) => string]
> = [
  ['drivers.field.id', (driver) => String(driver.id)],
  ['drivers.field.name', (driver) => driver.name],
  ['drivers.field.email', (driver) => driver.email],
  ['drivers.field.phone', (driver) => driver.phone],
  ['drivers.field.status', (driver) => (driver.status === 'active' ? 'Active' : 'Inactive')],
  ['drivers.field.trips', (driver) => String(driver.trips)],
  // No rating yet: an empty cell, which a spreadsheet leaves out of its averages.
  ['drivers.field.rating', (driver, mark) => driver.rating?.toFixed(1).replace('.', mark) ?? ''],
]

// Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV Injection"): Papa
// puts a quote before it. Papa's own pattern (`.*$`) misses a value with a line break after it.
const FORMULA_START = /^[=+\-@\t\r]/
/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF'
const LINE_END = '\r\n'
/**
 * The separator the page language's Excel opens in columns, and the decimal mark it reads numbers
 * by: a German one splits at semicolons, its decimal mark being the comma (4.8 would be 4 August).
 */
const FILE_FORMAT: Record<AppLanguage, { separator: string; decimalMark: string }> = {
  en: { separator: ',', decimalMark: '.' },
  de: { separator: ';', decimalMark: ',' },
  ar: { separator: ',', decimalMark: '.' },
  [PSEUDO_LANGUAGE]: { separator: ',', decimalMark: '.' },
}

/**
 * The drivers as CSV in the order given, for the page language's Excel: a header row, its
 * separator, CRLF after every record, a byte-order mark; formulas defused, RFC 4180 quoting.
 */
export function driversCsv(drivers: readonly Driver[]): string {
  const { separator, decimalMark } = FILE_FORMAT[currentLanguage()]
  const rows = [
    COLUMNS.map(([header]) => t(header)),
    ...drivers.map((driver) => COLUMNS.map(([, value]) => value(driver, decimalMark))),
  ]
  const records = Papa.unparse(rows, {
    delimiter: separator,
    newline: LINE_END,
    escapeFormulae: FORMULA_START,
  })
  return BYTE_ORDER_MARK + records + LINE_END
}

/** `drivers-2026-11-23.csv`, by the admin's own calendar date. */
export function driversCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `drivers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
