import { PSEUDO_LANGUAGE, type AppLanguage } from '@/config/languages'
import type { Catalog } from './message-types'

// One chunk per language, loaded before the first render: no page loads another language's texts.
const catalogs: Record<AppLanguage, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en'),
  de: () => import('./catalogs/de'),
  ar: () => import('./catalogs/ar'),
  // Decided here, at build time, so a release build drops the chunk.
  [PSEUDO_LANGUAGE]: import.meta.env.DEV
    ? () => import('./catalogs/pseudo')
    : () => import('./catalogs/en'),
}

export async function loadCatalog(language: AppLanguage): Promise<Catalog> {
  return (await catalogs[language]()).default
}
