import { PSEUDO_LANGUAGE } from '@/config/languages'
import { onDemandTexts } from './on-demand-texts'

// The change history's texts (catalogs/en-history.ts), loaded with the lists that show it.
export const { withTexts: withHistoryTexts } = onDemandTexts({
  en: () => import('./catalogs/en-history'),
  de: () => import('./catalogs/de-history'),
  ar: () => import('./catalogs/ar-history'),
  [PSEUDO_LANGUAGE]: import.meta.env.DEV
    ? () => import('./catalogs/pseudo-history')
    : () => import('./catalogs/en-history'),
})
