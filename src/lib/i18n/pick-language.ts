import {
  DEFAULT_LANGUAGE,
  languages,
  PSEUDO_LANGUAGE,
  pseudoLanguageOffered,
  type AppLanguage,
  type Language,
} from '@/config/languages'

// Which language a page is in, by the same rules in the head script, the preview server and (as
// maps) nginx: the language saved in this browser, else the first of the browser's preferred
// languages that Fleet Admin speaks, else English.

/** One of our languages for a language tag ('de-AT' → 'de'), or null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return languages.find((language) => language === primary) ?? null
}

/** A saved value counts only when it is exactly one of our languages (a cookie can hold anything). */
export function savedLanguage(saved: string | null | undefined): AppLanguage | null {
  if (saved === PSEUDO_LANGUAGE && pseudoLanguageOffered()) return PSEUDO_LANGUAGE
  return languages.find((language) => language === saved) ?? null
}

export function pickLanguage(
  saved: string | null | undefined,
  preferred: readonly string[],
): AppLanguage {
  const chosen = savedLanguage(saved)
  if (chosen) return chosen
  for (const tag of preferred) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return DEFAULT_LANGUAGE
}

/** An Accept-Language header's tags in the order sent (browsers send them by preference). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim())
    .filter(Boolean)
