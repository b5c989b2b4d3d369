/** English: the specified wording. The source of the message keys and their `{placeholders}`. */
const en = {
  // == app: start
  'app.name': 'Fleet Admin',
  'app.description': 'Fleet Admin: the administrator area of the delivery service.',
  /** The language control's name: "Language" stays in every language, for who landed in the wrong one. */
  'language.label': 'Language',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  'drivers.title': 'Drivers',
  /** The specified wording (SPEC §2): 'total' whatever the number. */
  'drivers.total': { other: '({count} total)' },
  'drivers.allDrivers': 'All Drivers',
  /** The tab's title over the list: the driver's name, then the screen. */
  'drivers.detail.screen': '{name} · Drivers',
  'drivers.search.label': 'Search drivers',
  'drivers.search.placeholder': 'Search drivers...',
  'drivers.filter.label': 'Filter by status',
  'drivers.filter.all': 'All Status',
  'drivers.status.active': 'Active',
  'drivers.status.inactive': 'Inactive',
  /** Read between 'Active 31' and 'Inactive 19' by screen readers, which skip the dot. */
  'drivers.counts.pause': ',',
  'drivers.sort.label': 'Sort by',
  'drivers.sort.original': 'Original order',
  'drivers.sort.nameAsc': 'Name (A–Z)',
  'drivers.sort.nameDesc': 'Name (Z–A)',
  'drivers.sort.tripsDesc': 'Most trips',
  'drivers.sort.tripsAsc': 'Fewest trips',
  'drivers.sort.ratingDesc': 'Highest rating',
  'drivers.sort.ratingAsc': 'Lowest rating',
  'drivers.sort.statusAsc': 'Active first',
  'drivers.sort.statusDesc': 'Inactive first',
  'drivers.columns.button': 'Columns',
  'drivers.columns.title': 'Show columns',
  'drivers.column.driver': 'Driver',
  'drivers.column.contact': 'Contact',
  /** A driver's fields: the detail panel's labels, the table's headers and the CSV file's. */
  'drivers.field.id': 'ID',
  'drivers.field.name': 'Name',
  'drivers.field.email': 'Email',
  'drivers.field.phone': 'Phone',
  'drivers.field.status': 'Status',
  'drivers.field.trips': 'Trips',
  'drivers.field.rating': 'Rating',
  'drivers.id': 'ID: {id}',
  /** {trips} is the number, drawn apart from the word. */
  'drivers.trips': { one: '{trips} trip', other: '{trips} trips' },
  'drivers.table.label': 'Drivers table',
  'drivers.empty': 'No drivers found',
  'drivers.select.page': 'Select all on this page',
  'drivers.select.driver': 'Select {name}',
  'drivers.pagination.label': 'Pagination',
  /** The specified wording (SPEC §2): 'drivers' whatever the number. */
  'drivers.pagination.showing': { other: 'Showing {from} to {to} of {count} drivers' },
  'drivers.pagination.previous': 'Previous',
  'drivers.pagination.next': 'Next',
  'drivers.pagination.pageOf': 'Page {page} of {pageCount}',
  'drivers.pagination.page': 'Page {page}',
  'drivers.export.button': 'Export CSV',
  'drivers.export.nothing': 'Nothing to export: no driver matches the search and filter.',
  'drivers.export.failed': 'Could not export the drivers. Please try again.',
  'drivers.export.done': { one: 'Exported {count} driver', other: 'Exported {count} drivers' },
  'drivers.detail.close': 'Close driver details',
  'drivers.detail.copyEmail': 'Copy email',
  'drivers.detail.copyPhone': 'Copy phone number',
  'drivers.detail.emailCopied': 'Email copied',
  'drivers.detail.phoneCopied': 'Phone number copied',
  'drivers.detail.emailNotCopied': 'Could not copy the email. Select it and copy it yourself.',
  'drivers.detail.phoneNotCopied':
    'Could not copy the phone number. Select it and copy it yourself.',
  'drivers.notFound.title': 'Driver not found',
  'drivers.notFound.description':
    'There is no driver with ID “{id}”. The link may be wrong, or the driver may have been removed.',
  'drivers.notFound.back': 'Back to drivers',
  'drivers.selection.toolbar': 'Selected drivers',
  'drivers.selection.count': { other: '{count} selected' },
  /** Announced to screen readers as the selection changes. */
  'drivers.selection.status': {
    one: '{count} driver selected',
    other: '{count} drivers selected',
  },
  'drivers.selection.allMatching': { other: 'Select all {count} matching' },
  'drivers.selection.export': 'Export selected',
  'drivers.selection.clear': 'Clear selection',
  'drivers.action.activate': 'Activate',
  'drivers.action.deactivate': 'Deactivate',
  /** Why Activate is unavailable (the button's title). */
  'drivers.action.allActive': 'The selected drivers are all active already',
  'drivers.action.allInactive': 'The selected drivers are all inactive already',
  'drivers.confirm.activate': {
    one: 'Activate {count} driver?',
    other: 'Activate {count} drivers?',
  },
  'drivers.confirm.deactivate': {
    one: 'Deactivate {count} driver?',
    other: 'Deactivate {count} drivers?',
  },
  /** {names}: 'Maria Garcia and Robert Johnson' (or '…, and 4 more'); {count}: how many in all. */
  'drivers.confirm.willActivate': { other: '{names} will be marked active.' },
  'drivers.confirm.willDeactivate': { other: '{names} will be marked inactive.' },
  'drivers.confirm.alreadyActive': {
    one: '{count} selected driver is active already.',
    other: '{count} selected drivers are active already.',
  },
  'drivers.confirm.alreadyInactive': {
    one: '{count} selected driver is inactive already.',
    other: '{count} selected drivers are inactive already.',
  },
  'drivers.toast.alreadyActive': 'The selected drivers are already active.',
  'drivers.toast.alreadyInactive': 'The selected drivers are already inactive.',
  'drivers.toast.activated': {
    one: 'Activated {count} driver',
    other: 'Activated {count} drivers',
  },
  'drivers.toast.deactivated': {
    one: 'Deactivated {count} driver',
    other: 'Deactivated {count} drivers',
  },
  'drivers.toast.undo': 'Undo',
  'drivers.toast.undoneActive': {
    one: 'Undone: {count} driver active again',
    other: 'Undone: {count} drivers active again',
  },
  'drivers.toast.undoneInactive': {
    one: 'Undone: {count} driver inactive again',
    other: 'Undone: {count} drivers inactive again',
  },
  // == drivers: end
} as const

export default en
