import type { DeskTranslation } from '../message-types'

// German texts of the drivers desk's on-demand parts (en-desk.ts says why they are apart).
const deDesk = {
  'drivers.add.title': 'Neuen Fahrer hinzufügen',
  'drivers.add.description': 'Ein neuer Fahrer beginnt ohne Fahrten und ohne Bewertung.',
  'drivers.add.submit': 'Fahrer hinzufügen',
  'drivers.add.done': 'Fahrer hinzugefügt',
  'drivers.add.undone': 'Rückgängig gemacht: Der Fahrer ist wieder aus der Liste',
  'drivers.add.full': 'Eine Liste fasst höchstens {max} Fahrer',
  'data.storageFull': 'Speichern nicht möglich: Der Speicher dieses Browsers ist voll',
  'data.newerVersion':
    'Speichern nicht möglich: Fleet Admin wurde in einem anderen Tab aktualisiert. Laden Sie diese Seite neu, um fortzufahren.',
  'data.failed': 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'data.notKept':
    'Änderungen können in diesem Browser nicht gespeichert werden: Sie gehen verloren, wenn Sie diesen Tab neu laden oder schließen.',
  'undo.exceptFields':
    'Rückgängig gemacht, außer {fields}: inzwischen in einem anderen Tab geändert',
  'undo.removedSince':
    'Rückgängig machen nicht möglich: Der Fahrer wurde in einem anderen Tab entfernt',
  'undo.changedSince': '{names}: inzwischen in einem anderen Tab geändert',
  'undo.notPutBack': '{name} konnte nicht zurückgeholt werden: {reason}',
  'undo.reason.emailTaken': 'Ein anderer Fahrer hat jetzt diese E-Mail-Adresse',
  'undo.reason.full': 'Eine Liste fasst höchstens {max} Fahrer',
  'drivers.import.undone': 'Rückgängig gemacht: Die Fahrer aus der Datei sind wieder aus der Liste',
  'drivers.import.description':
    'Wählen Sie eine CSV-Datei mit den Spalten Name, E-Mail und Telefon (Status ist freiwillig), bis zu {rows} Zeilen und {size} MB. Eine Datei aus „CSV exportieren“ passt so, wie sie ist.',
  'drivers.import.problems': 'Zeilen, die nicht hinzugefügt werden können',
  'drivers.remove.open': 'Fahrer entfernen',
  'drivers.remove.selection': 'Entfernen',
  'drivers.remove.confirm': 'Entfernen',
  'drivers.remove.askOne': '{name} entfernen?',
  'drivers.remove.askMany': {
    one: '{count} Fahrer entfernen?',
    other: '{count} Fahrer entfernen?',
  },
  'drivers.remove.will': {
    one: '{names} wird aus der Liste genommen. Sie können das gleich danach rückgängig machen.',
    other: '{names} werden aus der Liste genommen. Sie können das gleich danach rückgängig machen.',
  },
  'drivers.remove.doneOne': '{name} entfernt',
  'drivers.remove.doneMany': { one: '{count} Fahrer entfernt', other: '{count} Fahrer entfernt' },
  'drivers.remove.undone': {
    one: 'Rückgängig gemacht: {count} Fahrer ist zurück',
    other: 'Rückgängig gemacht: {count} Fahrer sind zurück',
  },
  'drivers.import.title': 'Fahrer importieren',
  'drivers.import.file': 'CSV-Datei',
  'drivers.import.toAdd': {
    one: '{count} Fahrer wird hinzugefügt',
    other: '{count} Fahrer werden hinzugefügt',
  },
  'drivers.import.row': 'Zeile {row}: {reason}',
  'drivers.import.submit': {
    one: '{count} Fahrer importieren',
    other: '{count} Fahrer importieren',
  },
  'drivers.import.done': { one: '{count} Fahrer importiert', other: '{count} Fahrer importiert' },
  'drivers.import.unreadable':
    'Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut aus.',
  'drivers.import.notText': 'Diese Datei ist keine CSV-Textdatei',
  'drivers.import.workbook':
    'Dies ist eine Excel-Arbeitsmappe, keine CSV-Datei: Wählen Sie in Excel „Speichern unter“ und dann „CSV UTF-8“.',
  'drivers.import.readAs': 'Gelesen als {codePage}',
  'drivers.import.readAsOther': 'Stattdessen als {codePage} lesen',
  'drivers.import.westernEuropean': 'Windows-1252 (Westeuropäisch)',
  'drivers.import.arabic': 'Windows-1256 (Arabisch)',
  'drivers.import.preview': 'Die ersten Fahrer, so wie sie hinzugefügt werden',
  'drivers.import.noRows': 'Die Datei enthält keine Fahrer zum Importieren',
  'drivers.import.tooBig': 'Die Datei ist größer als {size} MB',
  'drivers.import.empty': 'Die Datei ist leer',
  'drivers.import.unclosedQuote':
    'Die Anführungszeichen in Zeile {row} sind nicht richtig geschlossen',
  'drivers.import.noHeader': 'Die Datei hat keine Kopfzeile mit den Spalten {columns}',
  'drivers.import.missingColumn': 'Die Datei hat keine Spalte „{column}“',
  'drivers.import.tooManyRows': {
    one: 'Die Datei hat mehr als {count} Zeile',
    other: 'Die Datei hat mehr als {count} Zeilen',
  },
  'drivers.import.missing': { one: '{columns} fehlt', other: '{columns} fehlen' },
  'drivers.import.invalidEmail': 'Die E-Mail-Adresse ist ungültig',
  'drivers.import.unknownStatus':
    'Unbekannter Status „{status}“: {active} oder {inactive} verwenden',
  'drivers.import.sameEmailAs': 'dieselbe E-Mail wie Zeile {row}',
  'contact.emailLocalPartTooLong': {
    one: 'Der Teil einer E-Mail-Adresse vor dem @ hat höchstens {count} Zeichen',
    other: 'Der Teil einer E-Mail-Adresse vor dem @ hat höchstens {count} Zeichen',
  },
  'contact.phoneTooFewDigits': {
    one: 'Eine Telefonnummer hat mindestens {count} Ziffer',
    other: 'Eine Telefonnummer hat mindestens {count} Ziffern',
  },
} as const satisfies DeskTranslation

export default deDesk
