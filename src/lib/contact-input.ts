import type { ContactFields } from '@/lib/contact-fields'

// What a typed or imported name, e-mail and phone become before their rule is checked and they are
// saved: every form and the import alike (lib/contact-fields.ts keeps the rules).

// Any run of white space, a line break a spreadsheet cell held included: one space, as the list
// shows it anyway, so the list, Edit and search agree.
const SPACES = /\s+/g
// Arabic-Indic (U+0660…) and Persian (U+06F0…) digits, as an Arabic keyboard types them.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

const fold = (text: string) => text.replace(SPACES, ' ').trim()

// ASCII digits in place of Arabic-Indic and Persian ones: a `tel:` link and Export need them.
const asciiDigits = (text: string) =>
  text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) % 16))

/** Trimmed, each run of white space one space, the phone's digits ASCII. */
export const tidyContact = ({ name, email, phone }: ContactFields): ContactFields => ({
  name: fold(name),
  email: fold(email),
  phone: asciiDigits(fold(phone)),
})
