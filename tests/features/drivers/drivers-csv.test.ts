import { afterEach, describe, expect, it } from 'vitest'
import { driversCsv, driversCsvFileName } from '@/features/drivers/drivers-csv'
import type { Driver } from '@/lib/drivers/drivers-data'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

const driver = (overrides: Partial<Driver> = {}): Driver => ({
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555-1234',
  status: 'active',
  trips: 120,
  rating: 4,
  ...overrides,
})

/** Without the byte-order mark, split into records. */
const records = (csv: string) => csv.slice(1).split('\r\n')

const HEADER_RECORD = '\uFEFFID,Name,Email,Phone,Status,Trips,Rating\r\n7,'
const AFTER_NAME = `,ada@example.com,"'+1 555-1234",Active,120,4.0\r\n`

/** How a name is written: its cell, between the record's ID and its e-mail. */
function writtenName(name: string): string {
  const csv = driversCsv([driver({ name })])
  expect(csv.startsWith(HEADER_RECORD) && csv.endsWith(AFTER_NAME), csv).toBe(true)
  return csv.slice(HEADER_RECORD.length, -AFTER_NAME.length)
}

afterEach(() => setCatalog('en', everyText.en))

describe('each value', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+1 555-1234', `"'+1 555-1234"`],
    ['-2', `"'-2"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tTAB', `"'\tTAB"`],
    ['=HYPERLINK("http://example.com","x")', `"'=HYPERLINK(""http://example.com"",""x"")"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    // Papa Parse's own pattern would leave these two as they are.
    ['\r=1', `"'\r=1"`],
    ['=1+2\nx', `"'=1+2\nx"`],
  ])('defuses a formula: %j → %j', (value, expected) => {
    expect(writtenName(value)).toBe(expected)
  })

  it.each([
    ['Smith, John', '"Smith, John"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['"', '""""'],
    [' padded ', '" padded "'],
  ])('quotes %j as %j', (value, expected) => {
    expect(writtenName(value)).toBe(expected)
  })

  it.each(['Ada Lovelace', 'José Núñez', "O'Brien", 'a=b', 'x-1', '4.5', 'semi;colon'])(
    'leaves %j as it is',
    (value) => {
      expect(writtenName(value)).toBe(value)
    },
  )
})

describe('driversCsv', () => {
  it('starts with a byte-order mark and a header row, ends every record with CRLF', () => {
    const csv = driversCsv([driver()])

    expect(csv.startsWith('\uFEFFID,Name,Email,Phone,Status,Trips,Rating\r\n')).toBe(true)
    expect(records(csv)).toEqual([
      'ID,Name,Email,Phone,Status,Trips,Rating',
      `7,Ada Lovelace,ada@example.com,"'+1 555-1234",Active,120,4.0`,
      '',
    ])
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it('keeps the order it is given', () => {
    const csv = driversCsv([driver({ id: 3 }), driver({ id: 1 }), driver({ id: 2 })])
    expect(
      records(csv)
        .slice(1, 4)
        .map((record) => record.split(',')[0]),
    ).toEqual(['3', '1', '2'])
  })

  it('writes hostile and awkward values so that they read back unchanged, never as formulas', () => {
    const csv = driversCsv([
      driver({
        name: '=HYPERLINK("http://evil.example","Click")',
        email: '@evil.example',
        phone: '-1+1',
        status: 'inactive',
        rating: 4.25,
      }),
      driver({ name: 'Núñez, "Pepe"\nJr.', email: 'pepe@example.com' }),
    ])

    expect(csv).toBe(
      '\uFEFF' +
        'ID,Name,Email,Phone,Status,Trips,Rating\r\n' +
        `7,"'=HYPERLINK(""http://evil.example"",""Click"")","'@evil.example","'-1+1",Inactive,120,4.3\r\n` +
        `7,"Núñez, ""Pepe""\nJr.",pepe@example.com,"'+1 555-1234",Active,120,4.0\r\n`,
    )
  })

  it('leaves the Rating cell empty for a driver with no rating yet', () => {
    expect(records(driversCsv([driver({ trips: 0, rating: null })]))[1]).toBe(
      `7,Ada Lovelace,ada@example.com,"'+1 555-1234",Active,0,`,
    )
  })

  it('writes only the header for an empty list', () => {
    expect(driversCsv([])).toBe('\uFEFFID,Name,Email,Phone,Status,Trips,Rating\r\n')
  })
})

describe('driversCsvFileName', () => {
  it('names the file by the local calendar date, zero-padded', () => {
    expect(driversCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('drivers-2026-01-05.csv')
    expect(driversCsvFileName(new Date(2026, 10, 23, 0, 0))).toBe('drivers-2026-11-23.csv')
  })
})
