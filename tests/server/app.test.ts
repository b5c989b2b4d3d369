import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiServer } from '../../server/app'
import { readConfig, type ApiConfig } from '../../server/config'
import { MAX_BODY_BYTES } from '../../server/http-helpers'

const APP_ORIGIN = 'http://localhost:4999'

let server: Server
let base: string

async function start(overrides: Partial<ApiConfig> = {}) {
  const config = { ...readConfig({ APP_ORIGINS: APP_ORIGIN }), port: 0, ...overrides }
  server = createApiServer(config)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const stop = () => new Promise<void>((resolve) => server.close(() => resolve()))

/** Starts the API again with other settings. */
async function restart(overrides: Partial<ApiConfig>) {
  await stop()
  await start(overrides)
}

/** A tiny cookie jar: keeps name=value pairs from Set-Cookie, like a browser for one host. */
function jar() {
  const cookies = new Map<string, string>()
  return {
    cookies,
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    store(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, value] = pair.split('=')
        if (value) cookies.set(name, value)
        else cookies.delete(name)
      }
    },
  }
}

async function call(path: string, init: RequestInit = {}, cookies?: ReturnType<typeof jar>) {
  const headers = new Headers(init.headers)
  if (cookies) headers.set('Cookie', cookies.header())
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init, headers })
  cookies?.store(res)
  return res
}

async function signIn(cookies = jar()) {
  const res = await call('/admin/auth/google/login', {}, cookies)
  return { res, cookies }
}

const CLEARED_COOKIES = [
  'fa_access=; Path=/api; Max-Age=0; HttpOnly; SameSite=Lax',
  'fa_refresh=; Path=/api/user; Max-Age=0; HttpOnly; SameSite=Lax',
]

beforeEach(() => start())
afterEach(stop)

describe('local API: sign-in and session', () => {
  it('signs the demo admin in and redirects back to the app with status=login_success', async () => {
    const { res, cookies } = await signIn()

    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${APP_ORIGIN}/?status=login_success`)
    expect([...cookies.cookies.keys()].sort()).toEqual(['fa_access', 'fa_refresh'])
  })

  it('returns to the origin the sign-in came from when it is an allowed app origin', async () => {
    await restart({ appOrigins: [APP_ORIGIN, 'http://localhost:5000'] })

    const res = await call('/admin/auth/google/login', {
      headers: { Referer: 'http://localhost:5000/login' },
    })
    const foreign = await call('/admin/auth/google/login', {
      headers: { Referer: 'https://evil.example.com/' },
    })

    expect(res.headers.get('location')).toBe('http://localhost:5000/?status=login_success')
    expect(foreign.headers.get('location')).toBe(`${APP_ORIGIN}/?status=login_success`)
  })

  it('sets HttpOnly, SameSite=Lax cookies scoped to the API paths, Secure only over HTTPS', async () => {
    const plain = await call('/admin/auth/google/login')
    const proxied = await call('/admin/auth/google/login', {
      headers: { 'X-Forwarded-Proto': 'https' },
    })

    const [access, refresh] = plain.headers.getSetCookie()
    expect(access).toMatch(/^fa_access=[\w-]+; Path=\/api; Max-Age=300; HttpOnly; SameSite=Lax$/)
    expect(refresh).toMatch(
      /^fa_refresh=[\w-]+; Path=\/api\/user; Max-Age=28800; HttpOnly; SameSite=Lax$/,
    )
    for (const cookie of proxied.headers.getSetCookie()) expect(cookie).toMatch(/; Secure$/)
  })

  it('answers getUser with the profile while signed in, 401 otherwise', async () => {
    const { cookies } = await signIn()

    const signedIn = await call('/api/user/getUser', {}, cookies)
    const anonymous = await call('/api/user/getUser')

    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toEqual({
      id: 1,
      name: 'Demo Admin',
      email: 'demo.admin@example.com',
      phone_number: '+1 555-0100',
    })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Not signed in or session expired' })
  })

  it('renews an expired access cookie through refresh', async () => {
    await restart({ accessTtlMs: 1 })
    const { cookies } = await signIn()
    await new Promise((resolve) => setTimeout(resolve, 5))

    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(401)
    const refresh = await call('/api/user/refresh', { method: 'POST' }, cookies)
    expect(refresh.status).toBe(200)
  })

  it('rotates the refresh cookie: an old one no longer works', async () => {
    const { cookies } = await signIn()
    const stale = jar()
    stale.cookies.set('fa_refresh', cookies.cookies.get('fa_refresh')!)

    expect((await call('/api/user/refresh', { method: 'POST' }, cookies)).status).toBe(200)
    expect((await call('/api/user/refresh', { method: 'POST' }, stale)).status).toBe(401)
  })

  it('logout ends the session on the server: the old cookies no longer work', async () => {
    const { cookies } = await signIn()
    const before = new Map(cookies.cookies)

    const res = await call('/api/user/logout', { method: 'POST' }, cookies)
    const replay = jar()
    before.forEach((value, name) => replay.cookies.set(name, value))

    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES)
    expect((await call('/api/user/getUser', {}, replay)).status).toBe(401)
    expect((await call('/api/user/refresh', { method: 'POST' }, replay)).status).toBe(401)
  })

  it('logout without a session still answers 200 and clears both cookies', async () => {
    const res = await call('/api/user/logout', { method: 'POST' })

    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Logged out' })
    expect(res.headers.getSetCookie()).toEqual(CLEARED_COOKIES)
  })

  it('logout with only the refresh cookie ends that session too', async () => {
    const { cookies } = await signIn()
    const refreshOnly = jar()
    refreshOnly.cookies.set('fa_refresh', cookies.cookies.get('fa_refresh')!)

    expect((await call('/api/user/logout', { method: 'POST' }, refreshOnly)).status).toBe(200)
    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(401)
  })

  it('a renewed session refreshes again with its new refresh cookie, and its access cookie works', async () => {
    const { cookies } = await signIn()

    const first = await call('/api/user/refresh', { method: 'POST' }, cookies)
    const second = await call('/api/user/refresh', { method: 'POST' }, cookies)

    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ message: 'Session renewed' })
    expect(second.status).toBe(200)
    const [access, refresh] = second.headers.getSetCookie()
    expect(access).toMatch(/^fa_access=[\w-]+; Path=\/api; Max-Age=300; HttpOnly; SameSite=Lax$/)
    expect(refresh).toMatch(
      /^fa_refresh=[\w-]+; Path=\/api\/user; Max-Age=28800; HttpOnly; SameSite=Lax$/,
    )
    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(200)
  })

  it('refuses a refresh cookie whose lifetime is over', async () => {
    await restart({ refreshTtlMs: 1 })
    const { cookies } = await signIn()
    await new Promise((resolve) => setTimeout(resolve, 5))

    const res = await call('/api/user/refresh', { method: 'POST' }, cookies)

    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Refresh token missing or expired' })
  })

  it('marks cookies Secure on plain HTTP when API_SECURE_COOKIES is on', async () => {
    await restart({ secureCookies: true })
    const { cookies } = await signIn()

    const login = await call('/admin/auth/google/login')
    const logout = await call('/api/user/logout', { method: 'POST' }, cookies)

    for (const cookie of [...login.headers.getSetCookie(), ...logout.headers.getSetCookie()]) {
      expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
    }
  })
})

describe('local API: CORS', () => {
  it('allows credentials from the app origin only', async () => {
    const allowed = await call('/api/user/getUser', { headers: { Origin: APP_ORIGIN } })
    const other = await call('/api/user/getUser', {
      headers: { Origin: 'https://evil.example.com' },
    })

    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('answers the preflight for the app origin and refuses others', async () => {
    const preflight = (origin: string) =>
      call('/api/user/getUser', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      })

    const ok = await preflight(APP_ORIGIN)
    const refused = await preflight('https://evil.example.com')

    expect(ok.status).toBe(204)
    expect(Object.fromEntries(ok.headers)).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type, Accept',
      'access-control-max-age': '600',
      vary: 'Origin',
    })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('vary')).toBe('Origin')
    for (const name of ['origin', 'credentials', 'methods', 'headers']) {
      expect(refused.headers.get(`access-control-allow-${name}`)).toBeNull()
    }
    expect(refused.headers.get('access-control-max-age')).toBeNull()
  })
})

describe('local API: malformed requests get clean JSON errors', () => {
  it.each([
    ['an unknown path', '/api/nope', {}, 404],
    ['a wrong method', '/api/user/getUser', { method: 'POST' }, 405],
    ['malformed JSON', '/api/user/refresh', { method: 'POST', body: '{oops' }, 400],
    ['an oversized body', '/api/user/logout', { method: 'POST', body: 'x'.repeat(20_000) }, 413],
  ] as const)('%s → %i', async (_case, path, init, status) => {
    const res = await call(path, init)

    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ message: expect.any(String) })
  })

  it('accepts a body of exactly the size limit, and refuses one byte more', async () => {
    const bodyOf = (bytes: number) => JSON.stringify('x'.repeat(bytes - 2))

    const atLimit = await call('/api/user/logout', {
      method: 'POST',
      body: bodyOf(MAX_BODY_BYTES),
    })
    const over = await call('/api/user/logout', {
      method: 'POST',
      body: bodyOf(MAX_BODY_BYTES + 1),
    })

    expect(atLimit.status).toBe(200)
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ message: 'Request body is too large' })
  })

  it('says what was wrong: the path, the method to use, and no cache for any answer', async () => {
    const unknown = await call('/api/nope')
    const wrongMethod = await call('/api/user/getUser', { method: 'POST' })
    const badJson = await call('/api/user/refresh', { method: 'POST', body: '{oops' })
    const login = await call('/admin/auth/google/login')

    expect(await unknown.json()).toEqual({ message: 'No route for GET /api/nope' })
    expect(await wrongMethod.json()).toEqual({ message: 'Use GET for /api/user/getUser' })
    expect(wrongMethod.headers.get('allow')).toBe('GET')
    expect(await badJson.json()).toEqual({ message: 'Request body is not valid JSON' })
    for (const res of [unknown, login]) expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('reads a body of only spaces as no body', async () => {
    const res = await call('/api/user/logout', { method: 'POST', body: '   ' })
    expect(res.status).toBe(200)
  })

  it('ignores a cookie header it cannot decode instead of failing', async () => {
    const res = await call('/api/user/getUser', { headers: { Cookie: 'fa_access=%E0%A4%A' } })
    expect(res.status).toBe(401)
  })

  it('keeps test controls off unless turned on', async () => {
    const { cookies } = await signIn()
    const res = await call('/api/user/__test__/expire-access', { method: 'POST' }, cookies)
    expect(res.status).toBe(404)
  })
})

describe('local API: test controls (for the browser suite)', () => {
  beforeEach(async () => {
    await restart({ testControls: true })
  })

  it('expires the caller’s access cookie and counts calls', async () => {
    const { cookies } = await signIn()

    await call('/api/user/__test__/expire-access', { method: 'POST' }, cookies)
    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(401)
    await call('/api/user/refresh', { method: 'POST' }, cookies)
    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(200)

    const calls = await call('/api/user/__test__/calls', {}, cookies)
    expect(await calls.json()).toEqual({ getUser: 2, refresh: 1, logout: 0 })
  })

  it('forces an endpoint to fail for the caller’s session only', async () => {
    const { cookies } = await signIn()
    const other = (await signIn()).cookies

    const set = await call(
      '/api/user/__test__/faults',
      { method: 'POST', body: JSON.stringify({ getUser: 500 }) },
      cookies,
    )

    expect(set.status).toBe(200)
    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(500)
    expect((await call('/api/user/getUser', {}, other)).status).toBe(200)
  })

  it('answers each control only to its own method, and an unknown one with 404', async () => {
    const { cookies } = await signIn()
    const control = (action: string, method: string) =>
      call(`/api/user/__test__/${action}`, { method }, cookies)

    for (const [action, method] of [
      ['expire-access', 'GET'],
      ['calls', 'POST'],
      ['faults', 'GET'],
      ['nope', 'POST'],
    ]) {
      const res = await control(action, method)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Unknown test control' })
    }
    expect((await call('/api/user/getUser', {}, cookies)).status).toBe(200)
    const expire = await control('expire-access', 'POST')
    expect(await expire.json()).toEqual({ ok: true })
  })

  it('refuses to control without a session', async () => {
    const res = await call('/api/user/__test__/calls')

    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'No session to control' })
  })

  it('names the injected fault, and a forced logout fault keeps the session', async () => {
    const { cookies } = await signIn()
    await call(
      '/api/user/__test__/faults',
      { method: 'POST', body: JSON.stringify({ getUser: 500, logout: 503 }) },
      cookies,
    )

    const getUser = await call('/api/user/getUser', {}, cookies)
    const logout = await call('/api/user/logout', { method: 'POST' }, cookies)

    expect(await getUser.json()).toEqual({ message: 'Injected 500 for getUser' })
    expect(logout.status).toBe(503)
    expect(logout.headers.getSetCookie()).toEqual([])
    const calls = await call('/api/user/__test__/calls', {}, cookies)
    expect(await calls.json()).toEqual({ getUser: 1, refresh: 0, logout: 1 })
  })

  it('accepts faults from 400 to 599, read from a body of exactly the size limit', async () => {
    const { cookies } = await signIn()
    const faults = { getUser: 400, refresh: 599 }
    const text = JSON.stringify({ ...faults, pad: '' })
    const body = text.replace('""', JSON.stringify('x'.repeat(MAX_BODY_BYTES - text.length)))
    expect(body).toHaveLength(MAX_BODY_BYTES)

    const res = await call('/api/user/__test__/faults', { method: 'POST', body }, cookies)

    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(faults)
  })

  it.each([
    ['null', 'Expected a JSON object'],
    ['5', 'Expected a JSON object'],
    ['{"getUser":399}', 'getUser must be an HTTP error status (400-599)'],
    ['{"refresh":600}', 'refresh must be an HTTP error status (400-599)'],
    ['{"logout":500.5}', 'logout must be an HTTP error status (400-599)'],
  ])('rejects the faults %s: %s', async (body, message) => {
    const { cookies } = await signIn()

    const res = await call('/api/user/__test__/faults', { method: 'POST', body }, cookies)

    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('holds refreshes at a closed gate, then reads each token afresh: two sent with one token meet its rotation', async () => {
    const { cookies } = await signIn()
    const gate = (body?: unknown) =>
      call(
        '/api/user/__test__/refresh-gate',
        body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
        cookies,
      ).then((res) => res.json())
    expect(await gate()).toEqual({ closed: false, waiting: 0 })
    expect(await gate({ closed: true })).toEqual({ closed: true, waiting: 0 })
    // Two tabs refresh with the one refresh cookie the browser has.
    const sameToken = { method: 'POST', headers: { Cookie: cookies.header() } }
    const first = fetch(`${base}/api/user/refresh`, sameToken)
    await expect.poll(gate).toEqual({ closed: true, waiting: 1 })
    const second = fetch(`${base}/api/user/refresh`, sameToken)
    await expect.poll(gate).toEqual({ closed: true, waiting: 2 })
    // Closing it again keeps the refreshes it holds.
    expect(await gate({ closed: true })).toEqual({ closed: true, waiting: 2 })

    expect(await gate({ closed: false })).toEqual({ closed: false, waiting: 0 })

    expect([(await first).status, (await second).status]).toEqual([200, 401])
  })

  it.each(['null', '{}', '{"closed":"yes"}'])('rejects the gate setting %s', async (body) => {
    const { cookies } = await signIn()

    const res = await call('/api/user/__test__/refresh-gate', { method: 'POST', body }, cookies)

    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Expected {"closed": true or false}' })
  })

  it('rejects a fault that is not an error status', async () => {
    const { cookies } = await signIn()
    const res = await call(
      '/api/user/__test__/faults',
      { method: 'POST', body: JSON.stringify({ getUser: 200 }) },
      cookies,
    )
    expect(res.status).toBe(400)
  })
})
