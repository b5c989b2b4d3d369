// @vitest-environment happy-dom
import * as sessionKeys from '@/config/stored-names/session-keys'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { driverPath } from '@/config/paths'
import { googleSignInUrl } from '@/features/auth/google-sign-in'
import { loginEntryLoader } from '@/features/auth/login-entry'

// The loader reads only the request.
const enter = (url: string) => loginEntryLoader({ request: new Request(url) } as LoaderFunctionArgs)

describe('the sign-in entry', () => {
  it('sends /?status=login_success to the remembered screen once, then to the dashboard', () => {
    sessionStorage.setItem(sessionKeys.returnTo, '/dashboard/drivers?page=2')

    const first = enter('http://app.test/?status=login_success') as Response
    const second = enter('http://app.test/?status=login_success') as Response

    expect(first.status).toBe(302)
    expect(first.headers.get('Location')).toBe('/dashboard/drivers?page=2')
    expect(first.headers.get('X-Remix-Replace')).toBe('true')
    expect(second.headers.get('Location')).toBe('/dashboard')
  })

  it.each(['http://app.test/', 'http://app.test/?status=other', 'http://app.test/?next=/x'])(
    'leaves %s alone',
    (url) => {
      expect(enter(url)).toBeNull()
    },
  )

  it('signs in through the API base, and names a driver by its path', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/')

    expect(googleSignInUrl()).toBe('https://api.example.com/admin/auth/google/login')
    expect(driverPath(12)).toBe('/dashboard/drivers/12')
  })
})
