// @vitest-environment jsdom
// jsdom: happy-dom binds each storage's own methods, so a spy on Storage.prototype misses them.
import * as sessionKeys from '@/config/stored-names/session-keys'
import { describe, expect, it, vi } from 'vitest'

const load = async () => {
  vi.resetModules()
  return import('@/lib/session/session-expired')
}

describe('the word that the session expired', () => {
  it('is said by the next page once, then forgotten', async () => {
    const first = await load()
    first.noteSessionExpired()
    const next = await load()
    expect(next.openedForExpiredSession()).toBe(true)
    expect(next.openedForExpiredSession()).toBe(true) // The same page, drawn again.
    expect(sessionStorage.getItem(sessionKeys.sessionExpired)).toBeNull()
    const reloaded = await load()
    expect(reloaded.openedForExpiredSession()).toBe(false)
  })

  it('is not said when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    const page = await load()
    page.noteSessionExpired()
    expect(page.openedForExpiredSession()).toBe(false)
    vi.restoreAllMocks()
  })
})
