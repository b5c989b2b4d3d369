import type { CodePage } from './code-pages'

// A chosen file's bytes as text, in the encodings spreadsheets write CSV in, or what it is instead.

/** Text, with the code page it was read in when it is not Unicode; an Excel workbook; or not text. */
export type DecodedFile =
  | { kind: 'text'; text: string; codePage: CodePage | null }
  | { kind: 'workbook' }
  | { kind: 'notText' }

// "PK\3\4": a ZIP archive, as an .xlsx workbook is.
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
// Excel's "CSV UTF-8" writes the first; its "Unicode Text" the second (tab-separated).
const BYTE_ORDER_MARKS = [
  { mark: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { mark: [0xff, 0xfe], encoding: 'utf-16le' },
  { mark: [0xfe, 0xff], encoding: 'utf-16be' },
]
// Control characters no spreadsheet writes into CSV (tab, line breaks and form feed aside).
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_TEXT = /[\0-\x08\x0e-\x1f]/

const startsWith = (bytes: Uint8Array, start: readonly number[]) =>
  start.every((byte, index) => bytes[index] === byte)

function decodeStrictly(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * UTF-8 (with or without a byte-order mark) or UTF-16 by its byte-order mark; anything else that is
 * not UTF-8 in `legacy`, the code page Excel's plain "CSV" is written in on Windows.
 */
export function decodeCsvFile(bytes: Uint8Array, legacy: CodePage): DecodedFile {
  if (startsWith(bytes, ZIP_SIGNATURE)) return { kind: 'workbook' }
  const marked = BYTE_ORDER_MARKS.find(({ mark }) => startsWith(bytes, mark))
  const unicode = decodeStrictly(marked?.encoding ?? 'utf-8', bytes)
  // A byte-order mark says what the file is: broken text after it is no code page's.
  if (unicode === null && marked) return { kind: 'notText' }
  const text = unicode ?? new TextDecoder(legacy).decode(bytes)
  if (NOT_TEXT.test(text)) return { kind: 'notText' }
  return { kind: 'text', text, codePage: unicode === null ? legacy : null }
}
