// @vitest-environment jsdom
// jsdom: the cookie jar reads Set-Cookie with Node's fetch; happy-dom's, as a browser's, hides it.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/config/paths'
import * as localKeys from '@/config/stored-names/local-keys'
import { createApiClient } from '@/lib/api-client'
import { createApiServer } from '../../../server/app'
import { readConfig } from '../../../server/config'
import { DEMO_ADMIN } from '../../../server/sessions'
import { json, startLoopbackServer } from '../../support/loopback-server'

// Two tabs of one browser: one cookie jar, one localStorage, one lock manager, each its own client.

const LOCK_NAME = 'fleet-admin:session-refresh'

/**
 * The browser's cookies, shared by its tabs: what the server sets is sent on every later call.
 * Counts the calls by path as they are sent (the local API counts only those it can tell apart).
 */
function cookieJar(): typeof fetch {
  const cookies = new Map<string, string>()
  return async (input, init = {}) => {
    const path = new URL(String(input)).pathname
    sent[path] = (sent[path] ?? 0) + 1
    const headers = new Headers(init.headers)
    headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(input, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0]!.split('=') as [string, string]
      if (value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
}

/** navigator.locks as browsers grant an exclusive lock: each request waits for the one before. */
function fakeLocks() {
  const requested: string[] = []
  let last: Promise<unknown> = Promise.resolve()
  const request = (name: string, callback: () => Promise<unknown>) => {
    requested.push(name)
    const granted = last.then(callback)
    last = granted.catch(() => {})
    return granted
  }
  vi.stubGlobal('navigator', { locks: { request } })
  return requested
}

/** The local API, whose refresh token works once: each refresh rotates it. */
let localApi: Server
let baseUrl: string
let browser: typeof fetch
let sent: Record<string, number>
const sentTo = (path: string) => sent[path] ?? 0

const tab = () => {
  const onSessionExpired = vi.fn<() => void>()
  const client = createApiClient({
    baseUrl: () => baseUrl,
    fetch: browser,
    onSessionExpired,
    onCallSucceeded: () => {},
  })
  return { client, onSessionExpired }
}

async function control(action: string, body?: unknown) {
  await browser(`${baseUrl}/api/user/__test__/${action}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

beforeEach(async () => {
  localApi = createApiServer({ ...readConfig({}), testControls: true })
  await new Promise<void>((resolve) => localApi.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(localApi.address() as AddressInfo).port}`
  browser = cookieJar()
  sent = {}
  await browser(`${baseUrl}/admin/auth/google/login`)
  await control('expire-access')
  sent = {}
})
afterEach(async () => {
  localApi.closeAllConnections()
  await new Promise((resolve) => localApi.close(resolve))
})

describe('one refresh for every tab', () => {
  it('two tabs whose calls meet an expired session at once: one refresh under the lock, each call repeated once', async () => {
    const requested = fakeLocks()
    const [first, second] = [tab(), tab()]

    const profiles = await Promise.all([
      first.client.get(apiPaths.getUser),
      second.client.get(apiPaths.getUser),
    ])

    expect(profiles).toEqual([DEMO_ADMIN, DEMO_ADMIN])
    expect(requested).toEqual([LOCK_NAME, LOCK_NAME])
    expect([sentTo(apiPaths.getUser), sentTo(apiPaths.refresh)]).toEqual([4, 1])
    expect(first.onSessionExpired).not.toHaveBeenCalled()
    expect(second.onSessionExpired).not.toHaveBeenCalled()
  })

  it('a refresh that fails is noted for no one: the tab behind it tries its own, and each ends', async () => {
    fakeLocks()
    await control('faults', { refresh: 401 })
    sent = {}
    const [first, second] = [tab(), tab()]

    const outcomes = await Promise.allSettled([
      first.client.get(apiPaths.getUser),
      second.client.get(apiPaths.getUser),
    ])

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
    expect([sentTo(apiPaths.getUser), sentTo(apiPaths.refresh)]).toEqual([2, 2])
    expect(first.onSessionExpired).toHaveBeenCalledTimes(1)
    expect(second.onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('without Web Locks (an insecure context), a tab refreshes alone, once for its concurrent 401s', async () => {
    vi.stubGlobal('navigator', {})
    const { client, onSessionExpired } = tab()

    const profiles = await Promise.all(
      Array.from({ length: 3 }, () => client.get(apiPaths.getUser)),
    )

    expect(profiles).toEqual(Array(3).fill(DEMO_ADMIN))
    expect([sentTo(apiPaths.getUser), sentTo(apiPaths.refresh)]).toEqual([6, 1])
    expect(onSessionExpired).not.toHaveBeenCalled()
  })

  it('with no lock to be had (the request refused), the tab refreshes alone', async () => {
    const request = vi.fn(() => Promise.reject(new DOMException('No locks here', 'SecurityError')))
    vi.stubGlobal('navigator', { locks: { request } })
    const { client } = tab()

    await expect(client.get(apiPaths.getUser)).resolves.toEqual(DEMO_ADMIN)

    expect(request).toHaveBeenCalledOnce()
    expect([sentTo(apiPaths.getUser), sentTo(apiPaths.refresh)]).toEqual([2, 1])
  })
})

describe('a session refreshed meanwhile', () => {
  /** getUser: another tab finishes a refresh at `refreshedAt(sentAt)` while the first call is on its way. */
  async function scriptedServer(refreshedAt: (sentAt: number) => number) {
    const server = await startLoopbackServer((req, res) => {
      if (req.url === apiPaths.refresh) return json(res, 200, {})
      if (server.callsTo(apiPaths.getUser) > 1) return json(res, 200, DEMO_ADMIN)
      localStorage.setItem(localKeys.sessionRefreshed, String(refreshedAt(Date.now())))
      json(res, 401, {})
    })
    return server
  }

  it('is used as it is: the call is repeated once, with no refresh of its own', async () => {
    fakeLocks()
    const server = await scriptedServer((now) => now + 1)
    const client = createApiClient({ baseUrl: () => server.url, onCallSucceeded: () => {} })

    await expect(client.get(apiPaths.getUser)).resolves.toEqual(DEMO_ADMIN)

    expect(server.callsTo(apiPaths.refresh)).toBe(0)
    expect(server.callsTo(apiPaths.getUser)).toBe(2)
    await server.close()
  })

  it('but one refreshed before the call was sent is stale: the tab refreshes, notes it, then repeats', async () => {
    fakeLocks()
    const server = await scriptedServer(() => 1000)
    const client = createApiClient({ baseUrl: () => server.url, onCallSucceeded: () => {} })
    const before = Date.now()

    await expect(client.get(apiPaths.getUser)).resolves.toEqual(DEMO_ADMIN)

    expect(server.callsTo(apiPaths.refresh)).toBe(1)
    expect(server.callsTo(apiPaths.getUser)).toBe(2)
    expect(Number(localStorage.getItem(localKeys.sessionRefreshed))).toBeGreaterThanOrEqual(before)
    await server.close()
  })
})
