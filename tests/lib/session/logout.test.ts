import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/config/paths'
import { createApiClient } from '@/lib/api-client'
import { endSession } from '@/lib/session/logout'
import { json, startLoopbackServer, type LoopbackServer } from '../../support/loopback-server'

let server: LoopbackServer
const client = () => createApiClient({ baseUrl: () => server.url, onSessionExpired: () => {} })

beforeEach(async () => {
  server = await startLoopbackServer()
})
afterEach(() => server.close())

describe('endSession', () => {
  it('posts logout', async () => {
    server.handle((_req, res) => json(res, 200, { message: 'Logged out' }))

    await endSession(client())

    expect(server.requests[0]).toMatchObject({ method: 'POST', path: apiPaths.logout })
  })

  it('logs a failed logout and still resolves', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.handle((_req, res) => json(res, 500, {}))

    await expect(endSession(client())).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('Logout failed:', expect.any(Error))
  })
})
