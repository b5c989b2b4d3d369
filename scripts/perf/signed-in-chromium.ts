// The browser Lighthouse drives, signed in once so the dashboard screens can be measured.
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import * as cookieNames from '../../src/config/stored-names/cookie-names'
import type { Language } from '../../src/config/languages'
import { apiPaths } from '../../src/config/paths'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { API, APP, PORTS, TMP } from './local-servers'
import { startProcess, waitFor } from './processes'

const PROFILE = resolve(TMP, 'chrome-profile')
const CHROMIUM_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
]

type DevtoolsTarget = { id: string; type: string; url: string }
const devtools = (path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${PORTS.chrome}${path}`, { method })

/**
 * Chromium with its own profile, signed in through the local API's sign-in redirect, once the app
 * has loaded the profile and noted the sign-in (its hint cookie, without which nginx sends every
 * dashboard page to /login), in `language` (the app's cookie, as after choosing it).
 */
export async function startSignedInChromium(language: Language) {
  rmSync(PROFILE, { recursive: true, force: true })
  startProcess('Chromium', CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${PORTS.chrome}`,
    `--user-data-dir=${PROFILE}`,
    `${API}${apiPaths.googleLogin}`,
  ])
  const signedIn = await waitFor('the sign-in to return to the app', async () => {
    const targets = (await (await devtools('/json/list')).json()) as DevtoolsTarget[]
    return targets.find((target) => target.url.startsWith(APP))
  })
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORTS.chrome}`)
  await waitFor('the app to note the sign-in', async () => {
    const cookies = await browser.contexts()[0].cookies(APP)
    return cookies.some((cookie) => cookie.name === cookieNames.signInHint) || undefined
  })
  await browser
    .contexts()[0]
    .addCookies([{ name: cookieNames.language, value: language, url: APP }])
  // Only disconnects: the browser stays up for Lighthouse.
  await browser.close()
  // Park the browser on a blank tab, so no app page runs beside the measured ones.
  await devtools('/json/new?about:blank', 'PUT')
  await devtools(`/json/close/${signedIn.id}`)
}
