/** English: the specified wording. The source of the message keys and their `{placeholders}`. */
const en = {
  // == app: start
  'app.description': 'Fleet Admin: the administrator area of the delivery service.',
  /** The language control's name: "Language" stays in every language, for who landed in the wrong one. */
  'language.label': 'Language',
  // == app: end

  // == layout: start
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
  'settings.loading': 'Loading...',
  'settings.cancel': 'Cancel',
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
  'settings.admins.emptyField': 'Please fill all fields',
  'settings.admins.nameTooLong': {
    one: 'Name must be at most {count} character',
    other: 'Name must be at most {count} characters',
  },
  'settings.admins.invalidEmail': 'Please enter a valid email address',
  'settings.admins.phoneWithoutDigits': 'A phone number needs at least one digit',
  'settings.admins.phoneCharacters': 'Use only digits, spaces, +, -, ( and ) in a phone number',
  'settings.admins.phoneTooLong': {
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

  // Change history: sentences made when shown, so each reads in the page's language
  'history.adminAdded': '{by} added admin {subject}',
  'history.adminDeleted': '{by} deleted admin {subject}',
  'history.adminRestored': '{by} restored admin {subject}',
  'history.applicationsOpened': '{by} opened applications',
  'history.applicationsClosed': '{by} closed applications',
  'history.driversActivated': '{by} activated {drivers}',
  'history.driversDeactivated': '{by} deactivated {drivers}',
  /** The last item of a list of drivers' names, for those not named. */
  'history.moreDrivers': { one: '{count} more', other: '{count} more' },
  'history.justNow': 'just now',

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
  // == drivers: end
} as const

export default en
