import ar from '@/lib/i18n/catalogs/ar'
import arDesk from '@/lib/i18n/catalogs/ar-desk'
import arHistory from '@/lib/i18n/catalogs/ar-history'
import de from '@/lib/i18n/catalogs/de'
import deDesk from '@/lib/i18n/catalogs/de-desk'
import deHistory from '@/lib/i18n/catalogs/de-history'
import en from '@/lib/i18n/catalogs/en'
import enDesk from '@/lib/i18n/catalogs/en-desk'
import enHistory from '@/lib/i18n/catalogs/en-history'

// Each language's every text: a page's first load, and the drivers desk's and the history's, which
// the app adds when a part that shows them loads (lib/i18n/on-demand-texts.ts). Tests render those
// parts without loading them.
export const everyText = {
  en: { ...en, ...enDesk, ...enHistory },
  de: { ...de, ...deDesk, ...deHistory },
  ar: { ...ar, ...arDesk, ...arHistory },
} as const
