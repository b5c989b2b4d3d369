/** English: the specified wording. The source of the message keys and their `{placeholders}`. */
const en = {
  // == app: start
  /** The product's name: the same in every language. */
  'app.name': 'Fleet Admin',
  'app.description': 'Fleet Admin: the administrator area of the delivery service.',
  /** The language control's name: "Language" stays in every language, for who landed in the wrong one. */
  'language.label': 'Language',
  // == app: end

  // == layout: start
  'layout.skipToMain': 'Skip to main content',
  'layout.sidebar': 'Sidebar',
  'layout.mainNav': 'Main',
  'layout.adminUser': 'Admin User',
  'layout.logout': 'Logout',
  'layout.signingOut': 'Signing out...',
  'layout.openMenu': 'Open navigation menu',
  'layout.closeMenu': 'Close menu',
  'layout.navigation': 'Navigation',
  'layout.collapseSidebar': 'Collapse sidebar',
  'layout.expandSidebar': 'Expand sidebar',
  'layout.searchAndCommands': 'Search and commands',
  'layout.darkTheme': 'Switch to dark theme',
  'layout.lightTheme': 'Switch to light theme',
  'layout.logoutConfirm.title': 'Log out of Fleet Admin?',
  'layout.logoutConfirm.description': 'You will be signed out in every open tab.',
  'layout.logoutConfirm.confirm': 'Log out',

  /** A browser tab's title: the screen first, so a row of tabs tells them apart. */
  'screens.title': '{screen} · Fleet Admin',
  'screens.dashboard': 'Dashboard',
  'screens.drivers': 'Drivers',
  'screens.settings': 'Settings',
  'screens.notFound': 'Page not found',

  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.notifications': 'Notifications',
  'ui.loading': 'Loading...',

  'palette.title': 'Command palette',
  'palette.label': 'Search screens, actions and drivers',
  'palette.placeholder': 'Type a command or search drivers...',
  'palette.results': 'Results',
  'palette.empty': 'No results for “{query}”',
  'palette.help': '↑↓ to move · Enter to choose · {shortcut} to open anywhere',
  'palette.groups.screens': 'Screens',
  'palette.groups.actions': 'Actions',
  'palette.groups.drivers': 'Drivers',
  'palette.groups.views': 'Views',
  'palette.groups.account': 'Account',
  /** More words each command answers to when typed in the palette (lower case). */
  'palette.theme.keywords': 'toggle theme dark light mode',
  'palette.sidebar.keywords': 'toggle sidebar collapse expand menu',
  'palette.shortcuts.keywords': 'help keys',
  'palette.language': 'Switch language to {name}',
  'palette.language.keywords': 'language translate',
  'palette.addAdmin.keywords': 'new admin administrator create settings',
  'palette.export.keywords': 'csv spreadsheet file drivers',
  'palette.saveView.keywords': 'save view bookmark drivers',
  'palette.openView': 'Open view: {name}',
  'palette.logout': 'Log out',
  'palette.logout.keywords': 'logout sign out',
  'palette.allDrivers': {
    one: 'Show {count} matching driver',
    other: 'Show all {count} matching drivers',
  },

  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.description':
    '{shortcut} works everywhere in the dashboard; the other keys do nothing while you are typing in a field.',
  'shortcuts.keys': 'Keys',
  'shortcuts.action': 'Action',
  'shortcuts.openPalette': 'Open the command palette',
  'shortcuts.focusSearch': 'Search drivers (on the Drivers screen)',
  'shortcuts.toggleSidebar': 'Collapse or expand the sidebar',
  'shortcuts.show': 'Show keyboard shortcuts',
  'shortcuts.movePalette': 'Move through the command palette',
  'shortcuts.runCommand': 'Run the highlighted command',
  'shortcuts.closeDialog': 'Close a dialog or panel',
  'shortcuts.clearSelection': 'Clear the selected drivers (on the Drivers screen)',
  'shortcuts.selectRange': 'Select the drivers between two checkboxes',
  /** Key names as the keyboards of the language print them. */
  'shortcuts.key.ctrl': 'Ctrl',
  'shortcuts.key.shift': 'Shift',
  'shortcuts.key.click': 'Click',

  'dashboard.stats': 'Driver statistics',
  'dashboard.stats.total': 'Total Drivers',
  'dashboard.stats.active': 'Active Drivers',
  'dashboard.stats.inactive': 'Inactive Drivers',
  'dashboard.stats.sinceLastMonth': '{change} from last month',
  'dashboard.stats.shareOfTotal': '{share} of total',
  'dashboard.activity.title': 'Recent Activity',
  'dashboard.activity.list': 'Recent activity',
  'dashboard.activity.completedTrip': '{name} completed a trip',
  'dashboard.activity.wentOnline': '{name} went online',
  'dashboard.activity.wentOffline': '{name} went offline',

  'errors.notFound.message': 'Oops! Page not found',
  'errors.notFound.home': 'Return to Home',
  'errors.chunk.heading': 'This screen could not load',
  'errors.chunk.explanation':
    'Fleet Admin may have been updated since this tab opened, or the connection dropped. Reload the page to get the latest version; your saved changes are kept.',
  'errors.chunk.reload': 'Reload',
  'errors.page.heading': 'This page could not load',
  'errors.part.heading': 'This part of the page could not load',
  'errors.part.explanation':
    'Fleet Admin may have been updated since this tab opened, or the connection dropped. The rest of the page still works. Reload the page to get the latest version: your saved changes are kept, what you selected or typed and did not save is not.',
  'errors.crash.heading': 'Something went wrong',
  'errors.crash.explanation':
    'This screen hit an unexpected error and could not be shown. Nothing you saved was lost. Try again, or go back to the start.',
  'errors.crash.retry': 'Try again',
  'errors.toDashboard': 'Go to the dashboard',
  // == layout: end

  // == account: start
  // Sign-in screen
  'auth.login.title': 'Sign in',
  'auth.login.heading': 'Welcome to Fleet Admin',
  'auth.login.intro':
    'Sign in with your administrator Google account to manage drivers and settings.',
  'auth.login.google': 'Sign in with Google',

  // Settings screen
  'settings.title': 'Settings',
  'settings.field.name': 'Name',
  'settings.field.email': 'Email',
  'settings.field.phone': 'Phone',
  'settings.profile.title': 'Current Admin',
  'settings.profile.fallback':
    'Your profile could not be loaded, so placeholder details are shown.',
  'settings.applications.title': 'Application Settings',
  'settings.applications.label': 'Accepting Applications',
  'settings.applications.hint': 'When off, new drivers cannot apply.',
  'settings.applications.opened': 'Now accepting applications',
  'settings.applications.closed': 'Applications are now closed',
  'settings.admins.title': 'Admin Management',
  'settings.admins.add': 'Add Admin',
  'settings.admins.empty': 'No admins in the list.',
  'settings.admins.list': 'Admins',
  'settings.admins.delete': 'Delete {name}',
  'settings.admins.undo': 'Undo',
  'settings.admins.added': 'Admin added successfully',
  'settings.admins.deleted': 'Admin deleted successfully',
  'settings.admins.restored': 'Admin restored',
  'settings.admins.notRestored':
    'Could not restore the admin: an admin with this email already exists',
  'settings.admins.alreadyRemoved': '{name} was already removed',
  'contact.emptyField': 'Please fill all fields',
  'contact.nameTooLong': {
    one: 'Name must be at most {count} character',
    other: 'Name must be at most {count} characters',
  },
  'contact.invalidEmail': 'Please enter a valid email address',
  'contact.phoneWithoutDigits': 'A phone number needs at least one digit',
  'contact.phoneCharacters': 'Use only digits, spaces, +, -, ( and ) in a phone number',
  'contact.phoneTooLong': {
    one: 'Phone must be at most {count} character',
    other: 'Phone must be at most {count} characters',
  },
  'settings.admins.duplicateEmail': 'An admin with this email already exists',
  'settings.addAdmin.title': 'Add New Admin',
  'settings.addAdmin.description': 'The new admin appears in the list below.',
  'settings.deleteAdmin.title': 'Are you sure?',
  'settings.deleteAdmin.description': '{name} ({email}) will be removed from the admin list.',
  'settings.deleteAdmin.confirm': 'Delete',
  'settings.history.title': 'Change history',
  'settings.history.description': {
    one: 'The latest {count} change made in this browser, newest first.',
    other: 'The latest {count} changes made in this browser, newest first.',
  },
  'settings.history.empty':
    'No changes yet. Changes to admins, applications and drivers will show here.',
  'settings.history.list': 'Changes',

  /** The last item of a list of drivers' names, for those not named. */
  'history.moreDrivers': { one: '{count} more', other: '{count} more' },

  // Saving what admins change (lib/local-data)
  'data.storageFull': 'Could not save: this browser’s storage is full',
  'data.newerVersion':
    'Could not save: Fleet Admin was updated in another tab. Reload this page to go on.',
  'data.failed': 'Could not save the change. Please try again.',
  'data.notKept':
    'Changes can’t be saved in this browser: they are lost when you reload or close this tab.',

  // Errors of the profile call and of the API client, passed on to the caller (SPEC §8)
  'session.profileEmpty': 'The profile answer was empty',
  'session.profileIncomplete': 'The profile answer had no name or e-mail',
  'api.unreachable': 'Could not reach the server ({reason})',
  'api.sessionExpired': 'Your session has expired. Please sign in again.',
  'api.cutOff': "The server's answer was cut off (HTTP {status})",
  'api.malformed': 'The server answered with malformed JSON',
  'api.failed': 'Request failed with {status}',
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
  /** A driver with no trip yet has no rating: the cell shows a dash, read out as this. */
  'drivers.rating.none': 'No rating yet',
  'drivers.add.open': 'Add Driver',
  'drivers.id': 'ID: {id}',
  /** {trips} is the number, drawn apart from the word. */
  'drivers.trips': { one: '{trips} trip', other: '{trips} trips' },
  'drivers.table.label': 'Drivers table',
  'drivers.empty': 'No drivers found',
  'drivers.select.page': 'Select all on this page',
  'drivers.select.driver': 'Select {name}',
  'drivers.pagination.label': 'Pagination',
  /** The specified wording (SPEC §2): 'drivers' whatever the number. */
  'drivers.pagination.showing': {
    one: 'Showing {from} to {to} of {count} driver',
    other: 'Showing {from} to {to} of {count} drivers',
  },
  'drivers.pagination.previous': 'Previous',
  'drivers.pagination.next': 'Next',
  'drivers.pagination.pageOf': 'Page {page} of {pageCount}',
  'drivers.pagination.page': 'Page {page}',
  'drivers.pagination.rowsPerPage': 'Rows per page',
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
  'drivers.edit.open': 'Edit',
  'drivers.edit.title': 'Edit driver',
  'drivers.edit.description': 'Change the driver’s name, contact details or status.',
  'drivers.edit.save': 'Save',
  'drivers.edit.updated': 'Driver updated',
  'drivers.edit.undone': 'Edit undone',
  'drivers.edit.duplicateEmail': 'Another driver already has this email',
  'drivers.edit.notUndone': 'Could not undo the edit: another driver already has this email',
  'drivers.import.open': 'Import CSV',
  'drivers.history.title': 'History',
  'drivers.history.empty': 'No changes yet',
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
  'drivers.selection.notShown': { other: '{count} not shown' },
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
  'views.button': 'Views',
  'views.title': 'Saved views',
  'views.none': 'No saved views yet',
  'views.save': 'Save current view…',
  'views.rename': 'Rename view',
  'views.delete': 'Delete view',
  'views.saveTitle': 'Save current view',
  'views.saveDescription':
    'Keeps the search, status filter, sort, rows per page and columns under a name.',
  'views.renameTitle': 'Rename view',
  'views.renameDescription': 'Give the view a new name.',
  'views.name': 'Name',
  'views.saveButton': 'Save',
  'views.emptyName': 'Please enter a name',
  'views.nameTaken': 'A view with this name already exists',
  'views.nameTooLong': {
    one: 'A name can be at most {count} character',
    other: 'A name can be at most {count} characters',
  },
  'views.full': {
    one: 'You can keep up to {count} view. Delete one to save another.',
    other: 'You can keep up to {count} views. Delete one to save another.',
  },
  'views.saved': 'View saved',
  'views.renamed': 'View renamed',
  'views.deleted': 'View deleted',
  'views.restored': 'View restored',
  'views.notRestoredName': 'Could not restore the view: a view with this name already exists',
  'views.notRestoredFull': {
    one: 'Could not restore the view: you can keep up to {count} view',
    other: 'Could not restore the view: you can keep up to {count} views',
  },
  'views.cannotSave': 'This view cannot be saved',
  // == drivers: end
} as const

export default en
