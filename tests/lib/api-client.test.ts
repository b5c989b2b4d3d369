import type { ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as cookieNames from '@/config/stored-names/cookie-names'
import * as sessionKeys from '@/config/stored-names/session-keys'
import { apiPaths } from '@/config/paths'
import { ApiError, createApiClient, NETWORK_ERROR_STATUS } from '@/lib/api-client'
import ar from '@/lib/i18n/catalogs/ar'
import de from '@/lib/i18n/catalogs/de'
import { setCatalog } from '@/lib/i18n/translate'
import { json, startLoopbackServer, type LoopbackServer } from '../support/loopback-server'
import { everyText } from '../support/catalogs'

const PROFILE = { id: 7, name: 'Ada', email: 'ada@example.com', phone_number: '+1 555' }

let server: LoopbackServer
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>
/** How many calls the server answered with success: what renews the hint. */
let succeeded: number

function client(fetchImpl: typeof fetch = fetch) {
  return createApiClient({
    baseUrl: () => server.url,
    fetch: fetchImpl,
    onSessionExpired,
    onCallSucceeded: () => void (succeeded += 1),
  })
}

/** getUser answers 401 until a refresh succeeds, like an expired access cookie. */
function expiredAccess({ refreshStatus = 200 } = {}) {
  let renewed = false
  server.handle((req, res) => {
    if (req.url === apiPaths.refresh) {
      renewed = refreshStatus === 200
      return json(res, refreshStatus, { message: 'refresh' })
    }
    if (req.url === apiPaths.getUser) {
      return renewed ? json(res, 200, PROFILE) : json(res, 401, { message: 'expired' })
    }
    json(res, 404, {})
  })
}

beforeEach(async () => {
  server = await startLoopbackServer()
  onSessionExpired = vi.fn<() => void>()
  succeeded = 0
})
afterEach(() => server.close())

describe('api client', () => {
  it('sends JSON headers and credentials to the configured base and returns the body', async () => {
    server.handle((_req, res) => json(res, 200, PROFILE))
    const seen: RequestInit[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {})
      return fetch(input, init)
    }

    await expect(client(recordingFetch).get(apiPaths.getUser)).resolves.toEqual(PROFILE)

    expect(seen[0].credentials).toBe('include')
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: apiPaths.getUser })
    expect(server.requests[0].headers['content-type']).toBe('application/json')
    expect(server.requests[0].headers.accept).toBe('application/json')
  })

  it('on a 401 refreshes once and repeats the call once', async () => {
    expiredAccess()

    await expect(client().get(apiPaths.getUser)).resolves.toEqual(PROFILE)

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${apiPaths.getUser}`,
      `POST ${apiPaths.refresh}`,
      `GET ${apiPaths.getUser}`,
    ])
    expect(server.requests[1].body).toBe('')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('sends the browser to /login when the refresh fails, without repeating the call', async () => {
    expiredAccess({ refreshStatus: 401 })

    const error = await client()
      .get(apiPaths.getUser)
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    expect(server.callsTo(apiPaths.getUser)).toBe(1)
    expect(server.callsTo(apiPaths.refresh)).toBe(1)
  })

  it('treats a refresh that cannot reach the server as a failed refresh', async () => {
    let calls = 0
    server.handle((req, res) => {
      calls += 1
      if (req.url === apiPaths.refresh) return void req.socket.destroy()
      json(res, 401, {})
    })

    await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({ status: 401 })
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    expect(calls).toBe(2)
  })

  it('never retries a second time: a repeat that answers 401 again reaches the caller', async () => {
    server.handle((req, res) =>
      req.url === apiPaths.refresh ? json(res, 200, {}) : json(res, 401, { message: 'still no' }),
    )

    await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'still no (HTTP 401 Unauthorized)',
    })
    expect(server.callsTo(apiPaths.getUser)).toBe(2)
    expect(server.callsTo(apiPaths.refresh)).toBe(1)
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('shares one refresh between 5 concurrent 401s and repeats each call once', async () => {
    expiredAccess()
    const api = client()

    const results = await Promise.all(Array.from({ length: 5 }, () => api.get(apiPaths.getUser)))

    expect(results).toEqual(Array(5).fill(PROFILE))
    expect(server.callsTo(apiPaths.refresh)).toBe(1)
    expect(server.callsTo(apiPaths.getUser)).toBe(10)
  })

  it('survives a refresh storm: 20 concurrent 401s, one refresh, each call repeated at most once', async () => {
    expiredAccess()
    const api = client()

    await Promise.all(Array.from({ length: 20 }, () => api.get(apiPaths.getUser)))

    expect(server.callsTo(apiPaths.refresh)).toBe(1)
    expect(server.callsTo(apiPaths.getUser)).toBe(40)
  })

  it('goes to /login once, not twenty times, when a shared refresh fails', async () => {
    expiredAccess({ refreshStatus: 500 })
    const api = client()

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => api.get(apiPaths.getUser)),
    )

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    expect(server.callsTo(apiPaths.refresh)).toBe(1)
    expect(server.callsTo(apiPaths.getUser)).toBe(20)
  })

  it('refreshes afresh for a later expiry: a finished refresh is not reused', async () => {
    const api = client()
    expiredAccess()
    await api.get(apiPaths.getUser)
    expiredAccess({ refreshStatus: 401 })

    await expect(api.get(apiPaths.getUser)).rejects.toMatchObject({ status: 401 })

    expect(server.callsTo(apiPaths.refresh)).toBe(2)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('after a failed refresh, a later 401 tries a new refresh instead of giving up at once', async () => {
    const api = client()
    expiredAccess({ refreshStatus: 500 })
    await expect(api.get(apiPaths.getUser)).rejects.toMatchObject({ status: 401 })
    expiredAccess()

    await expect(api.get(apiPaths.getUser)).resolves.toEqual(PROFILE)

    expect(server.callsTo(apiPaths.refresh)).toBe(2)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('by default, a failed refresh remembers the screen, drops the sign-in hint, leaves word for the login screen and sends the browser to /login', async () => {
    const assign = vi.fn<(url: string) => void>()
    const saved = new Map<string, string>()
    const cookiesWritten: string[] = []
    const location = {
      pathname: '/dashboard/drivers',
      search: '?page=2',
      protocol: 'http:',
      assign,
    }
    vi.stubGlobal('window', { location })
    vi.stubGlobal('location', location)
    vi.stubGlobal('document', {
      set cookie(cookie: string) {
        cookiesWritten.push(cookie)
      },
    })
    vi.stubGlobal('sessionStorage', {
      setItem: (key: string, value: string) => saved.set(key, value),
    })
    expiredAccess({ refreshStatus: 401 })
    const api = createApiClient({ baseUrl: () => server.url })

    await expect(api.get(apiPaths.getUser)).rejects.toMatchObject({ status: 401 })

    expect(assign).toHaveBeenCalledExactlyOnceWith('/login')
    expect([...saved]).toEqual([
      [sessionKeys.returnTo, '/dashboard/drivers?page=2'],
      [sessionKeys.sessionExpired, '1'],
    ])
    expect(cookiesWritten).toEqual([`${cookieNames.signInHint}=; Path=/; Max-Age=0; SameSite=Lax`])
  })

  it('by default, once this page has seen a logout end the session, a failed refresh leaves the way out to it', async () => {
    const assign = vi.fn<(url: string) => void>()
    const saved = new Map<string, string>()
    const location = { pathname: '/dashboard/drivers', search: '', protocol: 'http:', assign }
    vi.stubGlobal('window', { location })
    vi.stubGlobal('location', location)
    vi.stubGlobal('document', { cookie: '' })
    vi.stubGlobal('sessionStorage', {
      setItem: (key: string, value: string) => saved.set(key, value),
    })
    expiredAccess({ refreshStatus: 401 })
    // A new page, whose admin logs out (in this tab or another) while a call is on its way.
    vi.resetModules()
    ;(await import('@/lib/i18n/translate')).setCatalog('en', everyText.en)
    const page = await import('@/lib/api-client')
    ;(await import('@/lib/session/sign-in-hint')).clearSignInHint()

    await expect(
      page.createApiClient({ baseUrl: () => server.url }).get(apiPaths.getUser),
    ).rejects.toMatchObject({ status: 401 })

    expect(server.callsTo(apiPaths.refresh)).toBe(1)
    expect(assign).not.toHaveBeenCalled()
    expect([...saved]).toEqual([])
  })

  it('never refreshes because the refresh call itself answered 401 (no loop)', async () => {
    server.handle((_req, res) => json(res, 401, {}))

    await expect(client().post(apiPaths.refresh)).rejects.toMatchObject({ status: 401 })
    expect(server.requests).toHaveLength(1)
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('passes other errors to the caller with the status and the server message', async () => {
    server.handle((_req, res) => json(res, 503, { message: 'Down for maintenance' }))

    await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({
      status: 503,
      message: 'Down for maintenance (HTTP 503 Service Unavailable)',
    })
    expect(server.callsTo(apiPaths.refresh)).toBe(0)
  })

  it.each([
    ['a non-JSON body', 'text/html', '<h1>Bad gateway</h1>'],
    ['an empty body', 'application/json', ''],
  ])('reports a 5xx with %s by its status', async (_case, type, body) => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'Content-Type': type })
      res.end(body)
    })

    await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with HTTP 502 Bad Gateway',
    })
  })

  it('reports malformed JSON in a 200 as a typed error', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"name": "Ada"')
    })

    await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      message: 'The server answered with malformed JSON',
    })
  })

  it('returns null for a 204 with no body', async () => {
    server.handle((_req, res) => {
      res.writeHead(204)
      res.end()
    })

    await expect(client().post(apiPaths.logout)).resolves.toBeNull()
  })

  it('reports a reset connection as a network error', async () => {
    server.handle((req) => req.socket.destroy())

    await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({
      name: 'ApiError',
      status: NETWORK_ERROR_STATUS,
      message: expect.stringContaining('Could not reach the server'),
    })
  })

  it('reports a server that is down as a network error', async () => {
    const url = server.url
    await server.close()
    const api = createApiClient({ baseUrl: () => url, onSessionExpired })

    await expect(api.get(apiPaths.getUser)).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
    })
    server = await startLoopbackServer()
  })

  it('reports a body cut off mid-answer as a typed error', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' })
      res.write('{"name":')
      setTimeout(() => res.destroy(), 10)
    })

    await expect(client().get(apiPaths.getUser)).rejects.toBeInstanceOf(ApiError)
  })
})

describe('the session the server confirms (the sign-in hint follows it)', () => {
  it('is confirmed by every success, a refresh included', async () => {
    expiredAccess()

    await client().get(apiPaths.getUser)

    // The first call answered 401; the refresh and the repeat succeeded.
    expect(succeeded).toBe(2)
  })

  it.each([
    ['a 5xx', (res: ServerResponse) => json(res, 503, { message: 'down' })],
    ['a 401 that survives the refresh and repeat', (res: ServerResponse) => json(res, 401, {})],
    ['a reset connection', (res: ServerResponse) => void res.socket?.destroy()],
  ])('is neither confirmed nor ended by %s', async (_case, answer) => {
    server.handle((req, res) => (req.url === apiPaths.refresh ? json(res, 401, {}) : answer(res)))
    const api = client()

    await expect(api.get(apiPaths.getUser)).rejects.toBeInstanceOf(ApiError)

    expect(succeeded).toBe(0)
  })

  it('is not confirmed by a logout that succeeds', async () => {
    server.handle((_req, res) => json(res, 200, {}))

    await client().post(apiPaths.logout)

    expect(succeeded).toBe(0)
  })
})

describe('api client errors in the page language', () => {
  afterEach(() => setCatalog('en', everyText.en))

  it.each([
    [
      'de',
      de,
      'Anfrage fehlgeschlagen: HTTP 502 Bad Gateway',
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    ],
    [
      'ar',
      ar,
      'فشل الطلب: HTTP 502 Bad Gateway',
      'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    ],
  ] as const)(
    'says what failed in %s, the status code as HTTP writes it',
    async (language, catalog, failed, expired) => {
      setCatalog(language, catalog)
      server.handle((req, res) => {
        if (req.url === apiPaths.getUser) return json(res, 401, {})
        res.writeHead(502, 'Bad Gateway')
        res.end()
      })

      await expect(client().get(apiPaths.getUser)).rejects.toMatchObject({
        status: 401,
        message: expired,
      })
      await expect(client().post(apiPaths.logout)).rejects.toMatchObject({
        status: 502,
        message: failed,
      })
    },
  )
})
