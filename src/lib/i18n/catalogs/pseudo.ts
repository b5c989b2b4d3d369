import type { Catalog, Message } from '../message-types'
import en from './en'

// The pseudo-language (config/languages.ts): each English text accented, 40 % longer and in
// brackets; `{placeholders}` are kept as they are, so the texts still take their values.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouyAEIOUYcnsCNS'].map((letter, at) => [letter, [...'àéîöûýÀÉÎÖÛÝçñšÇÑŠ'][at]]),
)

export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((piece) => (piece.startsWith('{') ? piece : piece.replace(/./g, (c) => ACCENTED[c] ?? c)))
    .join('')
  const padding = '·'.repeat(Math.ceil(text.replace(/\{\w+\}/g, '').length * 0.4))
  return `[${accented}${padding}]`
}

const pseudoMessage = (message: Message): Message =>
  typeof message === 'string'
    ? pseudoText(message)
    : (Object.fromEntries(
        Object.entries(message).map(([form, text]) => [form, pseudoText(text)]),
      ) as Message)

/** Every message of an English catalog, in the pseudo-language. */
export const pseudoCatalog = <C extends object>(english: C): C =>
  Object.fromEntries(
    Object.entries(english).map(([key, message]) => [key, pseudoMessage(message as Message)]),
  ) as C

const pseudo: Catalog = pseudoCatalog(en)

export default pseudo
