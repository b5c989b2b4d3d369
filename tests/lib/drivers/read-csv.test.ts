import { describe, expect, it } from 'vitest'
import { readCsv } from '@/lib/drivers/read-csv'

// A CSV text's records and their spreadsheet rows, in the separator it was written with.

const KNOWN = new Set(['name', 'email', 'phone'])
const read = (text: string) => readCsv(text, (cell) => KNOWN.has(cell.trim().toLowerCase()))
const records = (text: string) => {
  const result = read(text)
  if (!result.ok) throw new Error(`unclosed quote in row ${result.unclosedQuoteRow}`)
  return result.records
}

describe('the separator', () => {
  it.each([
    ['commas', 'Name,Email,Phone\r\nAda,a@x.io,5;5'],
    ['semicolons', 'Name;Email;Phone\r\nAda;a@x.io;5,5'],
    ['tabs', 'Name\tEmail\tPhone\r\nAda\ta@x.io\t5 5'],
  ])('is told from the header: %s', (_, text) => {
    expect(records(text).map(({ cells }) => cells.length)).toEqual([3, 3])
  })

  it('is the one that splits the header into the most known names', () => {
    // At commas, Phone alone is a name; at semicolons, Name and Email.
    expect(records('Name;Email;Notes,Phone\r\nA;b;c')[0]!.cells).toEqual([
      'Name',
      'Email',
      'Notes,Phone',
    ])
  })

  it('is the comma when no separator gives a known name', () => {
    expect(records('Who;Where\r\nA,B;C')).toEqual([
      { row: 1, cells: ['Who;Where'] },
      { row: 2, cells: ['A', 'B;C'] },
    ])
  })

  it('is told from the first filled line, past blank ones and ones of only separators', () => {
    expect(records('\r\n;;\r\n ; \r\nName;Email\r\nA;b')).toEqual([
      { row: 4, cells: ['Name', 'Email'] },
      { row: 5, cells: ['A', 'b'] },
    ])
  })
})

describe('a first sep= line', () => {
  it('names the separator, and is no row: the header is row 1', () => {
    expect(records('sep=;\r\nName,x;Email\r\nA,1;b')).toEqual([
      { row: 1, cells: ['Name,x', 'Email'] },
      { row: 2, cells: ['A,1', 'b'] },
    ])
  })

  it.each([
    ['after a byte-order mark, with LF', '\uFEFFsep=,\nName;x,Email\nA;1,b'],
    ['in capitals, with CR', 'SEP=,\rName;x,Email\rA;1,b'],
  ])('is read %s', (_, text) => {
    expect(records(text)).toEqual([
      { row: 1, cells: ['Name;x', 'Email'] },
      { row: 2, cells: ['A;1', 'b'] },
    ])
  })

  it('alone leaves no records; past the first line, or naming another character, it is a row', () => {
    expect(records('sep=;')).toEqual([])
    expect(records('Name,Email\r\nsep=;')[1]).toEqual({ row: 2, cells: ['sep=;'] })
    expect(records('sep=|\r\nName,Email')[0]).toEqual({ row: 1, cells: ['sep=|'] })
  })
})

describe('the records', () => {
  it('leave blank ones out, but count them, and a quoted line break is one row', () => {
    expect(records('Name,Email\r\n\r\n"A\r\nB",c\r\n,\r\nD,e\r\n')).toEqual([
      { row: 1, cells: ['Name', 'Email'] },
      { row: 3, cells: ['A\r\nB', 'c'] },
      { row: 5, cells: ['D', 'e'] },
    ])
  })

  it('name the row whose quotes do not close', () => {
    expect(read('Name;Email\r\nA;b\r\n"C;d\r\nE;f')).toEqual({ ok: false, unclosedQuoteRow: 3 })
    expect(read('sep=;\r\nName;Email\r\n"C;d')).toEqual({ ok: false, unclosedQuoteRow: 2 })
  })
})
