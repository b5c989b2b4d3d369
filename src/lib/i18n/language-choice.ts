import { cookieNames } from '@/config/cookies'
import type { AppLanguage } from '@/config/languages'
import { writeCookie } from '@/lib/session/sign-in-hint'

// The language chosen in this browser lives in a cookie of the app's own, so nginx can serve the
// page already in it (the head script reads it too); a localStorage entry tells other tabs.

const CHANGED_KEY = 'fleet-admin:language'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** Saves the choice and reloads: the page is drawn in one language from its first frame. */
export function chooseLanguage(language: AppLanguage, reload = () => location.reload()): void {
  writeCookie(cookieNames.language, language, ONE_YEAR_SECONDS)
  try {
    localStorage.setItem(CHANGED_KEY, language)
  } catch {
    // Storage blocked: other tabs change language when they are next opened.
  }
  reload()
}

/** Another tab chose a language: this one reloads into it as well. */
export function followLanguageChoice(current: AppLanguage, reload = () => location.reload()): void {
  window.addEventListener('storage', (event) => {
    if (event.key === CHANGED_KEY && event.newValue && event.newValue !== current) reload()
  })
}
