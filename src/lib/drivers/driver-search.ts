import type { Driver } from './drivers-data'

/** The longest search the box takes, in UTF-16 units (its maxLength); a URL's is cut to it. */
export const MAX_SEARCH_LENGTH = 200

/**
 * A driver as the search reads it: folded name, e-mail and phone in one text (one scan per word),
 * where the phone starts in it, and the phone's digits.
 */
type FoldedDriver = { text: string; phoneStart: number; phoneDigits: string }

/** Words that match against the text; a run of phone-like words matches as one number. */
type ParsedSearch = { words: string[]; numbers: { digits: string; words: string[] }[] }

const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/
const MARKS = /\p{M}/gu
const FINAL_SIGMA = /ς/g
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
const PHONE_WORD = /^[\d+().-]*\d[\d+().-]*$/
const NON_DIGITS = /\D/g

/**
 * Lower case without accents (`García` → `garcia`), compatibility forms as their plain letters
 * (full-width `５`, `ﬁ`), Arabic-Indic digits as 0–9, final sigma as sigma.
 */
export function foldText(text: string): string {
  if (!NOT_PLAIN_ASCII.test(text)) return text.toLowerCase()
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(FINAL_SIGMA, 'σ')
    .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
}

// Folding 100 000 names on every keystroke is too slow, so each driver is folded once. A changed
// driver is a new object: it alone is folded afresh, and its old text goes with the old object.
const foldedDrivers = new WeakMap<Driver, FoldedDriver>()
// Looking 100 000 drivers up in that map takes longer than the search itself; one list, one lookup.
const foldedLists = new WeakMap<readonly Driver[], readonly FoldedDriver[]>()

function foldDriver(driver: Driver): FoldedDriver {
  let text = foldedDrivers.get(driver)
  if (!text) {
    const nameAndEmail = `${foldText(driver.name)}\n${foldText(driver.email)}\n`
    const phone = foldText(driver.phone)
    text = {
      text: nameAndEmail + phone,
      phoneStart: nameAndEmail.length,
      phoneDigits: phone.replace(NON_DIGITS, ''),
    }
    foldedDrivers.set(driver, text)
  }
  return text
}

function foldedList(drivers: readonly Driver[]): readonly FoldedDriver[] {
  let list = foldedLists.get(drivers)
  if (!list) foldedLists.set(drivers, (list = drivers.map(foldDriver)))
  return list
}

/**
 * The search's words, folded. Adjacent words of digits and phone punctuation (`+1 (555) 891-9`)
 * form one number, so `555 8919` means those digits in a row, not two numbers anywhere.
 */
export function parseSearch(search: string): ParsedSearch {
  const parsed: ParsedSearch = { words: [], numbers: [] }
  let number: ParsedSearch['numbers'][number] | null = null
  for (const word of foldText(search).split(/\s+/)) {
    if (!word) continue
    if (!PHONE_WORD.test(word)) {
      parsed.words.push(word)
      number = null
    } else if (number) {
      number.digits += word.replace(NON_DIGITS, '')
      number.words.push(word)
    } else {
      number = { digits: word.replace(NON_DIGITS, ''), words: [word] }
      parsed.numbers.push(number)
    }
  }
  return parsed
}

function matches({ words, numbers }: ParsedSearch, driver: FoldedDriver): boolean {
  const { text, phoneStart, phoneDigits } = driver
  for (const word of words) if (!text.includes(word)) return false
  // A number's digits are in the phone, ignoring spaces, dashes and `+`; or each of its words is
  // in the name or e-mail (`lopez 10`), never scattered over the phone (`555 891` is not 555-1891).
  for (const number of numbers) {
    if (phoneDigits.includes(number.digits)) continue
    for (const word of number.words) {
      // Words hold no line break, so the first place one is found says which field holds it.
      const at = text.indexOf(word)
      if (at === -1 || at >= phoneStart) return false
    }
  }
  return true
}

/**
 * The search as a test of the driver at an index of the list: every word typed somewhere in its
 * name, e-mail or phone, in any order, without regard to case or accents; numbers by the phone's
 * digits. Null for a blank search, which every driver passes.
 */
export function driverSearchMatcher(
  drivers: readonly Driver[],
  search: string,
): ((index: number) => boolean) | null {
  const parsed = parseSearch(search)
  if (parsed.words.length === 0 && parsed.numbers.length === 0) return null
  const folded = foldedList(drivers)
  return (index) => matches(parsed, folded[index])
}

/** The search as a test of one driver, wherever it sits; null for a blank search. */
export function searchMatcher(search: string): ((driver: Driver) => boolean) | null {
  const parsed = parseSearch(search)
  if (parsed.words.length === 0 && parsed.numbers.length === 0) return null
  return (driver) => matches(parsed, foldDriver(driver))
}
