/**
 * English texts of the change history (Settings' card, a driver's panel): loaded with the lists
 * that show them (lib/i18n/load-history-texts.ts), so a page's first load carries none of them.
 * Sentences are made when shown, so each entry reads in the page's language. Their keys are
 * message keys like catalogs/en.ts'.
 */
const enHistory = {
  'history.adminAdded': '{by} added admin {subject}',
  'history.adminDeleted': '{by} deleted admin {subject}',
  'history.adminRestored': '{by} restored admin {subject}',
  'history.applicationsOpened': '{by} opened applications',
  'history.applicationsClosed': '{by} closed applications',
  'history.driversActivated': '{by} activated {drivers}',
  'history.driversDeactivated': '{by} deactivated {drivers}',
  'history.driverEdited': '{by} edited {drivers}',
  'history.driverEditUndone': '{by} undid the edit of {drivers}',
  'history.driversAdded': '{by} added {drivers}',
  'history.driversImported': '{by} imported {drivers}',
  'history.driversRemoved': '{by} removed {drivers}',
  'history.driversRestored': '{by} put back {drivers}',
  'history.justNow': 'just now',
  'history.viewSaved': '{by} saved view {subject}',
  'history.viewRenamed': '{by} renamed view {subject}',
  'history.viewRenamedTo': '{by} renamed view {old} to {new}',
  'history.viewDeleted': '{by} deleted view {subject}',
  'history.viewRestored': '{by} restored view {subject}',
  'history.applicationsOpenedWere': '{by} opened applications (were closed)',
  'history.applicationsClosedWere': '{by} closed applications (were open)',
  /** {names}: 'Maria Garcia and James Smith' (or '…, and 4 more'). */
  'history.statusSet': {
    one: '{by} set {names} {status} (was {old})',
    other: '{by} set {count} drivers {status} (were {old}): {names}',
  },
  /** {changes}: 'phone from +1 555-0100 to +1 555-0199 and status from active to inactive'. */
  'history.changed': '{by} changed {name}’s {changes}',
  'history.changePutBack': '{by} put back {name}’s {changes}',
  'history.fieldChange': '{field} from {old} to {new}',
  /** A change to one record with its values: 'Grace Okafor added Zoe Quinn (zoe@example.com, …)'. */
  'history.withValues': '{sentence} ({values})',
  /** Between a record's values in brackets. */
  'history.valueSeparator': ', ',
  'history.field.name': 'name',
  'history.field.email': 'email',
  'history.field.phone': 'phone',
  'history.field.status': 'status',
  'history.status.active': 'active',
  'history.status.inactive': 'inactive',
} as const

export default enHistory
