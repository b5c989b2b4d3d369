import { languages, PSEUDO_LANGUAGE, type AppLanguage } from '@/config/languages'
import * as cookieNames from '@/config/stored-names/cookie-names'
import * as localKeys from '@/config/stored-names/local-keys'
import { writeCookie } from '@/lib/cookies'
import { createLocalStore } from '@/lib/storage/local-store'
import { plainTextCodec } from '@/lib/storage/local-value'
import { currentLanguage } from './translate'

// The language chosen in this browser lives in a cookie of the app's own, so nginx can serve the
// page already in it (the head script reads it too); a saved value tells other tabs.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The last language chosen in any tab (nothing saved: the one this page shows). */
const lastChoice = createLocalStore<AppLanguage>({
  key: localKeys.language,
  codec: plainTextCodec<AppLanguage>(...languages, PSEUDO_LANGUAGE),
  fallback: currentLanguage,
})

/** Saves the choice and reloads: the page is drawn in one language from its first frame. */
export function chooseLanguage(language: AppLanguage, reload = () => location.reload()): void {
  writeCookie(cookieNames.language, language, ONE_YEAR_SECONDS)
  lastChoice.set(language)
  reload()
}

/** Another tab chose another language: this one reloads into it as well. */
export function followLanguageChoice(reload = () => location.reload()): void {
  lastChoice.get() // the store listens to other tabs from its first read
  lastChoice.subscribe((fromAnotherTab) => {
    if (fromAnotherTab && lastChoice.get() !== currentLanguage()) reload()
  })
}
