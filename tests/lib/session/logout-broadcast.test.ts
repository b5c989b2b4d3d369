// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as localKeys from '@/config/stored-names/local-keys'
import { announceLogout, onLogoutElsewhere } from '@/lib/session/logout-broadcast'

/** Another tab of the app writes `value` (null: clears storage); this one hears its storage event. */
function fromAnotherTab(value: string | null) {
  if (value === null) localStorage.clear()
  else localStorage.setItem(localKeys.loggedOut, value)
  const key = value === null ? null : localKeys.loggedOut
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }))
}

beforeEach(() => localStorage.clear())

describe('logout reaches every open tab', () => {
  it('saves the time of a logout here, for the other tabs to hear', () => {
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'))
    announceLogout()
    vi.useRealTimers()

    expect(localStorage.getItem(localKeys.loggedOut)).toBe(
      String(Date.parse('2026-11-27T10:00:00Z')),
    )
  })

  it("calls back when another tab logs out, until unsubscribed; this tab's own logout is not echoed", () => {
    const onLogout = vi.fn()
    const stop = onLogoutElsewhere(onLogout)

    announceLogout()
    expect(onLogout).not.toHaveBeenCalled()
    fromAnotherTab(String(Date.now() + 1000))
    expect(onLogout).toHaveBeenCalledTimes(1)

    stop()
    fromAnotherTab(String(Date.now() + 2000))
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('takes storage cleared, or a value not a time, in another tab for no logout', () => {
    const onLogout = vi.fn()
    const stop = onLogoutElsewhere(onLogout)

    fromAnotherTab(null)
    // A string of digits is no time, though it compares as a later one.
    fromAnotherTab(JSON.stringify(String(Date.now() + 1000)))

    expect(onLogout).not.toHaveBeenCalled()
    stop()
  })
})
