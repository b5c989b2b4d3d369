import type { Translation } from '../message-types'

const de = {
  // == app: start
  'app.name': 'Fleet Admin',
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
  // == account: end

  // == drivers: start
  // == drivers: end
} as const satisfies Translation

export default de
