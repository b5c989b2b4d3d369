// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as cookieNames from '@/config/stored-names/cookie-names'
import { clearSignInHint, hasSignInHint, setSignInHint } from '@/lib/session/sign-in-hint'

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

  it('lasts 30 days, longer than any session, for every page of the app', async () => {
    // A new page: its lifetime is worked out as the module loads.
    vi.resetModules()
    const page = await import('@/lib/session/sign-in-hint')
    const written = vi.spyOn(document, 'cookie', 'set')
    page.setSignInHint()
    expect(written).toHaveBeenCalledWith(
      `${cookieNames.signInHint}=1; Path=/; Max-Age=${30 * 24 * 60 * 60}; SameSite=Lax`,
    )
  })

  it('is renewed by a call that succeeds, until the page has seen the session end', async () => {
    // A new page: nothing has ended its session yet.
    vi.resetModules()
    const page = await import('@/lib/session/sign-in-hint')
    expect(page.hasSessionEnded()).toBe(false)
    page.renewSignInHint()
    expect(hasSignInHint()).toBe(true)

    page.clearSignInHint() // A logout starts.
    page.renewSignInHint() // A call made before it answers, or since (whatever the server said).

    expect(page.hasSessionEnded()).toBe(true)
    expect(hasSignInHint()).toBe(false)
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
