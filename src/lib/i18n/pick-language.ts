// Relative imports: the preview server (scripts/vite-plugins.ts) runs this in Node, without the @ alias.
import {
  DEFAULT_LANGUAGE,
  languages,
  PSEUDO_LANGUAGE,
  type AppLanguage,
  type Language,
} from '../../config/languages'

// Which language a page is in, by the same rules in the head script, the preview server and (as
// maps) nginx: the language saved in this browser, else the first of the browser's preferred
// languages that Fleet Admin speaks, else English.

/** One of our languages for a language tag ('de-AT' → 'de'), or null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return languages.find((language) => language === primary) ?? null
}

/**
 * A saved value counts only when it is exactly one of our languages (a cookie can hold anything);
 * the pseudo-language only where it is offered (development and the test build).
 */
export function savedLanguage(saved: string | null | undefined, pseudoOffered = false) {
  if (saved === PSEUDO_LANGUAGE && pseudoOffered) return PSEUDO_LANGUAGE
  return languages.find((language) => language === saved) ?? null
}

export function pickLanguage(
  saved: string | null | undefined,
  preferred: readonly string[],
): Language
export function pickLanguage(
  saved: string | null | undefined,
  preferred: readonly string[],
  pseudoOffered: boolean,
): AppLanguage
export function pickLanguage(
  saved: string | null | undefined,
  preferred: readonly string[],
  pseudoOffered = false,
): AppLanguage {
  const chosen = savedLanguage(saved, pseudoOffered)
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
