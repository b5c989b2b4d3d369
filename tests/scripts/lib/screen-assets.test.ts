import { describe, expect, it } from 'vitest'
import { screens } from '@/config/screens'
import { pageOf } from '../../../scripts/lib/screen-assets'

// The budget sizes each screen by the page the prerender wrote for its path.

describe('pageOf', () => {
  it('is the prerendered page of each screen’s path, the not-found page for a path no page has', () => {
    expect(Object.fromEntries(screens.map((screen) => [screen.name, pageOf(screen)]))).toEqual({
      login: 'index.html',
      dashboard: 'dashboard/index.html',
      drivers: 'dashboard/drivers/index.html',
      settings: 'dashboard/settings/index.html',
      'not found': '404.html',
    })
  })
})
