import type { Translation } from '../message-types'

const de = {
  // == app: start
  'app.description': 'Fleet Admin: der Verwaltungsbereich des Lieferdienstes.',
  'language.label': 'Sprache (Language)',
  // == app: end

  // == layout: start
  'layout.skipToMain': 'Zum Hauptinhalt springen',
  'layout.sidebar': 'Seitenleiste',
  'layout.mainNav': 'Hauptmenü',
  'layout.adminUser': 'Administrator',
  'layout.logout': 'Abmelden',
  'layout.signingOut': 'Wird abgemeldet …',
  'layout.openMenu': 'Navigationsmenü öffnen',
  'layout.closeMenu': 'Menü schließen',
  'layout.navigation': 'Navigation',
  'layout.collapseSidebar': 'Seitenleiste einklappen',
  'layout.expandSidebar': 'Seitenleiste ausklappen',
  'layout.searchAndCommands': 'Suche und Befehle',
  'layout.darkTheme': 'Zum dunklen Design wechseln',
  'layout.lightTheme': 'Zum hellen Design wechseln',
  'layout.logoutConfirm.title': 'Von Fleet Admin abmelden?',
  'layout.logoutConfirm.description': 'Sie werden in allen geöffneten Tabs abgemeldet.',
  'layout.logoutConfirm.confirm': 'Abmelden',

  'screens.title': '{screen} · Fleet Admin',
  'screens.dashboard': 'Dashboard',
  'screens.drivers': 'Fahrer',
  'screens.settings': 'Einstellungen',
  'screens.signIn': 'Anmelden',
  'screens.notFound': 'Seite nicht gefunden',

  'ui.close': 'Schließen',
  'ui.cancel': 'Abbrechen',
  'ui.notifications': 'Benachrichtigungen',

  'palette.title': 'Befehlspalette',
  'palette.label': 'Ansichten, Aktionen und Fahrer durchsuchen',
  'palette.placeholder': 'Befehl eingeben oder Fahrer suchen …',
  'palette.results': 'Ergebnisse',
  'palette.empty': 'Keine Ergebnisse für „{query}“',
  'palette.help': '↑↓ bewegen · Enter auswählen · {shortcut} öffnet überall',
  'palette.groups.screens': 'Ansichten',
  'palette.groups.actions': 'Aktionen',
  'palette.groups.drivers': 'Fahrer',
  'palette.groups.account': 'Konto',
  'palette.theme.keywords': 'design thema dunkel hell modus umschalten dark light',
  'palette.sidebar.keywords': 'seitenleiste einklappen ausklappen menü umschalten',
  'palette.shortcuts.keywords': 'hilfe tasten tastatur',
  'palette.logout': 'Abmelden',
  'palette.logout.keywords': 'logout ausloggen abmelden',
  'palette.allDrivers': {
    one: '{count} passenden Fahrer anzeigen',
    other: 'Alle {count} passenden Fahrer anzeigen',
  },

  'shortcuts.title': 'Tastenkürzel',
  'shortcuts.description':
    '{shortcut} funktioniert überall im Dashboard; die anderen Tasten wirken nicht, während Sie in ein Feld tippen.',
  'shortcuts.keys': 'Tasten',
  'shortcuts.action': 'Aktion',
  'shortcuts.openPalette': 'Befehlspalette öffnen',
  'shortcuts.focusSearch': 'Fahrer suchen (in der Ansicht Fahrer)',
  'shortcuts.toggleSidebar': 'Seitenleiste ein- oder ausklappen',
  'shortcuts.show': 'Tastenkürzel anzeigen',
  'shortcuts.movePalette': 'In der Befehlspalette bewegen',
  'shortcuts.runCommand': 'Markierten Befehl ausführen',
  'shortcuts.closeDialog': 'Dialog oder Bereich schließen',
  'shortcuts.clearSelection': 'Fahrerauswahl aufheben (in der Ansicht Fahrer)',
  'shortcuts.selectRange': 'Fahrer zwischen zwei Kontrollkästchen auswählen',
  'shortcuts.key.ctrl': 'Strg',
  'shortcuts.key.shift': 'Umschalt',
  'shortcuts.key.click': 'Klick',

  'dashboard.stats': 'Fahrerstatistik',
  'dashboard.stats.total': 'Fahrer gesamt',
  'dashboard.stats.active': 'Aktive Fahrer',
  'dashboard.stats.inactive': 'Inaktive Fahrer',
  'dashboard.stats.sinceLastMonth': '{change} gegenüber Vormonat',
  'dashboard.stats.shareOfTotal': '{share} aller Fahrer',
  'dashboard.activity.title': 'Letzte Aktivitäten',
  'dashboard.activity.list': 'Letzte Aktivitäten',
  'dashboard.activity.completedTrip': '{name} hat eine Fahrt abgeschlossen',
  'dashboard.activity.wentOnline': '{name} ist jetzt online',
  'dashboard.activity.wentOffline': '{name} ist jetzt offline',

  'errors.notFound.message': 'Hoppla! Seite nicht gefunden',
  'errors.notFound.home': 'Zur Startseite',
  'errors.chunk.heading': 'Diese Ansicht konnte nicht geladen werden',
  'errors.chunk.explanation':
    'Fleet Admin wurde vielleicht aktualisiert, seit dieser Tab geöffnet wurde, oder die Verbindung ist abgebrochen. Laden Sie die Seite neu, um die neueste Version zu erhalten; Ihre gespeicherten Änderungen bleiben erhalten.',
  'errors.chunk.reload': 'Neu laden',
  'errors.crash.heading': 'Etwas ist schiefgelaufen',
  'errors.crash.explanation':
    'In dieser Ansicht ist ein unerwarteter Fehler aufgetreten, sie kann nicht angezeigt werden. Ihre gespeicherten Daten sind nicht verloren. Versuchen Sie es erneut oder kehren Sie zum Anfang zurück.',
  'errors.crash.retry': 'Erneut versuchen',
  'errors.toDashboard': 'Zum Dashboard',
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
