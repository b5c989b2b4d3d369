import Papa from 'papaparse'
import type { Language } from '@/config/languages'
import {
  contactMessages,
  trimContact,
  type ContactField,
  type ContactRule,
} from '@/lib/contact-fields'
import { formatList, formatNumber, t } from '@/lib/i18n/translate'
import {
  driverFault,
  emailKey,
  MAX_DRIVERS,
  type Fault,
  type NewDriver,
  type Others,
} from '@/lib/local-data/records'
import type { Driver, DriverStatus } from './drivers-data'

// Reading a CSV of drivers to add (issue 46): the file Export CSV writes, in any of the app's
// languages, or any CSV with the Name, Email and Phone columns. Pure, so the dialog only shows it.

/** A row that cannot be taken: its number as a spreadsheet shows it (the header is row 1), and why, worded. */
export type RowProblem = { row: number; reason: string }
export type ImportCheck =
  { ok: true; drivers: NewDriver[]; problems: RowProblem[] } | { ok: false; message: string }

export const MAX_IMPORT_BYTES = 1024 * 1024
export const MAX_IMPORT_ROWS = 1000

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
  driverFault({ ...driver, id: Number.MAX_SAFE_INTEGER, trips: 0, rating: null }, others, true)

/** Reads a chosen file: size first (no read when over 1 MB), then strict UTF-8 decoding (not text → refused), then checkImportText. */
export async function checkImportFile(
  file: Blob,
  drivers: readonly Driver[],
): Promise<ImportCheck> {
  if (file.size > MAX_IMPORT_BYTES) {
    return refused(t('drivers.import.tooBig', { size: MAX_IMPORT_BYTES / 1024 / 1024 }))
  }
  let bytes: ArrayBuffer
  try {
    bytes = await file.arrayBuffer()
  } catch {
    // The file was moved or changed on disk since it was chosen.
    return refused(t('drivers.import.unreadable'))
  }
  let text: string
  try {
    // Strict: a spreadsheet's legacy code page would otherwise turn accents into � unseen.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refused(t('drivers.import.notText'))
  }
  return checkImportText(text, drivers)
}

/**
 * The drivers a CSV text adds to `drivers` and the rows it cannot, each by the driver rule beside
 * the drivers and the rows before it, or why the whole file is refused.
 */
export function checkImportText(text: string, drivers: readonly Driver[]): ImportCheck {
  if (text.includes('\0')) return refused(t('drivers.import.notText'))
  // Papa takes off a byte-order mark; a record is one spreadsheet row even with line breaks inside.
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false })
  const unclosed = errors.find((error) => error.code === 'MissingQuotes')
  if (unclosed) return refused(t('drivers.import.unclosedQuote', { row: unclosed.row! + 1 }))

  // Blank records are skipped but keep their place, so later rows keep a spreadsheet's numbers.
  const records = data.flatMap((cells, index) =>
    cells.some((cell) => cell.trim()) ? [{ row: index + 1, cells }] : [],
  )
  const [header, ...rows] = records
  if (!header) return refused(t('drivers.import.empty'))
  const columns = findColumns(header.cells)
  if (!columns) {
    const names = formatList(REQUIRED_COLUMNS.map((column) => columnName[column]()))
    return refused(t('drivers.import.noHeader', { columns: names }))
  }
  const missing = REQUIRED_COLUMNS.find((column) => columns[column] === undefined)
  if (missing) return refused(t('drivers.import.missingColumn', { column: columnName[missing]() }))
  if (rows.length > MAX_IMPORT_ROWS) {
    return refused(t('drivers.import.tooManyRows', { count: MAX_IMPORT_ROWS }))
  }

  // The e-mails' owners as a map: one look-up per row, not one per driver.
  const owners = new Map(drivers.map(({ id, email }) => [emailKey(email), id]))
  const others: Others = { count: drivers.length, ownerOf: (key) => owners.get(key) }
  const adding: NewDriver[] = []
  const problems: RowProblem[] = []
  for (const { row, cells } of rows) {
    const { driver, statusWord } = readDriver(cells, columns)
    const fault = newDriverFault({ ...driver, status: driver.status ?? 'active' }, others)
    const reason = fault ? faultReason(fault) : driver.status ? null : unknownStatus(statusWord)
    if (reason) {
      problems.push({ row, reason })
      continue
    }
    owners.set(emailKey(driver.email), 0)
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
  const contact = trimContact({ name: cell('name'), email: cell('email'), phone: cell('phone') })
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

/** The form's message, but where it speaks of the whole form, one that names this row's fault. */
function faultReason({ rule, fields }: Fault): string {
  if (rule === 'emptyField') {
    const names = formatList(fields.map((field) => columnName[field as ContactField]()))
    return t('drivers.import.missing', { count: fields.length, columns: names })
  }
  if (rule === 'invalidEmail') return t('drivers.import.invalidEmail')
  if (rule === 'emailTaken') return t('drivers.edit.duplicateEmail')
  if (rule === 'full') return t('drivers.add.full', { max: formatNumber(MAX_DRIVERS) })
  return contactMessages[rule as ContactRule]()
}
