import type { Locator, Page } from '@playwright/test'
import ar from '../../src/lib/i18n/catalogs/ar'
import de from '../../src/lib/i18n/catalogs/de'
import en from '../../src/lib/i18n/catalogs/en'
import {
  createSession,
  expect,
  hasHorizontalScroll,
  holdTheApp,
  recordedFrames,
  recordFrames,
  saveScreenshot,
  test,
  untilAppStarted,
  useLanguage,
} from './fixtures'

// Fleet Admin in English, German and Arabic: every screen in the chosen language from its first
// frame, and Arabic right to left. The pseudo-language finding text no catalog holds and text that
// overflows: tests/lib/i18n/catalogs/pseudo.browser.test.tsx; numbers and plural forms in German
// and Arabic: tests/features/drivers/drivers-screen.languages.test.tsx.

const catalogs = { de, ar } as const

const SCREENS = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/dashboard/drivers', signedIn: true },
  { path: '/dashboard/settings', signedIn: true },
  { path: '/no-such-page', signedIn: false },
]

async function open(page: Page, path: string, signedIn: boolean) {
  if (signedIn) await createSession(page)
  await page.goto(path)
  await untilAppStarted(page)
}

/** Everything a person reads on the page: its visible text, title and accessible texts. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // A select's options name languages in their own names, on purpose.
      if (!parent || parent.closest('option, script, style')) continue
      if (!parent.checkVisibility()) continue
      texts.push(node.textContent ?? '')
    }
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of ['aria-label', 'aria-description', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean)
  })
}

/** English messages whose translation differs, as patterns for a whole text. */
function englishOnly(language: 'de' | 'ar'): { key: string; pattern: RegExp }[] {
  const translation = catalogs[language] as Record<string, unknown>
  const formsOf = (message: unknown) =>
    typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)
  return Object.entries(en).flatMap(([key, message]) => {
    const translated = formsOf(translation[key])
    return formsOf(message)
      .filter((text) => !translated.includes(text) && /[a-z]{3}/i.test(text))
      .map((text) => ({
        key,
        pattern: new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
        ),
      }))
  })
}

for (const language of ['de', 'ar'] as const) {
  test(`every screen in ${language === 'de' ? 'German' : 'Arabic'}: lang, dir, no English text`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await useLanguage(page, language)
    const patterns = englishOnly(language)
    for (const screen of SCREENS) {
      await open(page, screen.path, screen.signedIn)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
      const leftInEnglish = (await readableTexts(page)).flatMap((text) =>
        patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${text}`),
      )
      expect(leftInEnglish, screen.path).toEqual([])
      if (language === 'de' && screen.path === '/dashboard/drivers') {
        // German's longer headers fit the table's card at 1280 px: no scrolling inside it.
        expect(page.viewportSize()?.width).toBe(1280)
        const table = page.locator('[data-drivers-table]')
        expect(
          await table.evaluate(
            (element) => element.scrollWidth - element.parentElement!.clientWidth,
          ),
        ).toBeLessThanOrEqual(0)
      }
      await saveScreenshot(page, `language-${language}${screen.path.replaceAll('/', '-')}`)
    }
  })
}

// The control in each place it is drawn: the dashboard's header (the same on every dashboard
// screen; switched here on the drivers screen, with Settings open in another tab), the login card
// and the not-found card. Every screen's own page in German and Arabic: the two tests above.
test('the language control switches the drivers, login and not-found screens to German, Arabic and back, and every open tab', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await createSession(page)
  const other = await page.context().newPage()
  await other.goto('/dashboard/settings')
  await untilAppStarted(other)
  const headings = {
    '/dashboard/drivers': ['drivers.title', 'Drivers'],
    '/login': ['auth.login.heading', 'Welcome to Fleet Admin'],
    '/no-such-page': ['errors.notFound.message', '404'],
  } as const
  for (const [path, [key, english]] of Object.entries(headings)) {
    await page.goto(path)
    await untilAppStarted(page)
    for (const [language, name] of [
      ['de', 'Deutsch'],
      ['ar', 'العربية'],
    ] as const) {
      await page.getByRole('combobox', { name: /Language/ }).selectOption(name)
      await expect(page.locator('html'), path).toHaveAttribute('lang', language)
      await expect(page.locator('html'), path).toHaveAttribute(
        'dir',
        language === 'ar' ? 'rtl' : 'ltr',
      )
      await untilAppStarted(page)
      const text = catalogs[language][key]
      await expect(page.getByText(text as string, { exact: false }).first(), path).toBeVisible()
      if (!other.isClosed()) {
        // The tab open beside it reloads into the language chosen here.
        await expect(other.locator('html')).toHaveAttribute('lang', 'de')
        await expect(other.getByRole('combobox', { name: 'Sprache (Language)' })).toHaveValue('de')
        await other.close()
      }
    }
    await page.getByRole('combobox', { name: /Language/ }).selectOption('English')
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en')
    await expect(page.getByText(english).first(), path).toBeVisible()
  }
})

test('a browser that prefers German starts in German; an unknown preference in English', async ({
  browser,
}) => {
  for (const [locale, language] of [
    ['de-DE', 'de'],
    ['ar-EG', 'ar'],
    ['fr-FR', 'en'],
  ]) {
    const context = await browser.newContext({
      locale,
      baseURL: test.info().project.use.baseURL,
    })
    const page = await context.newPage()
    await page.goto('/login')
    await untilAppStarted(page)
    await expect(page.locator('html'), locale).toHaveAttribute('lang', language)
    await context.close()
  }
})

/** The page's language and heading in each frame it shows (null while it is hidden). */
const shownLanguage = () => {
  const root = document.getElementById('root')
  const heading = document.querySelector('h1')
  if (!root || !heading || getComputedStyle(root).visibility === 'hidden') return null
  // Not yet judged while the parser may still be adding the heading's text.
  let parsed = document.readyState !== 'loading'
  for (let node: Node | null = heading; node && !parsed; node = node.parentNode) {
    parsed = node.nextSibling !== null
  }
  return parsed ? `${document.documentElement.lang}: ${heading.textContent}` : null
}

test('a reload keeps the language, with no frame in another', async ({ page }) => {
  await useLanguage(page, 'de')
  await createSession(page)
  await recordFrames(page, shownLanguage)
  await page.goto('/dashboard/drivers')
  await untilAppStarted(page)
  await page.reload()
  await untilAppStarted(page)
  const frames = recordedFrames(page).map((frame) => frame.seen)
  expect(frames.length).toBeGreaterThan(0)
  expect(new Set(frames)).toEqual(new Set([`de: ${de['drivers.title']} (50 gesamt)`]))
})

test('a plain static host’s English page shows nothing until the chosen language is drawn', async ({
  page,
}) => {
  // The host ignores the language: every path gets its English file, as from any static host.
  await page.route(
    (url) => url.pathname === '/dashboard/drivers',
    async (route) => {
      const response = await route.fetch({ headers: { cookie: 'fleet_admin_signed_in=1' } })
      route.fulfill({ response })
    },
  )
  await useLanguage(page, 'ar')
  await createSession(page)
  // Slow: the app's code arrives late, and the English markup would show meanwhile if unhidden.
  const { release } = await holdTheApp(page)
  await recordFrames(page, shownLanguage)
  await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
  // Let the code through once the English markup is parsed and two frames have been drawn with it.
  await page.waitForFunction(() => document.readyState !== 'loading')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  release()
  await untilAppStarted(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page).toHaveTitle(`${ar['drivers.title']} · Fleet Admin`)
  const frames = recordedFrames(page).map((frame) => frame.seen)
  expect(frames.length).toBeGreaterThan(0)
  expect(new Set(frames)).toEqual(new Set([`ar: ${ar['drivers.title']} (50 سائقًا إجمالًا)`]))
})

for (const width of [375, 1280]) {
  test(`Arabic at ${width} px: right to left, sidebar on the right, no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, 'ar')
    // The drivers screen last: its search is typed into below.
    for (const path of ['/dashboard', '/dashboard/settings', '/dashboard/drivers']) {
      await open(page, path, true)
      expect(await hasHorizontalScroll(page), path).toBe(false)
    }
    if (width === 375) {
      await page
        .getByRole('button', { name: ar['layout.openMenu' as keyof typeof ar] as string })
        .click()
      const drawer = await page.getByRole('dialog').boundingBox()
      expect(drawer!.x + drawer!.width, 'the drawer opens from the right').toBeGreaterThan(
        width - 2,
      )
      return
    }
    const nav = await page.getByRole('navigation').first().boundingBox()
    expect(nav!.x, 'the sidebar sits on the right').toBeGreaterThan(width / 2)

    await test.step('a phone number typed into a search reads left to right; the placeholders right to left', async () => {
      const search = page.getByRole('searchbox')
      const direction = (field: Locator) =>
        field.evaluate((element) => getComputedStyle(element).direction)

      await expect(search).toHaveAttribute('placeholder', ar['drivers.search.placeholder'])
      expect(await direction(search)).toBe('rtl')
      await search.fill('+1 555-89')
      expect(await direction(search)).toBe('ltr')
      await search.fill('غارسيا')
      expect(await direction(search)).toBe('rtl')

      await page.keyboard.press('Control+K')
      const paletteInput = page.getByRole('dialog').getByRole('combobox')
      await expect(paletteInput).toBeFocused()
      expect(await direction(paletteInput)).toBe('rtl')
      await page.keyboard.type('+1 555-89')
      await expect(paletteInput).toHaveValue('+1 555-89')
      expect(await direction(paletteInput)).toBe('ltr')
    })
  })
}
