// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/config/paths'
import {
  currentAdminName,
  forgetProfile,
  getProfile,
  useProfile,
} from '@/lib/session/current-profile'
import { FALLBACK_PROFILE } from '@/lib/session/profile'
import { clearSignInHint, hasSignInHint, setSignInHint } from '@/lib/session/sign-in-hint'
import { json, startLoopbackServer, type LoopbackServer } from '../../support/loopback-server'

// The one place the screens get the signed-in admin's profile from.

const ADA = { id: 1, name: 'Ada Admin', email: 'ada@example.com', phone_number: '+1 555' }

let server: LoopbackServer
beforeEach(async () => {
  server = await startLoopbackServer((_req, res) => json(res, 200, ADA))
  vi.stubEnv('VITE_API_BASE_URL', server.url)
})
afterEach(async () => {
  forgetProfile()
  clearSignInHint()
  await server.close()
})

describe('getProfile', () => {
  it('asks the server once, however many screens ask, and renews the sign-in hint', async () => {
    const [first, second] = await Promise.all([getProfile(), getProfile()])

    expect(first).toEqual({ profile: ADA, isFallback: false })
    expect(second).toBe(first)
    expect(await currentAdminName()).toBe('Ada Admin')
    expect(server.callsTo(apiPaths.getUser)).toBe(1)
    expect(hasSignInHint()).toBe(true)
  })

  it('gives the fallback profile on a failure, which keeps the sign-in hint as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.handle((_req, res) => json(res, 500, { message: 'down' }))
    setSignInHint() // Set when the server returned from the sign-in.

    await expect(getProfile()).resolves.toEqual({ profile: FALLBACK_PROFILE, isFallback: true })
    expect(await currentAdminName()).toBe('Admin User')
    expect(hasSignInHint()).toBe(true)
  })

  it('asks again after a logout, and a late answer from before it notes nothing', async () => {
    let answer!: () => void
    server.handle((_req, res) => (answer = () => json(res, 200, ADA)))
    const before = getProfile()
    await vi.waitFor(() => expect(answer).toBeDefined())

    clearSignInHint() // The logout starts
    forgetProfile() // and ends.
    answer()
    await before

    expect(hasSignInHint()).toBe(false)
    server.handle((_req, res) => json(res, 200, { ...ADA, name: 'Grace' }))
    expect((await getProfile()).profile.name).toBe('Grace')
    expect(server.callsTo(apiPaths.getUser)).toBe(2)
  })
})

describe('useProfile', () => {
  it('is null until the profile loads, then the profile, and null again after a logout', async () => {
    const { result } = renderHook(() => useProfile())
    expect(result.current).toBeNull()

    await act(() => getProfile())
    expect(result.current).toEqual({ profile: ADA, isFallback: false })

    act(() => forgetProfile())
    expect(result.current).toBeNull()
  })

  it('stays null when an answer from before a logout arrives after it', async () => {
    let answer!: () => void
    server.handle((_req, res) => (answer = () => json(res, 200, ADA)))
    const { result } = renderHook(() => useProfile())
    const before = getProfile()
    await vi.waitFor(() => expect(answer).toBeDefined())

    act(() => forgetProfile())
    answer()
    await act(() => before)

    expect(result.current).toBeNull()
  })

  it('shows nothing in prerendered markup, which holds nobody’s details', async () => {
    await getProfile()
    function Name() {
      return useProfile()?.profile.name ?? 'nobody'
    }
    expect(renderToString(createElement(Name))).toBe('nobody')
  })
})
