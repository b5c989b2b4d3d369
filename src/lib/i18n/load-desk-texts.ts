import { PSEUDO_LANGUAGE } from '@/config/languages'
import { onDemandTexts } from './on-demand-texts'

// The drivers desk's texts (catalogs/en-desk.ts), loaded with its dialogs, panel and selection bar.
export const { load: loadDeskTexts, withTexts: withDeskTexts } = onDemandTexts({
  en: () => import('./catalogs/en-desk'),
  de: () => import('./catalogs/de-desk'),
  ar: () => import('./catalogs/ar-desk'),
  [PSEUDO_LANGUAGE]: import.meta.env.DEV
    ? () => import('./catalogs/pseudo-desk')
    : () => import('./catalogs/en-desk'),
})
