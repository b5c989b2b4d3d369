/** Debian's Chromium (never a downloaded browser) and the flags it needs on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * Debian's build of Chromium's headless shell, the browser Playwright runs headless tests in by
 * default: each test's fresh page costs much less than in the full browser (docs/testing.md: How long CI
 * takes). The component layer keeps the full one: it has a clipboard, and one page lives on.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
