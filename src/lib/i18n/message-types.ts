import type en from './catalogs/en'
import type enDesk from './catalogs/en-desk'
import type enHistory from './catalogs/en-history'

// The shape of the catalogs. English (catalogs/en.ts) is the source: its keys are the message keys,
// and the `{name}` placeholders in its texts are each message's parameters, checked by TypeScript.

/** A text that changes with a number: Intl.PluralRules picks the form, `other` when one is missing. */
export type PluralMessage = { readonly other: string } & Partial<
  Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>
>
export type Message = string | PluralMessage

/** The `{name}` placeholders of a text, as a union of names. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never

type TextsOf<M> = M extends string ? M : M[keyof M] & string

/**
 * Every English message: a page's first load (en.ts), and on demand the drivers desk's (en-desk.ts)
 * and the change history's (en-history.ts).
 */
export type EnglishCatalog = typeof en & typeof enDesk & typeof enHistory
export type MessageKey = keyof EnglishCatalog

/** A plural message's `count` is the number that picks its form; other values are text or numbers. */
export type MessageParams<Key extends MessageKey> = {
  [
    Name in
      | PlaceholdersOf<TextsOf<EnglishCatalog[Key]>>
      | (EnglishCatalog[Key] extends string ? never : 'count')
  ]: Name extends 'count' ? number : string | number
}

/** `t(key)` for a message without parameters, `t(key, params)` for one with. */
export type ParamsArgument<Key extends MessageKey> = [keyof MessageParams<Key>] extends [never]
  ? []
  : [params: MessageParams<Key>]

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never

/** A text that holds every placeholder of the English one (the catalog test checks the forms). */
type TextWith<Names extends string> = [Names] extends [never]
  ? string
  : UnionToIntersection<Names extends string ? `${string}{${Names}}${string}` : never>

/** Another language's catalog: every English key, each text with the English one's placeholders. */
export type Translation = TranslationOf<keyof typeof en>
/** Another language's desk texts (en-desk.ts), by the same rules. */
export type DeskTranslation = TranslationOf<keyof typeof enDesk>
/** Another language's change history texts (en-history.ts), by the same rules. */
export type HistoryTranslation = TranslationOf<keyof typeof enHistory>

type TranslationOf<Keys extends MessageKey> = {
  readonly [Key in Keys]: EnglishCatalog[Key] extends string
    ? TextWith<PlaceholdersOf<EnglishCatalog[Key]>>
    : { readonly other: TextWith<PlaceholdersOf<TextsOf<EnglishCatalog[Key]>>> } & Partial<
        Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>
      >
}

/** Any language's messages, as the translating functions read them: a page's first load... */
export type Catalog = { readonly [Key in keyof typeof en]: Message }
/** ...and the drivers desk's, added when a part that shows them loads... */
export type DeskCatalog = { readonly [Key in keyof typeof enDesk]: Message }
/** ...and the change history's, added when a list that shows it loads. */
export type HistoryCatalog = { readonly [Key in keyof typeof enHistory]: Message }
