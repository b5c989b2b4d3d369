/** The languages Fleet Admin speaks; English is the specification's wording and the default. */
export const languages = ['en', 'de', 'ar'] as const
export type Language = (typeof languages)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * A made-up language for development and the test build: every English text, accented, bracketed
 * and 40 % longer, so untranslated text and text that overflows stand out. Never in a release.
 */
export const PSEUDO_LANGUAGE = 'en-XA'
export type AppLanguage = Language | typeof PSEUDO_LANGUAGE

/** Each language in its own name, as the language control offers it. */
export const languageNames: Record<AppLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  ar: 'العربية',
  [PSEUDO_LANGUAGE]: '[Ƥšéûðö]',
}

export const directionOf = (language: AppLanguage): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr'
