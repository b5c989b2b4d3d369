import { describe, expect, it } from 'vitest'
import { readCookie } from '@/lib/cookies'

// writeCookie's attributes are checked through the sign-in hint (tests/lib/session/sign-in-hint.test.ts).

describe('readCookie', () => {
  it('finds a cookie by its exact name, value as written', () => {
    expect(readCookie('a', 'ab=1; a=x=y; b=2')).toBe('x=y')
    expect(readCookie('c', 'ab=1; a=2')).toBeNull()
  })
})
