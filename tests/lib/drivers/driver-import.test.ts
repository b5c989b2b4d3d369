import { afterEach, describe, expect, it, vi } from 'vitest'
import { languages, type Language } from '@/config/languages'
import { driversCsv } from '@/features/drivers/drivers-csv'
import { sameEmail } from '@/lib/contact-fields'
import {
  checkImportFile,
  checkImportText,
  IMPORT_WORDS,
  type ImportCheck,
} from '@/lib/drivers/driver-import'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/lib/drivers/import-limits'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'
import type { NewDriver } from '@/lib/local-data/records'
import ar from '@/lib/i18n/catalogs/ar'
import de from '@/lib/i18n/catalogs/de'
import en from '@/lib/i18n/catalogs/en'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

const catalogs = { en, de, ar } as const satisfies Record<Language, unknown>

afterEach(() => setCatalog('en', everyText.en))

const HEADER = 'Name,Email,Phone'
const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n'
/** A list of drivers with these e-mails, as the import is checked against. */
const listWith = (emails: readonly string[]): Driver[] =>
  emails.map((email, index) => ({ ...sampleDrivers[0]!, id: index + 1, email }))
const check = (text: string, existing: readonly string[] = []) =>
  checkImportText(text, listWith(existing))
const refusal = (text: string) => {
  const result = check(text)
  return result.ok ? result : result.message
}
/** What was taken and what was not, for a check that reads the file. */
const outcome = (result: ImportCheck) => {
  if (!result.ok) throw new Error(`refused: ${result.message}`)
  return result
}
const ada: NewDriver = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '555 0100',
  status: 'active',
}
const adaRow = 'Ada,ada@example.com,555 0100'

describe('the words import reads in every language', () => {
  it.each(languages)("%s: are the catalog's header names and status words", (language) => {
    const catalog = catalogs[language]
    expect(IMPORT_WORDS[language]).toEqual({
      name: catalog['drivers.field.name'],
      email: catalog['drivers.field.email'],
      phone: catalog['drivers.field.phone'],
      status: catalog['drivers.field.status'],
      active: catalog['drivers.status.active'],
      inactive: catalog['drivers.status.inactive'],
    })
  })
})

describe('a file refused whole', () => {
  it.each([
    ['nothing', '', 'The file is empty'],
    ['only a byte-order mark', '\uFEFF', 'The file is empty'],
    ['only blank lines, spaces and commas', '\r\n\n  \r\n , ,\r\n', 'The file is empty'],
    [
      'no known column name',
      csv('Full name,Mail,Mobile', adaRow),
      'The file has no header row naming the columns Name, Email, and Phone',
    ],
    [
      'data where the header belongs',
      csv(adaRow),
      'The file has no header row naming the columns Name, Email, and Phone',
    ],
    ['no Email column', csv('Name,Phone', 'Ada,555'), 'The file has no Email column'],
    ['no Name column', csv('ID,Email,Phone', '1,a@b.c,5'), 'The file has no Name column'],
    ['no Phone column', csv('Status,Name,Email'), 'The file has no Phone column'],
    ['a header and no rows', csv(HEADER), 'The file has no drivers to import'],
    [
      'a header and only blank rows',
      csv(HEADER, '', ',,', ' , '),
      'The file has no drivers to import',
    ],
    ['only a Phone column: Name is named first', csv('Phone'), 'The file has no Name column'],
    ['Name and Phone missing: Name first', csv('Email,Status'), 'The file has no Name column'],
  ])('%s', (_, text, message) => {
    expect(check(text)).toEqual({ ok: false, message })
  })

  it('names the missing column in the page’s language', () => {
    setCatalog('de', everyText.de)
    expect(refusal(csv('Name,Telefon'))).toBe('Die Datei hat keine Spalte „E-Mail“')
    setCatalog('ar', everyText.ar)
    expect(refusal(csv('الاسم,البريد الإلكتروني'))).toBe('لا يحتوي الملف على عمود «الهاتف»')
  })

  it('says which row’s quotes are not closed (spreadsheet rows: blanks and line breaks counted)', () => {
    const text = csv(
      HEADER,
      '',
      '"Bo\r\nb",bob@example.com,555',
      '"Eve,eve@example.com,556',
      adaRow,
    )
    expect(check(text)).toEqual({
      ok: false,
      message: 'The quotes in row 4 are not closed properly',
    })
    expect(refusal(`"${HEADER}`)).toBe('The quotes in row 1 are not closed properly')
    // A closing quote with text after it: Papa reads on to the next quote, the end here.
    expect(refusal(csv(HEADER, '"Ada" Lovelace,ada@example.com,555', 'Bo,bo@example.com,1'))).toBe(
      'The quotes in row 2 are not closed properly',
    )
  })

  it(`takes ${MAX_IMPORT_ROWS} rows, blank lines aside, and refuses one more`, () => {
    const rows = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `D${index},d${index}@example.com,555 ${1000 + index}`,
      )
    const full = outcome(check(csv(HEADER, '', ...rows(MAX_IMPORT_ROWS), '', ',,')))
    expect(full.drivers).toHaveLength(MAX_IMPORT_ROWS)
    expect(full.problems).toEqual([])
    expect(check(csv(HEADER, ...rows(MAX_IMPORT_ROWS + 1)))).toEqual({
      ok: false,
      message: 'The file has over 1,000 rows',
    })
  })
})

describe('reading the rows', () => {
  it('reads semicolons (German Excel) and tabs (Excel’s Unicode Text), told from the header', () => {
    const german = csv(
      'ID;Name;E-Mail;Telefon;Status',
      '7;"Smith, Ada";ada@example.com;555 0100;Aktiv',
    )
    expect(outcome(check(german)).drivers).toEqual([{ ...ada, name: 'Smith, Ada' }])
    const tabbed = csv('Name\tEmail\tPhone', 'Ada\tada@example.com\t555 0100')
    expect(outcome(check(tabbed)).drivers).toEqual([ada])
  })

  it('honours a first sep= line and numbers rows as Excel does, without it', () => {
    const text = csv('sep=;', 'Name;Email;Phone', 'Ada;ada@example.com;555 0100', 'Bo;bo@;555 0101')
    expect(check(text)).toEqual({
      ok: true,
      drivers: [ada],
      problems: [{ row: 3, reason: 'The email address is not valid' }],
    })
    // Named commas, the file is read at commas though its header has a semicolon in it.
    expect(outcome(check(`\uFEFFSEP=,\n${HEADER},Notes;more\n${adaRow},x`)).drivers).toEqual([ada])
  })

  it('reads Export’s file: a byte-order mark, CRLF, ID, Trips and Rating not imported', () => {
    const text =
      '\uFEFFID,Name,Email,Phone,Status,Trips,Rating\r\n7,Ada,ada@example.com,555 0100,Active,12,4.8\r\n'
    expect(check(text)).toEqual({ ok: true, drivers: [ada], problems: [] })
  })

  it('reads LF line ends, and no line end after the last row', () => {
    expect(check(`${HEADER}\n${adaRow}\nBo,bo@example.com,555 0101`)).toEqual({
      ok: true,
      drivers: [ada, { name: 'Bo', email: 'bo@example.com', phone: '555 0101', status: 'active' }],
      problems: [],
    })
  })

  it('matches headers by name, trimmed and in any case and order, and ignores other columns', () => {
    const text = csv(' pHONE ,Notes, EMAIL,NAME', '555 0100,likes tea,ada@example.com,Ada')
    expect(check(text)).toEqual({ ok: true, drivers: [ada], problems: [] })
  })

  it('reads German and Arabic headers and status words, whatever the page’s language', () => {
    const german = csv('Name,E-Mail,Telefon,Status', `${adaRow},inaktiv`)
    const arabic = csv('الاسم,البريد الإلكتروني,الهاتف,الحالة', `${adaRow},غير نشط`)
    const inactiveAda = [{ ...ada, status: 'inactive' }]
    expect(outcome(check(german)).drivers).toEqual(inactiveAda)
    expect(outcome(check(arabic)).drivers).toEqual(inactiveAda)
    setCatalog('ar', everyText.ar)
    expect(outcome(check(german)).drivers).toEqual(inactiveAda)
  })

  it('reads quotes inside a quoted field that close again later as they stand', () => {
    const text = csv(HEADER, '"Ada "the" Lovelace",ada@example.com,555 0100')
    expect(outcome(check(text)).drivers).toEqual([{ ...ada, name: 'Ada "the" Lovelace' }])
  })

  it('takes the first of two columns with one name', () => {
    const text = csv('Name,Email,Phone,Name', `${adaRow},Bob`)
    expect(outcome(check(text)).drivers).toEqual([ada])
  })

  it('reads quoted fields holding commas, quotes and line breaks; folds the breaks to spaces', () => {
    const text = csv(HEADER, '"Smith, ""Ada""\r\nthe second\nand third",ada@example.com,"555 0100"')
    expect(outcome(check(text)).drivers).toEqual([
      { ...ada, name: 'Smith, "Ada" the second and third' },
    ])
  })

  it('folds runs of white space in every field, and takes Arabic-Indic and Persian digits', () => {
    const text = csv(HEADER, '"Multi\nLine   Name",ada@example.com,"+٤٤  ٢٠\n۷۹۴۶"')
    expect(outcome(check(text)).drivers).toEqual([
      { ...ada, name: 'Multi Line Name', phone: '+44 20 7946' },
    ])
    expect(outcome(check(csv(HEADER, 'Ada,"ada\n@example.com",555 0100'))).problems).toEqual([
      { row: 2, reason: 'The email address is not valid' },
    ])
  })

  it('takes off the quote Export puts before a formula character, and only that one', () => {
    const names = ["'=1+1", "'+Ada", "'-Ada", "'@Ada", "'abc", "''=x", "'\tTabbed", ' Spaced  ']
    const text = csv(
      HEADER,
      ...names.map((name, index) => `${name},n${index}@example.com,'+1 555 0100`),
    )
    const { drivers, problems } = outcome(check(text))
    expect(problems).toEqual([])
    expect(drivers.map(({ name }) => name)).toEqual([
      '=1+1',
      '+Ada',
      '-Ada',
      '@Ada',
      "'abc",
      "''=x",
      'Tabbed',
      'Spaced',
    ])
    expect(drivers.map(({ phone }) => phone)).toEqual(Array(names.length).fill('+1 555 0100'))
  })

  it('trims every value, the status too', () => {
    const text = csv('Name,Email,Phone,Status', '  Ada ,\tada@example.com , 555 0100 ,  Inactive ')
    expect(outcome(check(text)).drivers).toEqual([{ ...ada, status: 'inactive' }])
  })

  it.each([
    ['no Status column', HEADER, adaRow, 'active'],
    ['an empty status', 'Name,Email,Phone,Status', `${adaRow},`, 'active'],
    ['a short row without the status cell', 'Name,Email,Phone,Status', adaRow, 'active'],
    ['"inactive"', 'Status,Name,Email,Phone', `inactive,${adaRow}`, 'inactive'],
    ['"ACTIVE"', 'Status,Name,Email,Phone', `ACTIVE,${adaRow}`, 'active'],
    ['"Aktiv"', 'Status,Name,Email,Phone', `Aktiv,${adaRow}`, 'active'],
    ['"INAKTIV"', 'Status,Name,Email,Phone', `INAKTIV,${adaRow}`, 'inactive'],
    ['"نشط"', 'Status,Name,Email,Phone', `نشط,${adaRow}`, 'active'],
  ])('reads %s', (_, header, row, status) => {
    expect(outcome(check(csv(header, row))).drivers).toEqual([{ ...ada, status }])
  })

  it('numbers rows as a spreadsheet does: blank lines and multi-line records counted as one', () => {
    const text = [
      '',
      HEADER,
      'no email,,555',
      '',
      '"two\r\nlines",,555',
      ',,',
      '"three\nmore\nlines",,555',
      adaRow,
      ',,556',
      '',
      '',
    ].join('\r\n')
    const { drivers, problems } = outcome(check(text))
    expect(drivers).toEqual([ada])
    expect(problems.map(({ row }) => row)).toEqual([3, 5, 7, 9])
  })
})

describe('a row that cannot be taken', () => {
  const problemsOf = (rows: string[], existing: readonly string[] = [], header = HEADER) =>
    outcome(check(csv(header, ...rows), existing)).problems

  it.each([
    ['no name', ',ada@example.com,555', 'Name is missing'],
    ['no e-mail', 'Ada, ,555', 'Email is missing'],
    ['no phone', 'Ada,ada@example.com', 'Phone is missing'],
    ['no name and phone', ',ada@example.com,', 'Name and Phone are missing'],
    ['no e-mail and phone', 'Ada,,', 'Email and Phone are missing'],
    ['an e-mail the browser refuses', 'Ada,ada@,555', 'The email address is not valid'],
    [
      'an e-mail with a space',
      'Ada,ada lovelace@example.com,555',
      'The email address is not valid',
    ],
    [
      'an e-mail over 254 characters',
      `Ada,${'a'.repeat(243)}@example.com,555`,
      'The email address is not valid',
    ],
    [
      'a name over 100 characters',
      `${'x'.repeat(101)},ada@example.com,555`,
      'Name must be at most 100 characters',
    ],
    [
      'a phone with letters',
      'Ada,ada@example.com,555-CALL',
      'Use only digits, spaces, +, -, ( and ) in a phone number',
    ],
    [
      'a phone without digits',
      'Ada,ada@example.com,( )',
      'A phone number needs at least one digit',
    ],
    ['a phone of only +', 'Ada,ada@example.com,+', 'A phone number needs at least one digit'],
    ['a phone of 4 digits', 'Ada,ada@example.com,+1 555', 'A phone number has at least 5 digits'],
    [
      'an e-mail with 65 characters before the @',
      `Ada,${'a'.repeat(65)}@example.com,555 0100`,
      'The part of an email address before the @ has at most 64 characters',
    ],
    [
      'a phone over 30 characters',
      `Ada,ada@example.com,${'5'.repeat(31)}`,
      'Phone must be at most 30 characters',
    ],
  ])('%s', (_, row, reason) => {
    expect(problemsOf([row])).toEqual([{ row: 2, reason }])
  })

  it('takes values at their limits', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
    const row = `${'x'.repeat(100)},${'a'.repeat(64)}@${domain},${'5'.repeat(30)}`
    expect(`${'a'.repeat(64)}@${domain}`).toHaveLength(254)
    expect(problemsOf([row])).toEqual([])
  })

  it('a row with only the columns import ignores filled in', () => {
    expect(problemsOf(['7,,,,12'], [], 'ID,Name,Email,Phone,Trips')).toEqual([
      { row: 2, reason: 'Name, Email, and Phone are missing' },
    ])
  })

  it('an unknown status, named with the words to use instead', () => {
    const header = 'Name,Email,Phone,Status'
    expect(problemsOf([`${adaRow},Paused`], [], header)).toEqual([
      { row: 2, reason: 'Unknown status “Paused”: use Active or Inactive' },
    ])
    setCatalog('de', everyText.de)
    expect(problemsOf([`${adaRow}, on leave `], [], header)).toEqual([
      { row: 2, reason: 'Unbekannter Status „on leave“: Aktiv oder Inaktiv verwenden' },
    ])
  })

  it('missing fields in the page’s language', () => {
    setCatalog('de', everyText.de)
    expect(problemsOf([',,555'])).toEqual([{ row: 2, reason: 'Name und E-Mail fehlen' }])
    setCatalog('ar', everyText.ar)
    expect(problemsOf([',ada@example.com,555'])).toEqual([{ row: 2, reason: 'الاسم مفقود' }])
  })

  it('an e-mail a driver in the list already has, in any case', () => {
    const existing = ['bob@example.com', 'ADA@Example.com']
    expect(sameEmail(existing[1], ada.email)).toBe(true)
    const { drivers, problems } = outcome(
      check(csv(HEADER, 'Bo,bo@example.com,555 0101', adaRow), existing),
    )
    expect(drivers.map(({ email }) => email)).toEqual(['bo@example.com'])
    expect(problems).toEqual([{ row: 3, reason: 'Another driver already has this email' }])
  })

  it('an e-mail an earlier row adds, in any case: that row is named, and taken', () => {
    const text = csv(
      HEADER,
      adaRow,
      'Ada Two,Ada@EXAMPLE.com,555 0101',
      '',
      'Ada Three,ada@example.com,555 0102',
    )
    const { drivers, problems } = outcome(check(text))
    expect(drivers).toEqual([ada])
    expect(problems).toEqual([
      { row: 3, reason: 'same email as row 2' },
      { row: 5, reason: 'same email as row 2' },
    ])
    setCatalog('de', everyText.de)
    expect(outcome(check(text)).problems[0]).toEqual({
      row: 3,
      reason: 'dieselbe E-Mail wie Zeile 2',
    })
  })

  it('an earlier row that is not taken does not hold its e-mail', () => {
    const text = csv('Name,Email,Phone,Status', `${adaRow},Paused`, 'Ada,ADA@example.com,555 0100,')
    const { drivers, problems } = outcome(check(text))
    expect(drivers).toEqual([{ ...ada, email: 'ADA@example.com' }])
    expect(problems).toEqual([
      { row: 2, reason: 'Unknown status “Paused”: use Active or Inactive' },
    ])
  })

  it('leaves out only the rows at fault, in file order', () => {
    const text = csv(HEADER, ',a@example.com,1', adaRow, 'Bo,bo@,2', 'Cy,cy@example.com,555 0103')
    expect(check(text)).toEqual({
      ok: true,
      drivers: [ada, { name: 'Cy', email: 'cy@example.com', phone: '555 0103', status: 'active' }],
      problems: [
        { row: 2, reason: 'Name is missing' },
        { row: 4, reason: 'The email address is not valid' },
      ],
    })
  })
})

describe('checkImportFile', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text)

  it('refuses a file over 1 MB without reading it', async () => {
    const file = new Blob([new Uint8Array(MAX_IMPORT_BYTES + 1)])
    const read = vi.spyOn(file, 'arrayBuffer')
    expect(await checkImportFile(file, [])).toEqual({
      ok: false,
      message: 'The file is over 1 MB',
      codePage: null,
    })
    expect(read).not.toHaveBeenCalled()
  })

  it('reads a file of exactly 1 MB', async () => {
    const rows = `${HEADER}\r\n${adaRow}\r\n`
    const file = new Blob([rows, ' '.repeat(MAX_IMPORT_BYTES - rows.length)])
    expect(file.size).toBe(MAX_IMPORT_BYTES)
    expect(await checkImportFile(file, [])).toEqual({
      ok: true,
      drivers: [ada],
      problems: [],
      codePage: null,
    })
  })

  /** German Excel's plain "CSV": Windows-1252, semicolons, no byte-order mark. */
  const westernBytes = [
    ...utf8('Name;E-Mail;Telefon\r\nJ'),
    0xfc, // ü
    ...utf8('rgen Gro'),
    0xdf, // ß
    ...utf8(';j@example.de;555 0100\r\n'),
  ]
  const jurgen = { name: 'Jürgen Groß', email: 'j@example.de', phone: '555 0100', status: 'active' }

  it('reads a file that is not UTF-8 in the page language’s Windows code page, and says which', async () => {
    const file = new Blob([new Uint8Array(westernBytes)])
    expect(await checkImportFile(file, [])).toEqual({
      ok: true,
      drivers: [jurgen],
      problems: [],
      codePage: 'windows-1252',
    })
    setCatalog('ar', everyText.ar)
    const inArabic = await checkImportFile(file, [])
    expect(inArabic.codePage).toBe('windows-1256')
    expect(outcome(inArabic).drivers[0]!.name).toBe('Jürgen Groك')
    // The admin's choice of the other.
    const chosen = await checkImportFile(file, [], 'windows-1252')
    expect(outcome(chosen).drivers).toEqual([jurgen])
  })

  it('reads UTF-16 by its byte-order mark (Excel’s Unicode Text: tab-separated)', async () => {
    const text = `Name\tE-Mail\tTelefon\r\nJürgen Groß\tj@example.de\t555 0100\r\n`
    const littleEndian = [0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]
    const bigEndian = [0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])]
    for (const bytes of [littleEndian, bigEndian]) {
      expect(await checkImportFile(new Blob([new Uint8Array(bytes)]), [])).toEqual({
        ok: true,
        drivers: [jurgen],
        problems: [],
        codePage: null,
      })
    }
  })

  it.each([
    [
      'an Excel workbook',
      [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00],
      'This is an Excel workbook, not a CSV file: in Excel, choose Save As, then CSV UTF-8.',
    ],
    ['a binary file', [...utf8(HEADER), 0x00, 0x01, 0x02], 'This file is not a CSV text file'],
  ])('names %s', async (_, bytes, message) => {
    expect(await checkImportFile(new Blob([new Uint8Array(bytes)]), [])).toEqual({
      ok: false,
      message,
      codePage: null,
    })
  })

  it('names an Excel workbook in the page’s language', async () => {
    setCatalog('de', everyText.de)
    const workbook = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])])
    expect(await checkImportFile(workbook, [])).toMatchObject({
      message:
        'Dies ist eine Excel-Arbeitsmappe, keine CSV-Datei: Wählen Sie in Excel „Speichern unter“ und dann „CSV UTF-8“.',
    })
  })

  it('reads a chosen UTF-8 file with its byte-order mark, against the drivers in the list', async () => {
    const file = new File(
      [`\uFEFF${HEADER}\r\n${adaRow}\r\nMüller,m@example.de,555 0101\r\n`],
      'drivers.csv',
      {
        type: 'text/csv',
      },
    )
    expect(await checkImportFile(file, listWith(['M@example.de']))).toEqual({
      ok: true,
      drivers: [ada],
      problems: [{ row: 3, reason: 'Another driver already has this email' }],
      codePage: null,
    })
  })

  it('says so when the file cannot be read any more', async () => {
    const file = new Blob([utf8(csv(HEADER, adaRow))])
    vi.spyOn(file, 'arrayBuffer').mockRejectedValue(new DOMException('gone', 'NotReadableError'))
    expect(await checkImportFile(file, [])).toEqual({
      ok: false,
      message: 'Could not read the file. Please choose it again.',
      codePage: null,
    })
  })
})

describe('a round trip through Export CSV', () => {
  /** mulberry32: the same drivers every run, so a failure can be replayed. */
  function seeded(seed: number) {
    let state = seed
    return () => {
      state = (state + 0x6d2b79f5) | 0
      let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
      return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
    }
  }

  // Pieces a name may hold: commas, quotes, line breaks, formula starts, letters of other scripts.
  const NAME_PIECES = [
    'Ada',
    'O’Neil',
    "O'Brien",
    'Smith, Jr.',
    '"Bo"',
    'line\nbreak',
    'two\r\nlines',
    '=SUM(A1)',
    '+49',
    '-dash',
    '@home',
    'Müller',
    'Ørsted',
    'محمد',
    '李雷',
    'Ελένη',
    '  ',
    ';',
    '\t',
  ]
  const LOCAL_START = ['', '=', '+', '-', "o'", 'a.b_', '#', '~']
  const DOMAINS = ['example.com', 'mail.example.de', 'x-y.io', 'EXAMPLE.ORG']
  const PHONES = [
    '+1 555-0100',
    '(030) 1234 567',
    '-555 0100',
    '0049 30 1',
    '555.0100',
    '+44 (0)20 7946 0958',
  ]

  function randomDrivers(random: () => number, count: number): Driver[] {
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
    return Array.from({ length: count }, (_, index) => {
      const pieces = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(NAME_PIECES))
      // Trimmed and within the limit, as the forms keep them.
      const name =
        pieces
          .join(pick(['', ' ', ', ']))
          .trim()
          .slice(0, 100)
          .trim() || `Driver ${index}`
      return {
        id: index + 1,
        name,
        email: `${pick(LOCAL_START)}d${index}@${pick(DOMAINS)}`,
        phone: pick(PHONES),
        status: random() < 0.5 ? 'active' : 'inactive',
        trips: Math.floor(random() * 500),
        rating: random() < 0.2 ? null : Math.round(40 + random() * 10) / 10,
      }
    })
  }

  it.each(languages.flatMap((language) => [1, 2, 3].map((seed) => [language, seed] as const)))(
    '%s, seed %i: every driver comes back as it went out, its white space folded',
    (language, seed) => {
      setCatalog(language, everyText[language])
      const drivers = randomDrivers(seeded(seed), 200)
      const folded = (text: string) => text.replace(/\s+/g, ' ')
      expect(check(driversCsv(drivers))).toEqual({
        ok: true,
        drivers: drivers.map(({ name, email, phone, status }) => ({
          name: folded(name),
          email,
          phone,
          status,
        })),
        problems: [],
      })
    },
  )

  it('is made of the hard cases: formula starts, quotes, commas, line breaks, other scripts', () => {
    const names = randomDrivers(seeded(1), 200).map(({ name }) => name)
    for (const hard of [
      /^[=+\-@]/,
      /"/,
      /,/,
      /\r\n/,
      /[^\r]\n/,
      /[\u0600-\u06ff]/,
      /[\u4e00-\u9fff]/,
    ]) {
      expect(
        names.some((name) => hard.test(name)),
        String(hard),
      ).toBe(true)
    }
  })

  it('comes back through a chosen file too, read on a page in another language', async () => {
    setCatalog('ar', everyText.ar)
    const drivers = randomDrivers(seeded(4), 50)
    const file = new File([driversCsv(drivers)], 'drivers.csv')
    setCatalog('de', everyText.de)
    const read = outcome(await checkImportFile(file, []))
    expect(read.drivers.map(({ email }) => email)).toEqual(drivers.map(({ email }) => email))
    expect(read.problems).toEqual([])
  })
})
