// Every name the app stores something under in this browser. Names in use keep their names: they
// name what admins have saved, `theme` is the spec's, nginx reads the cookies before any code runs
// and the head script reads several keys before the first paint. A new name is
// `fleet-admin:<name>:v1`, with v2 when what it holds changes shape.

/** localStorage keys: kept until cleared, shared by every open tab (lib/storage/local-store.ts). */
export const localKeys = {
  theme: 'theme',
  sidebarCollapsed: 'sidebar-collapsed',
  /** The last language chosen in any tab; the cookie below is what pages are served by. */
  language: 'fleet-admin:language',
  admins: 'fleet-admin:admins:v1',
  applications: 'fleet-admin:applications:v1',
  history: 'fleet-admin:history:v1',
  driverColumns: 'fleet-admin:driver-columns:v1',
  savedViews: 'fleet-admin:views:v1',
  driverStatuses: 'fleet-admin:driver-statuses:v1',
  driverDetails: 'fleet-admin:driver-details:v1',
  /** When this browser last logged out: written so that the other open tabs leave too. */
  loggedOut: 'fleet-admin:logged-out:v1',
} as const

/** sessionStorage keys: one tab's, for its next page. */
export const sessionKeys = {
  /** The path a lost session left: it stays with that tab and ends with it (return-to.ts). */
  returnTo: 'fleet-admin:return-to',
  /** Why the login shows: only for the next page of the tab whose session ended. */
  sessionExpired: 'fleet-admin:session-expired',
  /** When this tab last reloaded for a new build (stale-build.ts). */
  reloadedForNewBuild: 'fleet-admin:reloaded-for-new-build',
} as const

/** Cookies the app itself reads and writes; deploy/nginx.conf.template reads them by these names too. */
export const cookieNames = {
  /** The sign-in hint (lib/session/sign-in-hint.ts): this browser was signed in. */
  signInHint: 'fleet_admin_signed_in',
  /** Where nginx sent a signed-out visitor from (lib/session/return-to.ts). */
  returnTo: 'fleet_admin_return_to',
  /** The language chosen in this browser (lib/i18n/language-choice.ts): nginx serves its pages. */
  language: 'fleet_admin_language',
} as const
