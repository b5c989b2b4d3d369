import type { Message } from '@/lib/i18n/message-types'
import { pickForm } from '@/lib/i18n/translate'
import { fillAsParsed } from './as-parsed'
import { DRIVER_TOTAL_ATTRIBUTE } from '@/lib/start/first-paint'

/**
 * Run by the head script on a prerendered drivers page when drivers were added or removed in this
 * browser: words the title's `(50 total)` again with `count` before it paints, in the page's
 * language, as t() would (the count's plural form, the language's digits).
 */
export function showDriverTotal(doc: Document, count: number): void {
  const language = doc.documentElement.lang
  fillAsParsed<HTMLElement>(doc, `[${DRIVER_TOTAL_ATTRIBUTE}]`, (element) => {
    const message = JSON.parse(element.getAttribute(DRIVER_TOTAL_ATTRIBUTE)!) as Message
    const text = pickForm(message, new Intl.PluralRules(language).select(count))
    element.textContent = text.replace('{count}', new Intl.NumberFormat(language).format(count))
    return true
  })
}
