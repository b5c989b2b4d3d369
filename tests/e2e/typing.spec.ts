import type { Page } from '@playwright/test'
import { expect, openSignedIn, test, throttleCpu } from './fixtures'
import { listFooter, searchBox } from './locators'

/** What an admin types, and the footer once the list has caught up with it. */
const phrases = [
  { text: 'michael brown', footer: 'Showing 1 to 1 of 1 driver' },
  { text: 'sofia.lopez10@example.com', footer: 'Showing 1 to 1 of 1 driver' },
  { text: '+1 555-9', footer: 'Showing 1 to 6 of 6 drivers' },
]

/** Types `text` key by key, the way a person does: into whatever the box holds now. */
async function typeInto(page: Page, text: string, delay: number) {
  await searchBox(page).pressSequentially(text, { delay })
}

async function clearByKeyboard(page: Page) {
  await searchBox(page).press('ControlOrMeta+a')
  await searchBox(page).press('Backspace')
}

for (const throttled of [false, true]) {
  test.describe(`drivers search under fast typing${throttled ? ', CPU 4x slower' : ''}`, () => {
    // Phrases typed key by key on a slowed CPU of a busy machine took up to 44 s: over the usual 40 s.
    test.describe.configure({ timeout: 90_000 })
    test.beforeEach(async ({ page }) => {
      await openSignedIn(page, '/dashboard/drivers')
      await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
      if (throttled) await throttleCpu(page)
    })

    // Every speed in one page: each phrase clears what the one before left, so a late URL update
    // would bring old text back. On a slowed CPU the keys queue up whatever their spacing: the
    // burst and the slowest spacing (a key took about 250 ms there). Every phrase in a burst, then
    // one phrase per slower spacing, in turn: each spacing meets the search's pause the same way.
    const delays = throttled ? [0, 60] : [0, 15, 30, 60]
    const typings = delays.flatMap((delay, at) =>
      (delay === 0 ? phrases : [phrases[at % phrases.length]]).map((phrase) => ({ delay, phrase })),
    )
    test(`keeps every letter typed ${delays.join(', ')} ms apart`, async ({ page }) => {
      for (const { delay, phrase } of typings) {
        await clearByKeyboard(page)
        await typeInto(page, phrase.text, delay)
        await expect(searchBox(page), `${delay} ms apart, typed`).toHaveValue(phrase.text)
        await expect(listFooter(page)).toHaveText(phrase.footer)
        await expect(page).toHaveURL(
          `/dashboard/drivers?${new URLSearchParams({ q: phrase.text })}`,
        )
        // A late URL update must not rewrite the box once typing has stopped.
        expect(await searchBox(page).inputValue(), `${delay} ms apart, settled`).toBe(phrase.text)
      }
    })
  })
}

test('Back and Forward restore the search after fast typing', async ({ page }) => {
  await openSignedIn(page, '/dashboard/drivers')
  await typeInto(page, 'michael', 0)
  await expect(page).toHaveURL('/dashboard/drivers?q=michael')
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('active')
  await expect(page).toHaveURL('/dashboard/drivers?q=michael&status=active')
  await clearByKeyboard(page)
  await typeInto(page, 'linda', 0)
  await expect(page).toHaveURL('/dashboard/drivers?q=linda&status=active')

  await page.goBack()
  await expect(page).toHaveURL('/dashboard/drivers?q=michael')
  await expect(searchBox(page)).toHaveValue('michael')
  await expect(listFooter(page)).toHaveText('Showing 1 to 5 of 5 drivers')

  await page.goForward()
  await expect(searchBox(page)).toHaveValue('linda')
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('active')
})

// Typing into a dialog as its code first loads (the palette, Add Admin, Edit, Save current view…) is
// checked where the dialogs are drawn: tests/lib/start/hold-keys*.browser.test.tsx and
// tests/features/settings/add-admin-dialog*.browser.test.tsx.
