import type { Translation } from '../message-types'

const de = {
  // == app: start
  'app.description': 'Fleet Admin: der Verwaltungsbereich des Lieferdienstes.',
  'language.label': 'Sprache (Language)',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  'auth.login.title': 'Anmelden',
  'auth.login.heading': 'Willkommen bei Fleet Admin',
  'auth.login.intro':
    'Melden Sie sich mit Ihrem Google-Administratorkonto an, um Fahrer und Einstellungen zu verwalten.',
  'auth.login.google': 'Mit Google anmelden',

  'settings.title': 'Einstellungen',
  'settings.loading': 'Wird geladen…',
  'settings.cancel': 'Abbrechen',
  'settings.field.name': 'Name',
  'settings.field.email': 'E-Mail',
  'settings.field.phone': 'Telefon',
  'settings.profile.title': 'Aktueller Admin',
  'settings.profile.fallback':
    'Ihr Profil konnte nicht geladen werden. Es werden Platzhalterdaten angezeigt.',
  'settings.applications.title': 'Bewerbungseinstellungen',
  'settings.applications.label': 'Bewerbungen annehmen',
  'settings.applications.hint': 'Wenn ausgeschaltet, können sich keine neuen Fahrer bewerben.',
  'settings.applications.opened': 'Bewerbungen werden jetzt angenommen',
  'settings.applications.closed': 'Bewerbungen sind jetzt geschlossen',
  'settings.admins.title': 'Adminverwaltung',
  'settings.admins.add': 'Admin hinzufügen',
  'settings.admins.empty': 'Keine Admins in der Liste.',
  'settings.admins.list': 'Admins',
  'settings.admins.delete': '{name} löschen',
  'settings.admins.undo': 'Rückgängig',
  'settings.admins.added': 'Admin erfolgreich hinzugefügt',
  'settings.admins.deleted': 'Admin erfolgreich gelöscht',
  'settings.admins.restored': 'Admin wiederhergestellt',
  'settings.admins.notRestored':
    'Admin nicht wiederhergestellt: Es gibt bereits einen Admin mit dieser E-Mail-Adresse',
  'settings.admins.alreadyRemoved': '{name} wurde bereits entfernt',
  'settings.admins.emptyField': 'Bitte füllen Sie alle Felder aus',
  'settings.admins.nameTooLong': {
    one: 'Der Name darf höchstens {count} Zeichen lang sein',
    other: 'Der Name darf höchstens {count} Zeichen lang sein',
  },
  'settings.admins.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'settings.admins.phoneWithoutDigits': 'Eine Telefonnummer braucht mindestens eine Ziffer',
  'settings.admins.phoneCharacters':
    'Verwenden Sie in einer Telefonnummer nur Ziffern, Leerzeichen, +, -, ( und )',
  'settings.admins.phoneTooLong': {
    one: 'Die Telefonnummer darf höchstens {count} Zeichen lang sein',
    other: 'Die Telefonnummer darf höchstens {count} Zeichen lang sein',
  },
  'settings.admins.duplicateEmail': 'Es gibt bereits einen Admin mit dieser E-Mail-Adresse',
  'settings.addAdmin.title': 'Neuen Admin hinzufügen',
  'settings.addAdmin.description': 'Der neue Admin erscheint in der Liste unten.',
  'settings.deleteAdmin.title': 'Sind Sie sicher?',
  'settings.deleteAdmin.description': '{name} ({email}) wird aus der Adminliste entfernt.',
  'settings.deleteAdmin.confirm': 'Löschen',
  'settings.history.title': 'Änderungsverlauf',
  'settings.history.description': {
    one: 'Die letzte Änderung in diesem Browser.',
    other: 'Die letzten {count} Änderungen in diesem Browser, neueste zuerst.',
  },
  'settings.history.empty':
    'Noch keine Änderungen. Änderungen an Admins, Bewerbungen und Fahrern erscheinen hier.',
  'settings.history.list': 'Änderungen',

  'history.adminAdded': '{by} hat Admin {subject} hinzugefügt',
  'history.adminDeleted': '{by} hat Admin {subject} gelöscht',
  'history.adminRestored': '{by} hat Admin {subject} wiederhergestellt',
  'history.applicationsOpened': '{by} hat Bewerbungen geöffnet',
  'history.applicationsClosed': '{by} hat Bewerbungen geschlossen',
  'history.driversActivated': '{by} hat {drivers} aktiviert',
  'history.driversDeactivated': '{by} hat {drivers} deaktiviert',
  'history.moreDrivers': { one: '{count} weiteren Fahrer', other: '{count} weitere Fahrer' },
  'history.justNow': 'gerade eben',

  'session.profileEmpty': 'Die Profilantwort war leer',
  'session.profileIncomplete': 'Die Profilantwort enthielt keinen Namen oder keine E-Mail-Adresse',
  'api.unreachable': 'Der Server ist nicht erreichbar ({reason})',
  'api.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'api.cutOff': 'Die Antwort des Servers brach ab (HTTP {status})',
  'api.malformed': 'Der Server hat mit fehlerhaftem JSON geantwortet',
  'api.failed': 'Anfrage fehlgeschlagen: {status}',
  // == account: end

  // == drivers: start
  // == drivers: end
} as const satisfies Translation

export default de
