import type { Language } from '@/config/languages'
import { CONTACT_FIELDS, type ContactField, type ContactRule } from '@/lib/contact-fields'
import { tidyContact } from '@/lib/contact-input'
import { contactMessages } from '@/lib/contact-messages'
import { currentLanguage, formatList, formatNumber, t } from '@/lib/i18n/translate'
import {
  driverFault,
  emailKey,
  MAX_DRIVERS,
  type Fault,
  type NewDriver,
  type Others,
} from '@/lib/local-data/records'
import { pageCodePage, type CodePage } from './code-pages'
import { decodeCsvFile } from './decode-csv-file'
import type { Driver, DriverStatus } from './drivers-data'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './import-limits'
import { readCsv } from './read-csv'

// Reading a CSV of drivers to add: the file Export CSV writes, in any of the app's languages, or
// any CSV with Name, Email and Phone columns as spreadsheets save it. Pure: the dialog only shows it.

/** A row that cannot be taken: its number as a spreadsheet shows it (the header is row 1), and why, worded. */
export type RowProblem = { row: number; reason: string }
export type ImportCheck =
  { ok: true; drivers: NewDriver[]; problems: RowProblem[] } | { ok: false; message: string }
/** A chosen file's check, and the Windows code page it was read in when it is not Unicode. */
export type FileCheck = ImportCheck & { codePage: CodePage | null }

type ImportedColumn = ContactField | 'status'
const REQUIRED_COLUMNS: readonly ContactField[] = ['name', 'email', 'phone']

/**
 * The catalogs' header names and status words, per language, without loading the catalogs:
 * Export writes its headers in the page's language, and a person may type the words in any.
 */
export const IMPORT_WORDS = {
  en: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
  },
  de: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    status: 'Status',
    active: 'Aktiv',
    inactive: 'Inaktiv',
  },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    status: 'الحالة',
    active: 'نشط',
    inactive: 'غير نشط',
  },
} as const satisfies Record<Language, Record<ImportedColumn | DriverStatus, string>>

const wordKey = (text: string) => text.trim().toLowerCase()
const wordsOf = <Word extends ImportedColumn | DriverStatus>(words: readonly Word[]) =>
  new Map(
    Object.values(IMPORT_WORDS).flatMap((language) =>
      words.map((word) => [wordKey(language[word]), word] as const),
    ),
  )
const COLUMN_OF_HEADER = wordsOf<ImportedColumn>(['name', 'email', 'phone', 'status'])
const STATUS_OF_WORD = wordsOf<DriverStatus>(['active', 'inactive'])

// Functions: each is worded when said, in the page's language.
const columnName: Record<ContactField, () => string> = {
  name: () => t('drivers.field.name'),
  email: () => t('drivers.field.email'),
  phone: () => t('drivers.field.phone'),
}

/** Export's quote before a formula character (drivers-csv.ts, FORMULA_START), to take off again. */
const DEFUSED = /^'[=+\-@\t\r]/
const undefuse = (cell: string) => (DEFUSED.test(cell) ? cell.slice(1) : cell)

const refused = (message: string): ImportCheck => ({ ok: false, message })

/** A row's driver by the driver rule, as typed, before it has an id (one no driver has). */
const newDriverFault = (driver: NewDriver, others: Others): Fault | null =>
  driverFault(
    { ...driver, id: Number.MAX_SAFE_INTEGER, trips: 0, rating: null },
    others,
    CONTACT_FIELDS,
  )

/**
 * Reads a chosen file: size first (no read when over 1 MB), then its text (decode-csv-file.ts; a
 * file that is not Unicode in `codePage`, the page language's unless the admin chose the other),
 * then checkImportText.
 */
export async function checkImportFile(
  file: Blob,
  drivers: readonly Driver[],
  codePage = pageCodePage(currentLanguage()),
): Promise<FileCheck> {
  const unread = (message: string): FileCheck => ({ ...refused(message), codePage: null })
  if (file.size > MAX_IMPORT_BYTES) {
    return unread(t('drivers.import.tooBig', { size: MAX_IMPORT_BYTES / 1024 / 1024 }))
  }
  let bytes: ArrayBuffer
  try {
    bytes = await file.arrayBuffer()
  } catch {
    // The file was moved or changed on disk since it was chosen.
    return unread(t('drivers.import.unreadable'))
  }
  const decoded = decodeCsvFile(new Uint8Array(bytes), codePage)
  if (decoded.kind === 'workbook') return unread(t('drivers.import.workbook'))
  if (decoded.kind === 'notText') return unread(t('drivers.import.notText'))
  return { ...checkImportText(decoded.text, drivers), codePage: decoded.codePage }
}

/**
 * The drivers a CSV text adds to `drivers` and the rows it cannot, each by the driver rule beside
 * the drivers and the rows before it, or why the whole file is refused.
 */
export function checkImportText(text: string, drivers: readonly Driver[]): ImportCheck {
  const read = readCsv(text, (cell) => COLUMN_OF_HEADER.has(wordKey(cell)))
  if (!read.ok) return refused(t('drivers.import.unclosedQuote', { row: read.unclosedQuoteRow }))
  const [header, ...rows] = read.records
  if (!header) return refused(t('drivers.import.empty'))
  const columns = findColumns(header.cells)
  if (!columns) {
    const names = formatList(REQUIRED_COLUMNS.map((column) => columnName[column]()))
    return refused(t('drivers.import.noHeader', { columns: names }))
  }
  const missing = REQUIRED_COLUMNS.find((column) => columns[column] === undefined)
  if (missing) return refused(t('drivers.import.missingColumn', { column: columnName[missing]() }))
  if (rows.length === 0) return refused(t('drivers.import.noRows'))
  if (rows.length > MAX_IMPORT_ROWS) {
    return refused(t('drivers.import.tooManyRows', { count: MAX_IMPORT_ROWS }))
  }

  // The e-mails' owners as a map: one look-up per row, not one per driver.
  const owners = new Map(drivers.map(({ id, email }) => [emailKey(email), id]))
  const others: Others = { count: drivers.length, ownerOf: (key) => owners.get(key) }
  // The row each e-mail taken from the file is on: a later row with it names that one.
  const rowOfEmail = new Map<string, number>()
  const adding: NewDriver[] = []
  const problems: RowProblem[] = []
  for (const { row, cells } of rows) {
    const { driver, statusWord } = readDriver(cells, columns)
    const fault = newDriverFault({ ...driver, status: driver.status ?? 'active' }, others)
    const earlierRow = rowOfEmail.get(emailKey(driver.email))
    const reason = fault
      ? faultReason(fault, earlierRow)
      : driver.status
        ? null
        : unknownStatus(statusWord)
    if (reason) {
      problems.push({ row, reason })
      continue
    }
    owners.set(emailKey(driver.email), 0)
    rowOfEmail.set(emailKey(driver.email), row)
    others.count++
    adding.push(driver as NewDriver)
  }
  return { ok: true, drivers: adding, problems }
}

type Columns = Partial<Record<ImportedColumn, number>>

/** Where each known column is (the first of a name given twice), or null when none is named. */
function findColumns(header: readonly string[]): Columns | null {
  const columns: Columns = {}
  header.forEach((cell, index) => {
    const column = COLUMN_OF_HEADER.get(wordKey(cell))
    if (column && columns[column] === undefined) columns[column] = index
  })
  return Object.keys(columns).length > 0 ? columns : null
}

/** The driver a record holds (no status when its word is not one), and its status's word. */
function readDriver(cells: readonly string[], columns: Columns) {
  const cell = (column: ImportedColumn) => {
    const index = columns[column]
    return index === undefined ? '' : undefuse(cells[index] ?? '')
  }
  const contact = tidyContact({ name: cell('name'), email: cell('email'), phone: cell('phone') })
  const statusWord = cell('status').trim()
  // No status column, or an empty cell, is a new driver's usual status.
  const status = statusWord ? STATUS_OF_WORD.get(wordKey(statusWord)) : 'active'
  return { driver: { ...contact, status }, statusWord }
}

const unknownStatus = (status: string) =>
  t('drivers.import.unknownStatus', {
    status,
    active: t('drivers.status.active'),
    inactive: t('drivers.status.inactive'),
  })

/**
 * The form's message, but where it speaks of the whole form, one that names this row's fault; an
 * e-mail an earlier row of the file has (`earlierRow`) names that row.
 */
function faultReason({ rule, fields }: Fault, earlierRow: number | undefined): string {
  if (rule === 'emptyField') {
    const names = formatList(fields.map((field) => columnName[field as ContactField]()))
    return t('drivers.import.missing', { count: fields.length, columns: names })
  }
  if (rule === 'invalidEmail') return t('drivers.import.invalidEmail')
  if (rule === 'emailTaken') {
    return earlierRow
      ? t('drivers.import.sameEmailAs', { row: earlierRow })
      : t('drivers.edit.duplicateEmail')
  }
  if (rule === 'full') return t('drivers.add.full', { max: formatNumber(MAX_DRIVERS) })
  return contactMessages[rule as ContactRule]()
}
