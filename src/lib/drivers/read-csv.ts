import Papa from 'papaparse'

// A CSV text's records, each with its row as a spreadsheet numbers it, in the separator it was
// written with: Excel writes commas or, in most of Europe, semicolons; its "Unicode Text", tabs.

/** A record that is not blank, and its row number (the first line is row 1). */
export type CsvRecord = { row: number; cells: string[] }
export type CsvRead = { ok: true; records: CsvRecord[] } | { ok: false; unclosedQuoteRow: number }

const SEPARATORS = [',', ';', '\t'] as const
// A first line naming the separator, which some tools write and Excel honours: no row of the sheet.
const SEPARATOR_LINE = /^sep=([,;\t])(?:\r\n|\n|\r|$)/i
// A line with something besides white space and separators.
const FILLED = /[^\s,;]/

/**
 * The records of `text`, blank ones left out but counted. Its separator: the one a first `sep=`
 * line names, else whichever splits the header (the first filled line) into the most cells
 * `isColumnName` knows, the comma when none does.
 */
export function readCsv(text: string, isColumnName: (cell: string) => boolean): CsvRead {
  const withoutMark = text.replace(/^\uFEFF/, '')
  const declared = SEPARATOR_LINE.exec(withoutMark)
  const sheet = declared ? withoutMark.slice(declared[0].length) : withoutMark
  const delimiter = declared?.[1] ?? headerSeparator(sheet, isColumnName)
  // A record is one spreadsheet row, even with line breaks inside its quotes.
  const { data, errors } = Papa.parse<string[]>(sheet, { delimiter, skipEmptyLines: false })
  const unclosed = errors.find((error) => error.code === 'MissingQuotes')
  if (unclosed) return { ok: false, unclosedQuoteRow: unclosed.row! + 1 }
  const records = data.flatMap((cells, index) =>
    cells.some((cell) => cell.trim()) ? [{ row: index + 1, cells }] : [],
  )
  return { ok: true, records }
}

function headerSeparator(sheet: string, isColumnName: (cell: string) => boolean): string {
  const header = sheet.split(/\r\n|\n|\r/).find((line) => FILLED.test(line)) ?? ''
  const named = (delimiter: string) =>
    Papa.parse<string[]>(header, { delimiter }).data[0]?.filter(isColumnName).length ?? 0
  return SEPARATORS.reduce((best, next) => (named(next) > named(best) ? next : best))
}
