/**
 * English texts of the parts loaded on first use: the drivers desk's (adding, importing and
 * removing drivers) and what any saving part says when a change is refused. Loaded with the
 * dialogs, the panel, the selection bar and Settings' actions that show them
 * (lib/i18n/load-desk-texts.ts), so a page's first load carries none of them. Their keys are
 * message keys like catalogs/en.ts'.
 */
const enDesk = {
  'drivers.add.title': 'Add New Driver',
  'drivers.add.description': 'A new driver starts with no trips and no rating.',
  'drivers.add.submit': 'Add Driver',
  'drivers.add.done': 'Driver added',
  'drivers.add.undone': 'Undone: the driver is out of the list again',
  /** An add or import that would take the list past its most. */
  'drivers.add.full': 'A list holds at most {max} drivers',
  // Saving what admins change (lib/local-data): a change refused, or no saving at all
  'data.storageFull': 'Could not save: this browser’s storage is full',
  'data.newerVersion':
    'Could not save: Fleet Admin was updated in another tab. Reload this page to go on.',
  'data.failed': 'Could not save the change. Please try again.',
  'data.notKept':
    'Changes can’t be saved in this browser: they are lost when you reload or close this tab.',
  /** {fields}: 'status', 'phone and status'. */
  'undo.exceptFields': 'Undone, except the {fields}: changed since in another tab',
  'undo.removedSince': 'Could not undo: the driver was removed in another tab',
  /** {names}: the drivers a bulk Undo left as another tab had them. */
  'undo.changedSince': '{names}: changed since in another tab',
  'undo.notPutBack': 'Could not put back {name}: {reason}',
  'undo.reason.emailTaken': 'another driver has this email now',
  'undo.reason.full': 'the list holds at most {max} drivers',
  'drivers.import.undone': 'Undone: the drivers from the file are out of the list again',
  /** Said before a file is chosen: {rows} '1,000', {size} 1 (MB). */
  'drivers.import.description':
    'Choose a CSV file with Name, Email and Phone columns (Status is optional), up to {rows} rows and {size} MB. A file from Export CSV works as it is.',
  'drivers.import.problems': 'Rows that cannot be added',
  'drivers.remove.open': 'Remove driver',
  'drivers.remove.selection': 'Remove',
  'drivers.remove.confirm': 'Remove',
  'drivers.remove.askOne': 'Remove {name}?',
  'drivers.remove.askMany': { one: 'Remove {count} driver?', other: 'Remove {count} drivers?' },
  /** {names}: 'Maria Garcia and Robert Johnson' (or '…, and 4 more'). */
  'drivers.remove.will': {
    one: '{names} will be taken out of the list. You can undo this straight after.',
    other: '{names} will be taken out of the list. You can undo this straight after.',
  },
  'drivers.remove.doneOne': 'Removed {name}',
  'drivers.remove.doneMany': { one: 'Removed {count} driver', other: 'Removed {count} drivers' },
  'drivers.remove.undone': {
    one: 'Undone: {count} driver is back',
    other: 'Undone: {count} drivers are back',
  },
  'drivers.import.title': 'Import drivers',
  'drivers.import.file': 'CSV file',
  'drivers.import.toAdd': { one: '1 driver to add', other: '{count} drivers to add' },
  /** A row of the file that is not imported, numbered as a spreadsheet shows it. */
  'drivers.import.row': 'Row {row}: {reason}',
  'drivers.import.submit': { one: 'Import 1 driver', other: 'Import {count} drivers' },
  'drivers.import.done': { one: 'Imported 1 driver', other: 'Imported {count} drivers' },
  'drivers.import.unreadable': 'Could not read the file. Please choose it again.',
  'drivers.import.notText': 'This file is not a CSV text file',
  'drivers.import.workbook':
    'This is an Excel workbook, not a CSV file: in Excel, choose Save As, then CSV UTF-8.',
  /** A file that is not UTF-8, read in a Windows code page ({codePage}: 'Windows-1252 (Western European)'). */
  'drivers.import.readAs': 'Read as {codePage}',
  'drivers.import.readAsOther': 'Read as {codePage} instead',
  'drivers.import.westernEuropean': 'Windows-1252 (Western European)',
  'drivers.import.arabic': 'Windows-1256 (Arabic)',
  /** The caption of the first few drivers a file adds, shown before importing. */
  'drivers.import.preview': 'The first drivers, as they will be added',
  'drivers.import.noRows': 'The file has no drivers to import',
  'drivers.import.tooBig': 'The file is over {size} MB',
  'drivers.import.empty': 'The file is empty',
  'drivers.import.unclosedQuote': 'The quotes in row {row} are not closed properly',
  'drivers.import.noHeader': 'The file has no header row naming the columns {columns}',
  'drivers.import.missingColumn': 'The file has no {column} column',
  'drivers.import.tooManyRows': {
    one: 'The file has over {count} row',
    other: 'The file has over {count} rows',
  },
  /** {columns}: the empty columns' names, as a list ("Name and Phone"). */
  'drivers.import.missing': { one: '{columns} is missing', other: '{columns} are missing' },
  'drivers.import.invalidEmail': 'The email address is not valid',
  'drivers.import.unknownStatus': 'Unknown status “{status}”: use {active} or {inactive}',
  /** A row whose e-mail an earlier row of the same file has. */
  'drivers.import.sameEmailAs': 'same email as row {row}',
  // Contact rules held to what is typed or imported from now on (lib/contact-fields.ts)
  'contact.emailLocalPartTooLong': {
    one: 'The part of an email address before the @ has at most {count} character',
    other: 'The part of an email address before the @ has at most {count} characters',
  },
  'contact.phoneTooFewDigits': {
    one: 'A phone number has at least {count} digit',
    other: 'A phone number has at least {count} digits',
  },
} as const

export default enDesk
