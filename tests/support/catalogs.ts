import ar from '@/lib/i18n/catalogs/ar'
import arDesk from '@/lib/i18n/catalogs/ar-desk'
import de from '@/lib/i18n/catalogs/de'
import deDesk from '@/lib/i18n/catalogs/de-desk'
import en from '@/lib/i18n/catalogs/en'
import enDesk from '@/lib/i18n/catalogs/en-desk'

// Each language's every text: a page's first load and the drivers desk's, which the app adds when
// a desk part loads (lib/i18n/load-catalog.ts). Tests render those parts without loading them.
export const everyText = {
  en: { ...en, ...enDesk },
  de: { ...de, ...deDesk },
  ar: { ...ar, ...arDesk },
} as const
