import { DEFAULT_LANGUAGE, type AppLanguage } from '@/config/languages'
import type {
  Catalog,
  DeskCatalog,
  HistoryCatalog,
  Message,
  MessageKey,
  MessageParams,
  ParamsArgument,
} from './message-types'

// The page's one language: set once before the first render (src/main.tsx, the prerender, the
// tests' setup) and never changed while the page lives; choosing another language reloads it.
let language: AppLanguage = DEFAULT_LANGUAGE
let messages: Partial<Catalog & DeskCatalog & HistoryCatalog> | undefined

export function setCatalog(nextLanguage: AppLanguage, catalog: Catalog): void {
  language = nextLanguage
  messages = catalog
  formatters.clear()
}

/** Adds texts loaded on demand (the drivers desk's, the history's), in the page's language. */
export function addTexts(texts: DeskCatalog | HistoryCatalog): void {
  messages = { ...messages, ...texts }
}

/**
 * The message under `key`. A text loaded on demand asked for before the part that shows it loaded
 * would be a mistake: scripts/check-messages.ts refuses a module that names one and can run first.
 */
function messageFor(key: MessageKey): Message {
  if (!messages) throw new Error(`No catalog is loaded to translate "${key}"`)
  const message = messages[key]
  if (message === undefined) throw new Error(`"${key}" is loaded on demand, and not loaded yet`)
  return message
}

/** The page's language, for `lang` attributes and for Intl. */
export const currentLanguage = (): AppLanguage => language

/** Intl's formatters, made once per kind, language and options: they are slow to make. */
const formatters = new Map<string, unknown>()
function formatter<F, Options extends object>(
  Kind: new (language: string, options?: Options) => F,
  options?: Options,
): F {
  const id = `${Kind.name}:${JSON.stringify(options ?? {})}`
  let made = formatters.get(id) as F | undefined
  if (!made) formatters.set(id, (made = new Kind(language, options)))
  return made
}

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  formatter(Intl.NumberFormat, options).format(value)

export const formatDate = (value: Date | number, options?: Intl.DateTimeFormatOptions): string =>
  formatter(Intl.DateTimeFormat, options).format(value)

export const formatList = (items: readonly string[], options?: Intl.ListFormatOptions): string =>
  formatter(Intl.ListFormat, options).format(items)

export const formatRelativeTime = (
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  options?: Intl.RelativeTimeFormatOptions,
): string => formatter(Intl.RelativeTimeFormat, options).format(value, unit)

const pluralRules = () => formatter(Intl.PluralRules)

/** The text of a message in the page's language, its `{placeholders}` filled in. */
export function t<Key extends MessageKey>(key: Key, ...[params]: ParamsArgument<Key>): string {
  const values = (params ?? {}) as Record<string, string | number>
  return fill(pick(messageFor(key), values.count), values)
}

/** Only a number is counted: a count given as text takes the `other` form. */
const pick = (message: Message, count: unknown): string =>
  pickForm(message, typeof count === 'number' ? pluralRules().select(count) : 'other')

/** The message's text for a plural category (`one`, `few`…): `other` when it has none of its own. */
export const pickForm = (message: Message, form: Intl.LDMLPluralRule): string =>
  typeof message === 'string' ? message : (message[form] ?? message.other)

/** A message as it is in the catalog, every form of it: for the head script to word before paint. */
export const messageOf = (key: MessageKey): Message => messageFor(key)

/** Numbers in the page's language's digits and separators (4.8 → "4,8" in German). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) return placeholder
    return typeof value === 'number' ? formatNumber(value) : value
  })

/**
 * A message with parts that are not text (a link, a <kbd>) in place of its placeholders, in the
 * language's own order: `tParts('key', { link: <a/> })` → ['Open ', <a/>, ' now'].
 */
export function tParts<Key extends MessageKey, Part>(
  key: Key,
  parts: Record<keyof MessageParams<Key> & string, Part | string | number>,
): (string | Part)[] {
  const values = parts as Record<string, Part | string | number>
  return pick(messageFor(key), values.count)
    .split(/\{(\w+)\}/)
    .map((piece, index) => {
      if (index % 2 === 0) return piece
      const value = values[piece]
      return typeof value === 'number' ? formatNumber(value) : (value ?? `{${piece}}`)
    })
    .filter((piece) => piece !== '')
}
