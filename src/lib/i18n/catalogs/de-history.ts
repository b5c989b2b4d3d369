import type { HistoryTranslation } from '../message-types'

// German texts of the change history (en-history.ts says why they are apart).
const deHistory = {
  'history.adminAdded': '{by} hat Admin {subject} hinzugefügt',
  'history.adminDeleted': '{by} hat Admin {subject} gelöscht',
  'history.adminRestored': '{by} hat Admin {subject} wiederhergestellt',
  'history.applicationsOpened': '{by} hat Bewerbungen geöffnet',
  'history.applicationsClosed': '{by} hat Bewerbungen geschlossen',
  'history.driversActivated': '{by} hat {drivers} aktiviert',
  'history.driversDeactivated': '{by} hat {drivers} deaktiviert',
  'history.driverEdited': '{by} hat {drivers} bearbeitet',
  'history.driverEditUndone': '{by} hat die Bearbeitung von {drivers} rückgängig gemacht',
  'history.driversAdded': '{by} hat {drivers} hinzugefügt',
  'history.driversImported': '{by} hat {drivers} importiert',
  'history.driversRemoved': '{by} hat {drivers} entfernt',
  'history.driversRestored': '{by} hat {drivers} zurückgeholt',
  'history.justNow': 'gerade eben',
  'history.viewSaved': '{by} hat die Ansicht {subject} gespeichert',
  'history.viewRenamed': '{by} hat die Ansicht {subject} umbenannt',
  'history.viewRenamedTo': '{by} hat die Ansicht {old} in {new} umbenannt',
  'history.viewDeleted': '{by} hat die Ansicht {subject} gelöscht',
  'history.viewRestored': '{by} hat die Ansicht {subject} wiederhergestellt',
  'history.applicationsOpenedWere': '{by} hat Bewerbungen geöffnet (waren geschlossen)',
  'history.applicationsClosedWere': '{by} hat Bewerbungen geschlossen (waren geöffnet)',
  'history.statusSet': {
    one: '{by} hat {names} auf {status} gesetzt (war {old})',
    other: '{by} hat {count} Fahrer auf {status} gesetzt (waren {old}): {names}',
  },
  'history.changed': '{by} hat bei {name} {changes} geändert',
  'history.changePutBack': '{by} hat bei {name} {changes} zurückgesetzt',
  'history.fieldChange': '{field} von {old} auf {new}',
  'history.withValues': '{sentence} ({values})',
  'history.valueSeparator': ', ',
  'history.field.name': 'Name',
  'history.field.email': 'E-Mail',
  'history.field.phone': 'Telefon',
  'history.field.status': 'Status',
  'history.status.active': 'aktiv',
  'history.status.inactive': 'inaktiv',
} as const satisfies HistoryTranslation

export default deHistory
