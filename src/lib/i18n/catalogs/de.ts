import type { Translation } from '../message-types'

const de = {
  // == app: start
  'app.name': 'Fleet Admin',
  'app.description': 'Fleet Admin: der Verwaltungsbereich des Lieferdienstes.',
  'language.label': 'Sprache (Language)',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  'drivers.title': 'Fahrer',
  'drivers.total': { one: '({count} gesamt)', other: '({count} gesamt)' },
  'drivers.allDrivers': 'Alle Fahrer',
  'drivers.detail.screen': '{name} · Fahrer',
  'drivers.search.label': 'Fahrer suchen',
  'drivers.search.placeholder': 'Fahrer suchen …',
  'drivers.filter.label': 'Nach Status filtern',
  'drivers.filter.all': 'Alle Status',
  'drivers.status.active': 'Aktiv',
  'drivers.status.inactive': 'Inaktiv',
  'drivers.counts.pause': ',',
  'drivers.sort.label': 'Sortieren nach',
  'drivers.sort.original': 'Ohne Sortierung',
  'drivers.sort.nameAsc': 'Name (A–Z)',
  'drivers.sort.nameDesc': 'Name (Z–A)',
  'drivers.sort.tripsDesc': 'Meiste Fahrten',
  'drivers.sort.tripsAsc': 'Wenigste Fahrten',
  'drivers.sort.ratingDesc': 'Beste Bewertung',
  'drivers.sort.ratingAsc': 'Niedrigste Bewertung',
  'drivers.sort.statusAsc': 'Aktive zuerst',
  'drivers.sort.statusDesc': 'Inaktive zuerst',
  'drivers.columns.button': 'Spalten',
  'drivers.columns.title': 'Spalten anzeigen',
  'drivers.column.driver': 'Fahrer',
  'drivers.column.contact': 'Kontakt',
  'drivers.field.id': 'ID',
  'drivers.field.name': 'Name',
  'drivers.field.email': 'E-Mail',
  'drivers.field.phone': 'Telefon',
  'drivers.field.status': 'Status',
  'drivers.field.trips': 'Fahrten',
  'drivers.field.rating': 'Bewertung',
  'drivers.id': 'ID: {id}',
  'drivers.trips': { one: '{trips} Fahrt', other: '{trips} Fahrten' },
  'drivers.table.label': 'Fahrertabelle',
  'drivers.empty': 'Keine Fahrer gefunden',
  'drivers.select.page': 'Alle auf dieser Seite auswählen',
  'drivers.select.driver': '{name} auswählen',
  'drivers.pagination.label': 'Seitennavigation',
  'drivers.pagination.showing': {
    one: '{from} bis {to} von {count} Fahrer',
    other: '{from} bis {to} von {count} Fahrern',
  },
  'drivers.pagination.previous': 'Zurück',
  'drivers.pagination.next': 'Weiter',
  'drivers.pagination.pageOf': 'Seite {page} von {pageCount}',
  'drivers.pagination.page': 'Seite {page}',
  'drivers.export.button': 'CSV exportieren',
  'drivers.export.nothing': 'Nichts zu exportieren: Kein Fahrer passt zu Suche und Filter.',
  'drivers.export.failed':
    'Die Fahrer konnten nicht exportiert werden. Bitte versuchen Sie es erneut.',
  'drivers.export.done': { one: '{count} Fahrer exportiert', other: '{count} Fahrer exportiert' },
  'drivers.detail.close': 'Fahrerdetails schließen',
  'drivers.detail.copyEmail': 'E-Mail-Adresse kopieren',
  'drivers.detail.copyPhone': 'Telefonnummer kopieren',
  'drivers.detail.emailCopied': 'E-Mail-Adresse kopiert',
  'drivers.detail.phoneCopied': 'Telefonnummer kopiert',
  'drivers.detail.emailNotCopied':
    'Die E-Mail-Adresse konnte nicht kopiert werden. Markieren und kopieren Sie sie selbst.',
  'drivers.detail.phoneNotCopied':
    'Die Telefonnummer konnte nicht kopiert werden. Markieren und kopieren Sie sie selbst.',
  'drivers.notFound.title': 'Fahrer nicht gefunden',
  'drivers.notFound.description':
    'Es gibt keinen Fahrer mit der ID „{id}“. Der Link ist vielleicht falsch, oder der Fahrer wurde entfernt.',
  'drivers.notFound.back': 'Zurück zu den Fahrern',
  'drivers.selection.toolbar': 'Ausgewählte Fahrer',
  'drivers.selection.count': { one: '{count} ausgewählt', other: '{count} ausgewählt' },
  'drivers.selection.status': {
    one: '{count} Fahrer ausgewählt',
    other: '{count} Fahrer ausgewählt',
  },
  'drivers.selection.allMatching': {
    one: '{count} Treffer auswählen',
    other: 'Alle {count} Treffer auswählen',
  },
  'drivers.selection.export': 'Auswahl exportieren',
  'drivers.selection.clear': 'Auswahl aufheben',
  'drivers.action.activate': 'Aktivieren',
  'drivers.action.deactivate': 'Deaktivieren',
  'drivers.action.allActive': 'Die ausgewählten Fahrer sind bereits alle aktiv',
  'drivers.action.allInactive': 'Die ausgewählten Fahrer sind bereits alle inaktiv',
  'drivers.confirm.activate': {
    one: '{count} Fahrer aktivieren?',
    other: '{count} Fahrer aktivieren?',
  },
  'drivers.confirm.deactivate': {
    one: '{count} Fahrer deaktivieren?',
    other: '{count} Fahrer deaktivieren?',
  },
  'drivers.confirm.willActivate': {
    one: '{names} wird als aktiv markiert.',
    other: '{names} werden als aktiv markiert.',
  },
  'drivers.confirm.willDeactivate': {
    one: '{names} wird als inaktiv markiert.',
    other: '{names} werden als inaktiv markiert.',
  },
  'drivers.confirm.alreadyActive': {
    one: '{count} ausgewählter Fahrer ist bereits aktiv.',
    other: '{count} ausgewählte Fahrer sind bereits aktiv.',
  },
  'drivers.confirm.alreadyInactive': {
    one: '{count} ausgewählter Fahrer ist bereits inaktiv.',
    other: '{count} ausgewählte Fahrer sind bereits inaktiv.',
  },
  'drivers.toast.alreadyActive': 'Die ausgewählten Fahrer sind bereits aktiv.',
  'drivers.toast.alreadyInactive': 'Die ausgewählten Fahrer sind bereits inaktiv.',
  'drivers.toast.activated': { one: '{count} Fahrer aktiviert', other: '{count} Fahrer aktiviert' },
  'drivers.toast.deactivated': {
    one: '{count} Fahrer deaktiviert',
    other: '{count} Fahrer deaktiviert',
  },
  'drivers.toast.undo': 'Rückgängig',
  'drivers.toast.undoneActive': {
    one: 'Rückgängig gemacht: {count} Fahrer wieder aktiv',
    other: 'Rückgängig gemacht: {count} Fahrer wieder aktiv',
  },
  'drivers.toast.undoneInactive': {
    one: 'Rückgängig gemacht: {count} Fahrer wieder inaktiv',
    other: 'Rückgängig gemacht: {count} Fahrer wieder inaktiv',
  },
  // == drivers: end
} as const satisfies Translation

export default de
