import * as cookieNames from '@/config/stored-names/cookie-names'
import { readCookie, writeCookie } from '@/lib/cookies'

/*
 * The app's own note that this browser was signed in: a readable cookie, so a page (or nginx) can
 * send a signed-out visitor to the login before any of the dashboard paints. It is a hint, not a
 * security boundary: the API decides who is signed in, and a wrong hint costs one redirect.
 */

/** The only value that counts: anything else (forged, garbage) reads as signed out. */
const SIGNED_IN = '1'

/** Longer than any session: a hint that outlives its session costs one redirect, as it lies. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export function hasSignInHint(cookies = document.cookie): boolean {
  return readCookie(cookieNames.signInHint, cookies) === SIGNED_IN
}

/** The server reported a sign-in (`/?status=login_success`), or a call just succeeded. */
export function setSignInHint(): void {
  writeCookie(cookieNames.signInHint, SIGNED_IN, MAX_AGE_SECONDS)
}

/** Whether this page has seen the session end: a new session comes with a new page (sign-in). */
let sessionEnded = false

/**
 * A call just succeeded: the server's word that the session lives, unless this page has seen it
 * end (a logout here or in another tab, a failed refresh), whatever a call answers since.
 */
export function renewSignInHint(): void {
  if (!sessionEnded) setSignInHint()
}

/** Whether this page has seen the session end: nothing it does then may start another. */
export const hasSessionEnded = (): boolean => sessionEnded

/** The session is over: a logout (as it starts), a failed refresh, another tab's logout. */
export function clearSignInHint(): void {
  sessionEnded = true
  writeCookie(cookieNames.signInHint, '', 0)
}
