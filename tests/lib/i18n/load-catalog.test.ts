import { describe, expect, it } from 'vitest'
import ar from '@/lib/i18n/catalogs/ar'
import de from '@/lib/i18n/catalogs/de'
import en from '@/lib/i18n/catalogs/en'
import pseudo from '@/lib/i18n/catalogs/pseudo'
import { loadCatalog } from '@/lib/i18n/load-catalog'

describe('loadCatalog', () => {
  it('loads each language its own catalog', async () => {
    expect(await loadCatalog('en')).toBe(en)
    expect(await loadCatalog('de')).toBe(de)
    expect(await loadCatalog('ar')).toBe(ar)
  })

  it('loads the pseudo-language where it is offered (Vitest runs as development)', async () => {
    expect(await loadCatalog('en-XA')).toBe(pseudo)
  })
})
