// @vitest-environment jsdom
// jsdom: happy-dom's PageTransitionEvent is a plain Event, without persisted.
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

describe('a logout since this page loaded is never taken as already known', () => {
  /** A new page: its modules load afresh, and nothing of the logout key has been read yet. */
  async function freshPage() {
    vi.resetModules()
    return import('@/lib/session/logout-broadcast')
  }
  const aTick = () => new Promise((resolve) => setTimeout(resolve))

  it('acts on one saved as the page started, before anything listened (no storage event tells it)', async () => {
    const page = await freshPage()
    // Another tab logs out after this page began to load, before its dashboard subscribed.
    localStorage.setItem(localKeys.loggedOut, String(Date.now()))
    const onLogout = vi.fn()

    const stop = page.onLogoutElsewhere(onLogout)
    expect(onLogout).not.toHaveBeenCalled() // Never within the subscribing call.
    await aTick()

    expect(onLogout).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hears another tab’s logout on a page that has read or written nothing of it', async () => {
    const page = await freshPage()
    const onLogout = vi.fn()
    const stop = page.onLogoutElsewhere(onLogout)
    await aTick()
    expect(onLogout).not.toHaveBeenCalled()

    fromAnotherTab(String(Date.now() + 1000))

    expect(onLogout).toHaveBeenCalledTimes(1)
    stop()
  })

  it('acts on one heard while nothing listened, when the dashboard listens again', async () => {
    const page = await freshPage()
    const onLogout = vi.fn()
    page.onLogoutElsewhere(onLogout)() // The dashboard was left (unsubscribed) at once.
    fromAnotherTab(String(Date.now()))

    const stop = page.onLogoutElsewhere(onLogout)
    await aTick()

    expect(onLogout).toHaveBeenCalledTimes(1)
    stop()
  })

  it("acts on this tab's own logout once the dashboard is entered again (Back after logging out)", async () => {
    const page = await freshPage()
    page.announceLogout()
    const onLogout = vi.fn()

    const stop = page.onLogoutElsewhere(onLogout)
    await aTick()

    expect(onLogout).toHaveBeenCalledTimes(1)
    stop()
  })

  it('takes one saved before the page loaded for the past: this page signed in since', async () => {
    const page = await freshPage()
    localStorage.setItem(localKeys.loggedOut, String(Math.floor(performance.timeOrigin) - 1))
    const onLogout = vi.fn()

    const stop = page.onLogoutElsewhere(onLogout)
    await aTick()

    expect(onLogout).not.toHaveBeenCalled()
    stop()
  })

  it('calls no one who unsubscribed before it could tell them', async () => {
    const page = await freshPage()
    localStorage.setItem(localKeys.loggedOut, String(Date.now()))
    const onLogout = vi.fn()

    page.onLogoutElsewhere(onLogout)()
    await aTick()

    expect(onLogout).not.toHaveBeenCalled()
  })

  it('acts on one saved while the page was in the back/forward cache, once it is shown again', async () => {
    const page = await freshPage()
    const onLogout = vi.fn()
    const stop = page.onLogoutElsewhere(onLogout)
    await aTick()
    // Stored pages hear no storage event: only the saved value has changed.
    localStorage.setItem(localKeys.loggedOut, String(Date.now()))

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(onLogout).not.toHaveBeenCalled()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(onLogout).toHaveBeenCalledTimes(1)
    stop()
  })

  it('tells each logout once, however often the key is written', async () => {
    const page = await freshPage()
    const onLogout = vi.fn()
    const stop = page.onLogoutElsewhere(onLogout)
    const time = String(Date.now() + 1000)

    fromAnotherTab(time)
    fromAnotherTab(time)
    await aTick()

    expect(onLogout).toHaveBeenCalledTimes(1)
    stop()
  })
})
