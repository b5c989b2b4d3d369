import { PSEUDO_LANGUAGE, type AppLanguage } from '@/config/languages'
import type { DeskCatalog } from './message-types'
import { addDeskTexts, currentLanguage } from './translate'

// The drivers desk's texts (catalogs/en-desk.ts), one chunk per language, loaded with its parts:
// apart from load-catalog.ts, so pages that show none of them carry none of this either.
const deskCatalogs: Record<AppLanguage, () => Promise<{ default: DeskCatalog }>> = {
  en: () => import('./catalogs/en-desk'),
  de: () => import('./catalogs/de-desk'),
  ar: () => import('./catalogs/ar-desk'),
  [PSEUDO_LANGUAGE]: import.meta.env.DEV
    ? () => import('./catalogs/pseudo-desk')
    : () => import('./catalogs/en-desk'),
}

let deskTexts: Promise<void> | undefined

/** The drivers desk's texts in the page's language, added once; a failed fetch is tried again. */
export function loadDeskTexts(): Promise<void> {
  deskTexts ??= deskCatalogs[currentLanguage()]().then(
    ({ default: desk }) => addDeskTexts(desk),
    (error: unknown) => {
      deskTexts = undefined
      throw error
    },
  )
  return deskTexts
}

/** A part of the drivers desk and its texts, fetched side by side: it draws once both are here. */
export async function withDeskTexts<M>(part: Promise<M>): Promise<M> {
  const [module] = await Promise.all([part, loadDeskTexts()])
  return module
}
