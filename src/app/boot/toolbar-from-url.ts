import { sortValue } from '@/lib/drivers/drivers-sort'
import { parseToolbarParams } from '@/lib/drivers/drivers-url-state'
import { fillAsParsed } from './as-parsed'
import { URL_FIELD_ATTRIBUTE, type ToolbarField } from '@/lib/start/first-paint'

type Field = HTMLInputElement | HTMLSelectElement

/**
 * Run by the head script on a prerendered drivers page whose URL has a query: fills the toolbar's
 * search, filter and sort with the URL's values as the parser adds them, before they paint (an
 * observer's callback runs before the browser renders). The rows stay hidden until the app draws
 * them (index.css); what is typed or chosen here before then is the visitor's and stays.
 */
export function showUrlInToolbar(doc: Document, search: string): void {
  const query = parseToolbarParams(new URLSearchParams(search))
  const values: Record<ToolbarField, string> = {
    search: query.search,
    status: query.status,
    sort: sortValue(query.sort),
  }
  fillAsParsed<Field>(doc, `[${URL_FIELD_ATTRIBUTE}]`, (field) => {
    const value = values[field.getAttribute(URL_FIELD_ATTRIBUTE) as ToolbarField]
    // A select's option may not be parsed yet: filled once it is.
    const ready =
      !(field instanceof HTMLSelectElement) ||
      [...field.options].some((option) => option.value === value)
    if (ready) field.value = value
    return ready
  })
}
