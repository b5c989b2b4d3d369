import { describe, expect, it } from 'vitest'
import { decodeCsvFile } from '@/lib/drivers/decode-csv-file'

// A chosen file's bytes as text, in the encodings spreadsheets write CSV in, or what it is instead.

const bytesOf = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...new TextEncoder().encode(part)] : part,
    ),
  )
const utf16 = (text: string, order: 'le' | 'be') =>
  [...text].flatMap((char) => {
    const code = char.charCodeAt(0)
    return order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]
  })

// "Jürgen Groß" as Excel's plain CSV writes it on a Western European Windows.
const WESTERN = [0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x20, 0x47, 0x72, 0x6f, 0xdf]
// "الاسم" (Name) as an Arabic Windows writes it.
const ARABIC = [0xc7, 0xe1, 0xc7, 0xd3, 0xe3]

describe('decodeCsvFile', () => {
  it('reads UTF-8 with or without its byte-order mark, which it takes off', () => {
    const text = { kind: 'text', text: 'Name\r\nJürgen Groß\r\n', codePage: null }
    expect(decodeCsvFile(bytesOf('Name\r\nJürgen Groß\r\n'), 'windows-1252')).toEqual(text)
    expect(
      decodeCsvFile(bytesOf([0xef, 0xbb, 0xbf], 'Name\r\nJürgen Groß\r\n'), 'windows-1252'),
    ).toEqual(text)
    expect(decodeCsvFile(bytesOf(), 'windows-1252')).toEqual({
      kind: 'text',
      text: '',
      codePage: null,
    })
  })

  it('reads UTF-16 little- and big-endian by their byte-order marks', () => {
    const text = 'Name\tE-Mail\r\nJürgen Groß\tj@example.de\r\n'
    for (const [mark, order] of [
      [[0xff, 0xfe], 'le'],
      [[0xfe, 0xff], 'be'],
    ] as const) {
      expect(decodeCsvFile(bytesOf([...mark], utf16(text, order)), 'windows-1256')).toEqual({
        kind: 'text',
        text,
        codePage: null,
      })
    }
  })

  it('reads what is not UTF-8 in the code page it is given, and says which', () => {
    expect(decodeCsvFile(bytesOf(WESTERN), 'windows-1252')).toEqual({
      kind: 'text',
      text: 'Jürgen Groß',
      codePage: 'windows-1252',
    })
    expect(decodeCsvFile(bytesOf(ARABIC), 'windows-1256')).toEqual({
      kind: 'text',
      text: 'الاسم',
      codePage: 'windows-1256',
    })
    // The wrong one garbles it: what the admin sees, and changes, in the dialog.
    expect(decodeCsvFile(bytesOf(ARABIC), 'windows-1252')).toMatchObject({ text: 'ÇáÇÓã' })
  })

  it('names an Excel workbook by its ZIP signature', () => {
    const xlsx = bytesOf([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00], '[Content_Types].xml')
    expect(decodeCsvFile(xlsx, 'windows-1252')).toEqual({ kind: 'workbook' })
    // "PK" alone is text.
    expect(decodeCsvFile(bytesOf('PK,Name'), 'windows-1252')).toMatchObject({ kind: 'text' })
  })

  it.each([
    ['NUL bytes (UTF-16 without its byte-order mark)', bytesOf(utf16('Name', 'le'))],
    [
      'control characters (a binary file)',
      bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    ],
    [
      'a UTF-8 byte-order mark before bytes that are not UTF-8',
      bytesOf([0xef, 0xbb, 0xbf], WESTERN),
    ],
    ['a UTF-16 byte-order mark before an odd byte', bytesOf([0xff, 0xfe, 0x4e, 0x00, 0x61])],
  ])('refuses %s as not text', (_, bytes) => {
    expect(decodeCsvFile(bytes, 'windows-1252')).toEqual({ kind: 'notText' })
  })

  it('takes the white space a CSV holds: tabs, line breaks, a form feed', () => {
    expect(decodeCsvFile(bytesOf('a\tb\r\nc\nd\re\f'), 'windows-1252')).toMatchObject({
      kind: 'text',
    })
  })
})
