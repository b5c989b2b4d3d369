// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as cookieNames from '@/config/stored-names/cookie-names'
import {
  clearSignInHint,
  hasSignInHint,
  setSignInHint,
  signInHintRenewal,
} from '@/lib/session/sign-in-hint'

// The app's note that this browser was signed in: a hint for the first frame, never a proof.

afterEach(() => clearSignInHint())

describe('the sign-in hint', () => {
  it('is set and cleared for every page of the app', () => {
    expect(hasSignInHint()).toBe(false)
    setSignInHint()
    expect(hasSignInHint()).toBe(true)
    clearSignInHint()
    expect(hasSignInHint()).toBe(false)
  })

  it('is renewed by a call that succeeds, unless the session ended while it was on its way', () => {
    const before = signInHintRenewal()
    clearSignInHint() // A logout starts.
    before() // A call made before it answers.
    expect(hasSignInHint()).toBe(false)

    signInHintRenewal()() // A call made since (the logout failed at the server: still signed in).
    expect(hasSignInHint()).toBe(true)
  })

  it.each([
    `${cookieNames.signInHint}=1`,
    `theme=dark; ${cookieNames.signInHint}=1`,
    ` ${cookieNames.signInHint} = 1 ;other=2`,
  ])('counts only its own value: %s', (cookies) => {
    expect(hasSignInHint(cookies)).toBe(true)
  })

  it.each([
    '',
    `${cookieNames.signInHint}=`,
    `${cookieNames.signInHint}=0`,
    `${cookieNames.signInHint}=yes`,
    `${cookieNames.signInHint}=1x`,
    `${cookieNames.signInHint}=%3Cscript%3E`,
    `x${cookieNames.signInHint}=1`,
    `${cookieNames.signInHint}x=1`,
  ])('reads a forged or garbage hint as none: "%s"', (cookies) => {
    expect(hasSignInHint(cookies)).toBe(false)
  })

  it('is readable by scripts, Lax, and Secure only under https', () => {
    const written: string[] = []
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie) => void written.push(cookie))
    setSignInHint()
    vi.stubGlobal('location', { protocol: 'https:' })
    setSignInHint()

    expect(written[0]).toMatch(
      new RegExp(`^${cookieNames.signInHint}=1; Path=/; Max-Age=\\d+; SameSite=Lax$`),
    )
    expect(written[1]).toMatch(/; SameSite=Lax; Secure$/)
    expect(written.join()).not.toMatch(/HttpOnly/i)
  })
})
