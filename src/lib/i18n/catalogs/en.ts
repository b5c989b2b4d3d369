/** English: the specified wording. The source of the message keys and their `{placeholders}`. */
const en = {
  // == app: start
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
  'layout.signingOut': 'Signing out…',
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
  'screens.signIn': 'Sign in',
  'screens.notFound': 'Page not found',

  'ui.close': 'Close',
  'ui.cancel': 'Cancel',
  'ui.notifications': 'Notifications',

  'palette.title': 'Command palette',
  'palette.label': 'Search screens, actions and drivers',
  'palette.placeholder': 'Type a command or search drivers...',
  'palette.results': 'Results',
  'palette.empty': 'No results for “{query}”',
  'palette.help': '↑↓ to move · Enter to choose · {shortcut} to open anywhere',
  'palette.groups.screens': 'Screens',
  'palette.groups.actions': 'Actions',
  'palette.groups.drivers': 'Drivers',
  'palette.groups.account': 'Account',
  /** More words each command answers to when typed in the palette (lower case). */
  'palette.theme.keywords': 'toggle theme dark light mode',
  'palette.sidebar.keywords': 'toggle sidebar collapse expand menu',
  'palette.shortcuts.keywords': 'help keys',
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
  'errors.crash.heading': 'Something went wrong',
  'errors.crash.explanation':
    'This screen hit an unexpected error and could not be shown. Nothing you saved was lost. Try again, or go back to the start.',
  'errors.crash.retry': 'Try again',
  'errors.toDashboard': 'Go to the dashboard',
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  // == drivers: end
} as const

export default en
