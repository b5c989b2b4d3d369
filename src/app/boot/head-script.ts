/*
 * Runs in <head> before the first paint: scripts/vite-plugins.ts bundles it into every page
 * (allowed by its hash in the page's CSP). It must stay small and fast.
 */
import { paths } from '@/config/paths'
import { savedSidebarCollapsed } from '@/lib/sidebar-collapsed'
import * as cookieNames from '@/config/stored-names/cookie-names'
import { savedHiddenColumns } from '@/lib/drivers/driver-columns'
import { savedDriversSummary } from '@/lib/local-data/summary'
import { showUrlInToolbar } from './toolbar-from-url'
import { directionOf } from '@/config/languages'
import { pickLanguage } from '@/lib/i18n/pick-language'
import { rememberReturnPath, takeReturnToCookie } from '@/lib/session/return-to'
import { readCookie } from '@/lib/cookies'
import { hasSignInHint, setSignInHint } from '@/lib/session/sign-in-hint'
import { readLocalValue, showLocalValue } from '@/lib/storage/local-value'
import { savedTheme } from '@/lib/theme/theme'
import { captureEarlyEvents } from './capture-early-events'
import { showPageFailed } from './page-failed'
import { showDriverTotal } from './driver-total'
import { isDashboardScreen, isSignInReturn, staleMarkup } from './stale-markup'

const root = document.documentElement

// The theme, sidebar width and drivers' columns, as attributes CSS draws from (the markup is
// everyone's), read by the same rules as the app's stores: a saved choice, else the light theme
// (the spec's default, whatever the system prefers), an open sidebar and the columns the drivers
// table fits.
showLocalValue(savedTheme)
showLocalValue(savedSidebarCollapsed)
showLocalValue(savedHiddenColumns)

// The language: saved in this browser, else the browser's preferred one we speak, else English.
// nginx served the page already in it; a plain static host serves English, drawn anew (below).
const language = pickLanguage(
  readCookie(cookieNames.language, document.cookie),
  navigator.languages,
  import.meta.env.DEV,
)
const otherLanguage = root.lang !== language
root.lang = language
root.dir = directionOf(language)

// Where nginx noted a signed-out visitor was going when it sent them here.
takeReturnToCookie()

// The server says the sign-in succeeded: from now on this browser is signed in, whatever the first
// profile call answers, until a logout or a failed refresh (docs/decisions/0036-sign-in-hint.md).
if (isSignInReturn(location.search)) setSignInHint()

if (isDashboardScreen(root.dataset, location.pathname) && !hasSignInHint()) {
  // Signed out: to the login before anything of the dashboard paints, back here after signing in.
  // The page stops here, its markup, scripts and preloads never read, so none of it runs or loads.
  rememberReturnPath(location)
  stop()
  location.replace(paths.login)
} else {
  // Hidden (index.css) until src/main.tsx has drawn what the URL and the saved drivers ask for.
  // The drivers are in the local database, which cannot be read before paint: its summary says
  // whether they differ from the markup's and how many there are (lib/local-data/summary.ts).
  const driversPage = root.dataset.page === paths.drivers
  const summary = driversPage ? readLocalValue(savedDriversSummary) : undefined
  if (summary?.changed) showDriverTotal(document, summary.count)
  // No summary: nothing is known, so the count waits for the app too (first-paint.css).
  if (summary === null) root.dataset.driversUnknown = ''
  const driversChanged = summary === null || !!summary?.changed
  const stale =
    otherLanguage && root.dataset.page
      ? 'page'
      : staleMarkup(root.dataset, location, driversChanged)
  if (stale) root.dataset.pending = stale
  // The rows wait for the app; the toolbar shows the URL's search, filter and sort at once.
  if (stale === 'view') showUrlInToolbar(document, location.search)
  const earlyEvents = (window.fleetAdminEarlyEvents = captureEarlyEvents(document))
  // The page's code failing to load leaves nothing to draw it or to release what is held: the
  // page says so at once (not after a wait, which a slow network would reach), with Reload.
  const failed = () => showPageFailed(document, earlyEvents)
  // The entry script's error (errors do not bubble: caught on the way down) comes for its own
  // fetch and for any module it imports; an image's, a preload's or a stylesheet's is not fatal.
  addEventListener(
    'error',
    (event) => (event.target as Element).tagName === 'SCRIPT' && failed(),
    true,
  )
  // A page that works without its code (the login screen) starts it once it has painted. Failing
  // to load it is a network error, as for a script tag: the page works on as it is, unless hidden
  // (then started once parsed, as a module script runs, so that the failure has its message).
  const app = root.dataset.app
  const startApp = () => void import(/* @vite-ignore */ app!).catch(() => stale && failed())
  if (app) {
    if (stale) addEventListener('DOMContentLoaded', startApp)
    else requestAnimationFrame(() => setTimeout(startApp))
  }
}
