import type { AppLanguage } from '@/config/languages'
import type { DeskCatalog, HistoryCatalog } from './message-types'
import { addTexts, currentLanguage } from './translate'

type Texts = DeskCatalog | HistoryCatalog

/**
 * Texts of parts loaded on first use (catalogs/*-desk.ts, *-history.ts): one chunk per language,
 * fetched beside the part that shows them, so pages that show none of them carry none either.
 */
export function onDemandTexts(catalogs: Record<AppLanguage, () => Promise<{ default: Texts }>>) {
  let loading: Promise<void> | undefined

  /** The texts in the page's language, added once; a failed fetch is tried again. */
  function load(): Promise<void> {
    loading ??= catalogs[currentLanguage()]().then(
      ({ default: texts }) => addTexts(texts),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** A part and its texts, fetched side by side: it draws once both are here. */
  async function withTexts<M>(part: Promise<M>): Promise<M> {
    const [module] = await Promise.all([part, load()])
    return module
  }

  return { load, withTexts }
}
