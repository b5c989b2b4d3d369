import { describe, expect, it } from 'vitest'
import { parseCookies, serializeCookie } from '../../server/http-helpers'

describe('cookies', () => {
  it('reads name=value pairs, trimming spaces and decoding values', () => {
    expect(parseCookies(' a = 1 ; b=x%20y; c=p=q ')).toEqual({ a: '1', b: 'x y', c: 'p=q' })
  })

  it('skips parts without a name or an =, and reads no header as no cookies', () => {
    expect(parseCookies('=orphan; lonely; d=4')).toEqual({ d: '4' })
    expect(parseCookies(undefined)).toEqual({})
  })

  it('writes whole seconds, never a negative age', () => {
    const options = { path: '/api', secure: false }
    expect(serializeCookie('a', 'x y', { ...options, maxAgeMs: 1999 })).toBe(
      'a=x%20y; Path=/api; Max-Age=1; HttpOnly; SameSite=Lax',
    )
    expect(serializeCookie('a', '', { ...options, maxAgeMs: -5000 })).toContain('; Max-Age=0;')
  })
})
