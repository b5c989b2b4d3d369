// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { announceLogout, onLogoutElsewhere } from '@/lib/session/logout-broadcast'

// Another tab of the app: its own channel object on the same name.
const otherTab = new BroadcastChannel('fleet-admin:session')
afterEach(() => {
  otherTab.onmessage = null
})
afterAll(() => otherTab.close())

const nextMessage = () =>
  new Promise<unknown>((resolve) => {
    otherTab.onmessage = (event) => resolve(event.data)
  })

describe('logout reaches every open tab', () => {
  it('tells the other tabs when this one logs out', async () => {
    const heard = nextMessage()

    announceLogout()

    expect(await heard).toBe('logged-out')
  })

  it("calls back when another tab logs out, until unsubscribed; this tab's own news is not echoed", async () => {
    const onLogout = vi.fn()
    const stop = onLogoutElsewhere(onLogout)

    announceLogout()
    otherTab.postMessage('logged-out')
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1))

    stop()
    otherTab.postMessage('logged-out')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('ignores other messages on the channel', async () => {
    const onLogout = vi.fn()
    const stop = onLogoutElsewhere(onLogout)

    otherTab.postMessage('signed-in')
    otherTab.postMessage({ type: 'logged-out' })
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(onLogout).not.toHaveBeenCalled()
    stop()
  })
})

describe('without BroadcastChannel (an old browser)', () => {
  it('announces and listens without failing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    vi.resetModules()
    const broadcast = await import('@/lib/session/logout-broadcast')

    const unsubscribe = broadcast.onLogoutElsewhere(() => {})
    expect(() => broadcast.announceLogout()).not.toThrow()
    expect(() => unsubscribe()).not.toThrow()
  })
})
