// @vitest-environment happy-dom
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as localKeys from '@/config/stored-names/local-keys'
import * as sessionKeys from '@/config/stored-names/session-keys'
import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/config/paths'
import { createApiClient } from '@/lib/api-client'
import { getProfile } from '@/lib/session/current-profile'
import {
  isLoggingOut,
  logOut,
  subscribeToLogout,
  useIsLoggingOut,
} from '@/lib/session/logout-action'
import { hasSignInHint, setSignInHint } from '@/lib/session/sign-in-hint'
import { everyText } from '../../support/catalogs'
import { json, startLoopbackServer, type LoopbackServer } from '../../support/loopback-server'

let server: LoopbackServer
const client = () => createApiClient({ baseUrl: () => server.url, onSessionExpired: () => {} })

/** Holds the server's answer to logout until the test releases it. */
function holdLogout(status = 200): () => void {
  let release: (() => void) | undefined
  server.handle((_req, res) => (release = () => json(res, status, {})))
  return () => {
    if (!release) throw new Error('logout was not sent')
    release()
  }
}

const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true))

beforeEach(async () => {
  server = await startLoopbackServer()
})
afterEach(() => server.close())

describe('one logout, wherever it starts', () => {
  it('sends one request however often asked while it runs, and leaves once', async () => {
    const answer = holdLogout()
    const leave = vi.fn()

    const first = logOut(client(), leave)
    const second = logOut(client(), leave)
    expect(second).toBe(first)
    expect(isLoggingOut()).toBe(true)
    await until(() => server.callsTo(apiPaths.logout) === 1)
    expect(logOut(client(), leave)).toBe(first)
    expect(leave).not.toHaveBeenCalled()

    answer()
    await first
    expect(leave).toHaveBeenCalledTimes(1)
    expect(isLoggingOut()).toBe(false)
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${apiPaths.logout}`])
  })

  it('forgets the session and tells the other tabs before the server answers, the profile once left', async () => {
    vi.stubEnv('VITE_API_BASE_URL', server.url)
    let answer!: () => void
    server.handle((req, res) =>
      req.url === apiPaths.getUser
        ? json(res, 200, { name: 'Ada', email: 'ada@example.com' })
        : (answer = () => json(res, 200, {})),
    )
    setSignInHint() // As the sign-in left it.
    await getProfile()
    sessionStorage.setItem(sessionKeys.returnTo, '/dashboard/drivers?page=2')

    const done = logOut(client(), () => {})

    expect(sessionStorage.getItem(sessionKeys.returnTo)).toBeNull()
    expect(hasSignInHint()).toBe(false)
    expect(localStorage.getItem(localKeys.loggedOut)).not.toBeNull()
    await until(() => server.callsTo(apiPaths.logout) === 1)
    // The screen still shows the admin while the server answers: the profile is kept.
    expect((await getProfile()).profile.name).toBe('Ada')
    answer()
    await done
    // Once the browser has left, the next visit asks the server who is signed in.
    await getProfile()
    expect(server.callsTo(apiPaths.getUser)).toBe(2)
  })

  it('still leaves when the server fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.handle((_req, res) => json(res, 500, {}))
    const leave = vi.fn()

    await logOut(client(), leave)

    expect(leave).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('Logout failed:', expect.anything())
    expect(isLoggingOut()).toBe(false)
  })

  it('stays busy until the way out has been taken', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    let arrived!: () => void
    const leave = vi.fn(() => new Promise<void>((resolve) => (arrived = resolve)))

    const done = logOut(client(), leave)
    await until(() => leave.mock.calls.length === 1)
    expect(isLoggingOut()).toBe(true)

    arrived()
    await done
    expect(isLoggingOut()).toBe(false)
  })

  it('starts afresh once the last one has ended', async () => {
    server.handle((_req, res) => json(res, 200, {}))

    await logOut(client(), () => {})
    await logOut(client(), () => {})

    expect(server.callsTo(apiPaths.logout)).toBe(2)
  })

  it('lets every control follow the busy state', async () => {
    const answer = holdLogout()
    const sidebar = renderHook(() => useIsLoggingOut())
    const palette = renderHook(() => useIsLoggingOut())
    expect([sidebar.result.current, palette.result.current]).toEqual([false, false])

    let done!: Promise<void>
    act(() => {
      done = logOut(client(), () => {})
    })
    expect([sidebar.result.current, palette.result.current]).toEqual([true, true])

    await until(() => server.callsTo(apiPaths.logout) === 1)
    palette.unmount()
    answer()
    await act(() => done)
    expect(sidebar.result.current).toBe(false)
  })

  it('tells each listener when it starts and ends, until unsubscribed', async () => {
    server.handle((_req, res) => json(res, 200, {}))
    const heard: boolean[] = []
    const stop = subscribeToLogout(() => heard.push(isLoggingOut()))

    await logOut(client(), () => {})
    stop()
    await logOut(client(), () => {})

    expect(heard).toEqual([true, false])
  })

  it('is never busy in prerendered markup', async () => {
    const answer = holdLogout()
    const done = logOut(client(), () => {})
    const Probe = () => String(useIsLoggingOut())

    expect(renderToString(createElement(Probe))).toBe('false')

    await until(() => server.callsTo(apiPaths.logout) === 1)
    answer()
    await done
  })
})

describe('a logout ends as a logout, whatever its call meets', () => {
  const logoutThen = (status: number) => (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === apiPaths.refresh) return json(res, status, {})
    json(res, server.callsTo(apiPaths.logout) === 1 ? 401 : 200, {})
  }

  it.each([
    ['401, a refresh that works, the repeat', logoutThen(200), ['logout', 'refresh', 'logout']],
    ['401 and a refresh that fails', logoutThen(401), ['logout', 'refresh']],
    ['no answer (the network)', (req: IncomingMessage) => req.socket.destroy(), ['logout']],
    ['500', (_req: IncomingMessage, res: ServerResponse) => json(res, 500, {}), ['logout']],
  ])(
    '%s: signed out, on the way to /login, no word of expiry and no way back',
    async (_case, answer, calls) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      // A new page, on a screen a session that expired would come back to.
      history.replaceState(null, '', '/dashboard/drivers?page=2')
      vi.resetModules()
      ;(await import('@/lib/i18n/translate')).setCatalog('en', everyText.en)
      const page = {
        ...(await import('@/lib/api-client')),
        ...(await import('@/lib/session/logout-action')),
        ...(await import('@/lib/session/sign-in-hint')),
      }
      page.setSignInHint()
      server.handle(answer)
      const leave = vi.fn()

      await page.logOut(page.createApiClient({ baseUrl: () => server.url }), leave)

      expect(leave).toHaveBeenCalledOnce()
      expect(page.hasSignInHint()).toBe(false)
      expect(sessionStorage.getItem(sessionKeys.sessionExpired)).toBeNull()
      expect(sessionStorage.getItem(sessionKeys.returnTo)).toBeNull()
      expect(server.requests.map((r) => r.path)).toEqual(calls.map((call) => `/api/user/${call}`))
    },
  )
})
