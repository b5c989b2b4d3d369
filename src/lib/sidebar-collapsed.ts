import * as localKeys from '@/config/stored-names/local-keys'
import { plainTextCodec, type LocalValue } from '@/lib/storage/local-value'

/** On <html>, set before paint by the head script; the `sidebar-collapsed:` variant reads it. */
export const SIDEBAR_COLLAPSED_ATTRIBUTE = 'data-sidebar-collapsed'

/** The desktop sidebar's width, saved as plain 'true' or 'false'; expanded unless saved. */
export const savedSidebarCollapsed: LocalValue<boolean> = {
  key: localKeys.sidebarCollapsed,
  codec: plainTextCodec(true, false),
  fallback: () => false,
  show: (collapsed) =>
    document.documentElement.toggleAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE, collapsed),
}
