import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/lib/api-client'
import { FALLBACK_PROFILE, loadProfile, parseProfile } from '@/lib/session/profile'
import { json, startLoopbackServer, type LoopbackServer } from '../../support/loopback-server'

let server: LoopbackServer
// No page here: nothing to send to /login, no sign-in hint to renew.
const client = () =>
  createApiClient({
    baseUrl: () => server.url,
    onSessionExpired: () => {},
    onCallSucceeded: () => {},
  })

beforeEach(async () => {
  server = await startLoopbackServer()
})
afterEach(() => server.close())

describe('loadProfile', () => {
  it('reads name, email and phone_number from getUser', async () => {
    server.handle((_req, res) =>
      json(res, 200, {
        id: 4,
        name: 'Ada',
        email: 'ada@example.com',
        phone_number: '555',
        extra: 1,
      }),
    )

    await expect(loadProfile(client())).resolves.toEqual({
      profile: { id: 4, name: 'Ada', email: 'ada@example.com', phone_number: '555' },
      isFallback: false,
    })
  })

  it('keeps a string id, and reads a missing or non-text phone as none', async () => {
    server.handle((_req, res) =>
      json(res, 200, { id: 'adm-4', name: 'Ada', email: 'ada@example.com', phone_number: 555 }),
    )
    await expect(loadProfile(client())).resolves.toEqual({
      profile: { id: 'adm-4', name: 'Ada', email: 'ada@example.com', phone_number: '' },
      isFallback: false,
    })

    server.handle((_req, res) => json(res, 200, { id: { n: 4 }, name: 'Ada', email: 'a@b.co' }))
    const { profile } = await loadProfile(client())
    expect(profile).toEqual({ id: undefined, name: 'Ada', email: 'a@b.co', phone_number: '' })
  })

  it.each([
    ['a server error', (res: Parameters<typeof json>[0]) => json(res, 500, {})],
    ['a 204 without a profile', (res: Parameters<typeof json>[0]) => res.writeHead(204).end()],
    [
      'a profile without a name',
      (res: Parameters<typeof json>[0]) => json(res, 200, { email: 'x' }),
    ],
    [
      'a profile with a blank name',
      (res: Parameters<typeof json>[0]) => json(res, 200, { name: '  ', email: 'x' }),
    ],
    ['a JSON array', (res: Parameters<typeof json>[0]) => json(res, 200, [])],
    [
      'a profile with a name but no e-mail',
      (res: Parameters<typeof json>[0]) => json(res, 200, { name: 'Ada' }),
    ],
    [
      'a profile whose e-mail is not text',
      (res: Parameters<typeof json>[0]) => json(res, 200, { name: 'Ada', email: 7 }),
    ],
    [
      'a profile whose name is not text',
      (res: Parameters<typeof json>[0]) => json(res, 200, { name: 7, email: 'x' }),
    ],
  ])('falls back to the placeholder profile on %s and logs it', async (_case, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.handle((_req, res) => answer(res))

    await expect(loadProfile(client())).resolves.toEqual({
      profile: FALLBACK_PROFILE,
      isFallback: true,
    })
    expect(FALLBACK_PROFILE.name).toBe('Admin User')
    expect(log).toHaveBeenCalledWith('Failed to fetch admin profile:', expect.any(Error))
  })
})

describe('parseProfile', () => {
  it.each([null, 'Ada', 42])('calls an answer of %j empty', (body) => {
    expect(() => parseProfile(body)).toThrow('The profile answer was empty')
  })

  it.each([{}, { name: 'Ada' }, { name: ' ', email: 'a@b.co' }, { name: 7, email: 'a@b.co' }])(
    'refuses %j for want of a name or e-mail',
    (body) => {
      expect(() => parseProfile(body)).toThrow('The profile answer had no name or e-mail')
    },
  )
})
