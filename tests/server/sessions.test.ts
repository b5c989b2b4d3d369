import { describe, expect, it } from 'vitest'
import { createSessionStore, DEMO_ADMIN } from '../../server/sessions'

const ACCESS_TTL = 1000
const REFRESH_TTL = 5000

/** A session store on a clock the test moves by hand. */
function storeAt(start = 10_000) {
  const clock = { now: start }
  const store = createSessionStore({
    accessTtlMs: ACCESS_TTL,
    refreshTtlMs: REFRESH_TTL,
    now: () => clock.now,
  })
  return { store, clock }
}

describe('local API sessions', () => {
  it('creates a session for the demo admin with two different tokens and no call counted', () => {
    const { store } = storeAt()

    const session = store.create()

    expect(session.user).toBe(DEMO_ADMIN)
    expect(session.accessToken).toMatch(/^[\w-]{32}$/)
    expect(session.refreshToken).toMatch(/^[\w-]{32}$/)
    expect(new Set([session.id, session.accessToken, session.refreshToken]).size).toBe(3)
    expect(session.calls).toEqual({ getUser: 0, refresh: 0, logout: 0 })
    expect(session.faults).toEqual({})
  })

  it.each([
    ['access', ACCESS_TTL, 'byAccessToken', 'accessToken'],
    ['refresh', REFRESH_TTL, 'byRefreshToken', 'refreshToken'],
  ] as const)(
    'finds a session by its %s token until that lifetime is over',
    (_kind, ttl, find, token) => {
      const { store, clock } = storeAt()
      const session = store.create()

      clock.now += ttl - 1
      expect(store[find](session[token])).toBe(session)
      clock.now += 1
      expect(store[find](session[token])).toBeUndefined()
    },
  )

  it('never matches a missing token, nor one token for the other', () => {
    const { store } = storeAt()
    const session = store.create()

    expect(store.byAccessToken(undefined)).toBeUndefined()
    expect(store.byAccessToken('')).toBeUndefined()
    expect(store.byRefreshToken(undefined)).toBeUndefined()
    expect(store.byAccessToken(session.refreshToken)).toBeUndefined()
    expect(store.byRefreshToken(session.accessToken)).toBeUndefined()
  })

  it('renewing gives both tokens a fresh lifetime from now, and the new refresh token works again', () => {
    const { store, clock } = storeAt()
    const session = store.create()
    const old = { access: session.accessToken, refresh: session.refreshToken }

    clock.now += REFRESH_TTL - 1
    store.renew(session)

    expect(store.byAccessToken(old.access)).toBeUndefined()
    expect(store.byRefreshToken(old.refresh)).toBeUndefined()
    clock.now += ACCESS_TTL - 1
    expect(store.byAccessToken(session.accessToken)).toBe(session)
    clock.now += REFRESH_TTL - ACCESS_TTL
    expect(store.byRefreshToken(session.refreshToken)).toBe(session)
    expect(store.renew(session)).toBe(session)
    expect(store.byRefreshToken(session.refreshToken)).toBe(session)
  })

  it('expiring the access token keeps the refresh token; ending the session drops both', () => {
    const { store } = storeAt()
    const session = store.create()
    const other = store.create()

    store.expireAccess(session)
    expect(store.byAccessToken(session.accessToken)).toBeUndefined()
    expect(store.byRefreshToken(session.refreshToken)).toBe(session)

    store.end(session)
    expect(store.byRefreshToken(session.refreshToken)).toBeUndefined()
    expect(store.byAccessToken(other.accessToken)).toBe(other)
  })
})
