// @vitest-environment jsdom
// jsdom: happy-dom keeps a cookie set with Max-Age=0, and a spy on Storage.prototype misses it.
import { describe, expect, it, vi } from 'vitest'
import { holdPathBeingOpened } from '@/lib/start/app-router'
import * as cookieNames from '@/config/stored-names/cookie-names'
import * as sessionKeys from '@/config/stored-names/session-keys'
import {
  forgetReturnPath,
  isSafeReturnPath,
  rememberCurrentPath,
  rememberReturnPath,
  takeReturnPath,
  takeReturnToCookie,
} from '@/lib/session/return-to'

const at = (path: string) => {
  const url = new URL(path, 'http://localhost')
  return { pathname: url.pathname, search: url.search }
}

describe('return to the same screen after signing in again', () => {
  it.each([
    '/dashboard',
    '/dashboard?tab=1',
    '/dashboard/drivers?q=ann&status=inactive&page=3',
    '/dashboard/settings',
    '/dashboard/drivers/2',
    '/dashboard/drivers?q=Jos%C3%A9',
  ])('remembers %s and returns there once', (path) => {
    rememberReturnPath(at(path))

    expect(takeReturnPath()).toBe(path)
    expect(takeReturnPath()).toBe('/dashboard')
  })

  it('forgets the remembered path on a deliberate logout', () => {
    rememberReturnPath(at('/dashboard/settings'))

    forgetReturnPath()

    expect(takeReturnPath()).toBe('/dashboard')
  })

  it('remembers the address the admin opened while the app starts at its markup’s path', () => {
    window.history.replaceState(null, '', '/dashboard/drivers')
    holdPathBeingOpened(at('/dashboard/drivers?q=gar'))
    rememberCurrentPath()
    expect(takeReturnPath()).toBe('/dashboard/drivers?q=gar')

    holdPathBeingOpened(null)
    rememberCurrentPath()
    expect(takeReturnPath()).toBe('/dashboard/drivers')
  })

  it('lands on the dashboard when nothing was remembered', () => {
    expect(takeReturnPath()).toBe('/dashboard')
  })

  it.each(['/', '/login', '/unknown', '/dashboardx', '/dashboard-old/settings'])(
    'does not remember %s, which is not a dashboard screen',
    (path) => {
      rememberReturnPath(at(path))
      expect(sessionStorage.getItem(sessionKeys.returnTo)).toBeNull()
    },
  )

  it('lands on the dashboard when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    rememberReturnPath(at('/dashboard/settings'))
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })

    expect(takeReturnPath()).toBe('/dashboard')
  })
})

describe('no open redirect: only a dashboard path of this app is ever used', () => {
  const hostile = [
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '///evil.example/dashboard',
    '/\\evil.example/dashboard',
    '\\\\evil.example\\dashboard',
    'javascript:alert(1)//dashboard',
    'data:text/html,<script>alert(1)</script>',
    ' /dashboard',
    '/dashboard/../login',
    '/dashboard/%2e%2e/login',
    '/dashboard\\..\\login',
    '/dashboard/\nhttps://evil.example',
    '/dashboard\t/settings',
    '/dashboard#https://evil.example',
    '/dashboard@evil.example',
    '/dashboardevil',
    '/login',
    '',
    'null',
  ]

  it.each(hostile)('refuses %j when it is found in storage', (value) => {
    sessionStorage.setItem(sessionKeys.returnTo, value)

    expect(isSafeReturnPath(value)).toBe(false)
    expect(takeReturnPath()).toBe('/dashboard')
    expect(sessionStorage.getItem(sessionKeys.returnTo)).toBeNull()
  })

  it.each([undefined, null, 42, {}, ['/dashboard']])('refuses a non-string %j', (value) => {
    expect(isSafeReturnPath(value)).toBe(false)
  })
})

describe('the return-to cookie nginx leaves', () => {
  const setCookie = (value: string) =>
    (document.cookie = `${cookieNames.returnTo}=${value}; Path=/`)

  it('is taken once: remembered by the app’s rules, then gone', () => {
    setCookie('/dashboard/drivers?q=ann')
    takeReturnToCookie()

    expect(document.cookie).not.toContain(cookieNames.returnTo)
    expect(takeReturnPath()).toBe('/dashboard/drivers?q=ann')
  })

  it('remembers nothing that is not a dashboard path, or not a URL at all', () => {
    for (const value of ['https://evil.example/dashboard', 'http://[', '/login']) {
      setCookie(value)
      takeReturnToCookie()
      expect(document.cookie).not.toContain(cookieNames.returnTo)
      expect(takeReturnPath()).toBe('/dashboard')
    }
  })
})
