// The registry of every name the app stores something under in this browser: localStorage keys
// here, sessionStorage keys (session-keys.ts), cookies (cookie-names.ts) and IndexedDB databases
// namespace (`import * as localKeys`), so the head script bundles only the names it reads. Names
// in use keep their names: they name what admins have saved, `theme` is the spec's, nginx reads
// the cookies before any code runs and the head script reads several keys before the first paint.
// A new name is `fleet-admin:<name>:v1`, with v2 when what it holds changes shape.

// localStorage keys: kept until cleared, and shared by every open tab (lib/storage/local-store.ts).
export const theme = 'theme'
export const sidebarCollapsed = 'sidebar-collapsed'
/** The last language chosen in any tab; pages are served by its cookie (cookie-names.ts). */
export const language = 'fleet-admin:language'
export const driverColumns = 'fleet-admin:driver-columns:v1'
/** What the head script paints of the drivers before the local database is read (lib/local-data). */
export const driversSummary = 'fleet-admin:drivers-summary:v1'

// The first version's data, now in the local database (IndexedDB, lib/local-data): read once, or
// again when a tab of that version writes them, moved in, then removed.
export const admins = 'fleet-admin:admins:v1'
export const applications = 'fleet-admin:applications:v1'
export const history = 'fleet-admin:history:v1'
export const savedViews = 'fleet-admin:views:v1'
export const driverStatuses = 'fleet-admin:driver-statuses:v1'
export const driverDetails = 'fleet-admin:driver-details:v1'
/** The drivers added and removed in this browser, and the next id to give out. */
export const driverRoster = 'fleet-admin:driver-roster:v1'
/** When this browser last logged out: written so that the other open tabs leave too. */
export const loggedOut = 'fleet-admin:logged-out:v1'
/** When a tab last refreshed the session: a tab waiting to refresh after it repeats its call instead. */
export const sessionRefreshed = 'fleet-admin:session-refreshed:v1'
