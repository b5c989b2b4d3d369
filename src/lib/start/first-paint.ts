import type { Message } from '@/lib/i18n/message-types'

// What the head script may do to a prerendered screen before the app runs, which the screen says
// by spreading these props onto its elements, and in no other way. index.css and
// toolbar-from-url.ts read them; the head script acts only while <html data-pending="view">.

/** The field of the drivers toolbar a prop names: the part of the URL's query it shows. */
export type ToolbarField = 'search' | 'status' | 'sort'

export const URL_FIELD_ATTRIBUTE = 'data-url-field'
export const DRIVER_TOTAL_ATTRIBUTE = 'data-driver-total'

export const firstPaint = {
  /** Hidden while the markup's content is not the URL's (the plain list, for a link's query). */
  hiddenUntilDrawn: { 'data-url-view': '' },
  /** In that content's place meanwhile ("Loading..."), and hidden once the app has drawn it. */
  shownUntilDrawn: { 'data-url-loading': '' },
  /** Filled with the URL's value as the parser adds it, before it paints. */
  filledFromUrl: (field: ToolbarField) => ({ [URL_FIELD_ATTRIBUTE]: field }),
  /**
   * Worded again with the number of drivers this browser has (added or removed some): carries
   * every form of the message, for the count's plural form. Keeps its text while hydrating.
   */
  countedFromSaved: (message: Message) => ({
    [DRIVER_TOTAL_ATTRIBUTE]: JSON.stringify(message),
    suppressHydrationWarning: true,
  }),
} as const
