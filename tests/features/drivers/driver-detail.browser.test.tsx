import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { addDrivers } from '@/lib/local-data/driver-changes'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import { t } from '@/lib/i18n/translate'
import {
  LOOK_LANGUAGES,
  dressPage,
  expectNoAxeViolations,
  renderApp,
  switchTheme,
} from '../../support/component'

// A driver's panel over the list, in the app's own routes and layout (its toasts), in Chromium.

/** Waits (up to 5 s: the panel and the screens load on first use) until `check` passes. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 })

const panel = () => screen.getByRole('dialog')
const footer = () => screen.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)

/** The first row of the table as a user reads it (after the selection checkbox). */
function firstRow() {
  const row = within(screen.getByRole('table')).getAllByRole('row')[1]
  const cells = [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent ?? '')
  const link = within(row).getByRole('link')
  return {
    link,
    name: link.textContent ?? '',
    id: Number(/ID: (\d+)/.exec(cells[1])?.[1]),
    trips: cells[4],
    rating: cells[5],
  }
}

/** Opens `path` in the app and waits for the list, or for the panel a driver's URL opens. */
async function open(path: string) {
  const app = renderApp(path)
  // The first render of a file waits for the app's modules to be served.
  const firstRender = { timeout: 15_000 }
  if (/\/drivers\/[^/?]+/.test(path)) {
    await vi.waitFor(
      () => expect(within(panel()).getByRole('heading', { level: 2 })).toBeVisible(),
      firstRender,
    )
  } else await screen.findByRole('table', {}, firstRender)
  return app
}

const location = (app: ReturnType<typeof renderApp>) =>
  app.router.state.location.pathname + app.router.state.location.search

describe('the driver panel', () => {
  it('a name opens its driver over the list; Escape returns to the list, its query and the link', async () => {
    const app = await open('/dashboard/drivers?status=active&sort=rating&dir=desc&page=2')
    const first = firstRow()

    await userEvent.click(first.link)
    await until(() =>
      expect(location(app)).toBe(
        `/dashboard/drivers/${first.id}?status=active&sort=rating&dir=desc&page=2`,
      ),
    )
    await until(() =>
      expect(within(panel()).getByRole('heading', { name: first.name })).toBeVisible(),
    )
    await until(() => expect(document.title).toBe(`${first.name} · Drivers · Fleet Admin`))
    const inPanel = within(panel())
    expect(inPanel.getByText(`ID: ${first.id}`)).toBeVisible()
    expect(inPanel.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@example\.com$/),
    )
    expect(inPanel.getByRole('link', { name: /^\+1 555-\d{4}$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1555\d{4}$/),
    )
    expect(inPanel.getByText('Active', { exact: true })).toBeVisible()
    expect(inPanel.getByText(first.trips, { exact: true })).toBeVisible()
    expect(inPanel.getByText(first.rating, { exact: true })).toBeVisible()
    // The list stays underneath, on its page.
    expect(footer()).toHaveTextContent('Showing 11 to 20 of 33 drivers')

    await userEvent.keyboard('{Escape}')
    await until(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(location(app)).toBe('/dashboard/drivers?status=active&sort=rating&dir=desc&page=2')
    await until(() => expect(first.link).toHaveFocus())
    expect(document.title).toBe('Drivers · Fleet Admin')
  })

  it('the close button closes it, back on the link; Enter on the link opens it again', async () => {
    const app = await open('/dashboard/drivers?q=garcia')
    const link = screen.getByRole('link', { name: 'Maria Garcia' })

    await userEvent.click(link)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close driver details' }, { timeout: 5000 }),
    )
    await until(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(location(app)).toBe('/dashboard/drivers?q=garcia')
    await until(() => expect(link).toHaveFocus())

    await userEvent.keyboard('{Enter}')
    await until(() =>
      expect(within(panel()).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible(),
    )
    expect(location(app)).toBe('/dashboard/drivers/2?q=garcia')
  })

  it('a driver’s link opens it inside the dashboard, and it closes to the list, on its link', async () => {
    const app = await open('/dashboard/drivers/2')
    expect(within(panel()).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
    // Inside the dashboard: the sidebar is there (hidden from queries while the panel is modal).
    expect(document.querySelector('#app-sidebar a[aria-current="page"]')).toHaveTextContent(
      'Drivers',
    )

    await userEvent.click(within(panel()).getByRole('button', { name: 'Close driver details' }))
    await until(() => expect(location(app)).toBe('/dashboard/drivers'))
    await until(() => expect(screen.getByRole('link', { name: 'Maria Garcia' })).toHaveFocus())
  })

  it.each(['999', 'abc', '02'])(
    "an unknown id (%s) says 'Driver not found' inside the dashboard",
    async (id) => {
      const app = await open(`/dashboard/drivers/${id}?page=3`)
      expect(within(panel()).getByRole('heading', { name: 'Driver not found' })).toBeVisible()
      expect(panel()).toHaveTextContent(`There is no driver with ID “${id}”`)
      await until(() => expect(document.title).toBe('Driver not found · Fleet Admin'))
      expect(screen.queryByText('404')).toBeNull()

      await userEvent.click(within(panel()).getByRole('button', { name: 'Back to drivers' }))
      await until(() => expect(location(app)).toBe('/dashboard/drivers?page=3'))
      expect(footer()).toHaveTextContent('Showing 21 to 30 of 50 drivers')
    },
  )

  it('copy buttons put the e-mail and the phone number on the clipboard, with a toast', async () => {
    await open('/dashboard/drivers/2')
    const email = within(panel()).getByRole('link', { name: /@example\.com$/ }).textContent
    const phone = within(panel()).getByRole('link', { name: /^\+1 555-\d{4}$/ }).textContent
    // The page may write the clipboard but not read it: the writes are watched, and the last is
    // pasted back by keyboard.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const toasts = () =>
      [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent)

    await userEvent.click(within(panel()).getByRole('button', { name: 'Copy email' }))
    await until(() => expect(toasts()).toContainEqual(expect.stringContaining('Email copied')))
    await userEvent.click(within(panel()).getByRole('button', { name: 'Copy phone number' }))
    await until(() =>
      expect(toasts()).toContainEqual(expect.stringContaining('Phone number copied')),
    )
    expect(writeText.mock.calls).toEqual([[email], [phone]])
    await Promise.all(writeText.mock.results.map((result) => result.value))

    await userEvent.keyboard('{Escape}')
    await until(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search drivers' }))
    await userEvent.keyboard('{Control>}v{/Control}')
    expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue(phone)
  })

  // Issue 43: the "Email copied" toast covered the panel's name and ID.
  it.each([
    ['en', 375],
    ['en', 1280],
    ['ar', 375],
    ['ar', 1280],
  ] as const)(
    "a toast leaves the panel's name and ID in view (%s, %i px)",
    async (language, width) => {
      const text = { en, ar }[language]
      dressPage({ language })
      await page.viewport(width, 720)
      await open('/dashboard/drivers/2')
      const heading = [
        within(panel()).getByRole('heading', { level: 2 }),
        within(panel()).getByText(text['drivers.id'].replace('{id}', '2'), { exact: true }),
      ]
      await userEvent.click(
        within(panel()).getByRole('button', { name: text['drivers.detail.copyEmail'] }),
      )
      const toast = await until(() => {
        const shown = document.querySelector<HTMLElement>('[data-sonner-toast]')
        expect(shown).toHaveTextContent(text['drivers.detail.emailCopied'])
        return shown!
      })
      await Promise.all(toast.getAnimations().map((animation) => animation.finished))
      const box = toast.getBoundingClientRect()
      for (const part of heading) {
        const covered = part.getBoundingClientRect()
        const apart =
          box.right <= covered.left ||
          covered.right <= box.left ||
          box.bottom <= covered.top ||
          covered.bottom <= box.top
        expect(apart, `at ${width} px the toast covers ${part.textContent}`).toBe(true)
      }
    },
  )

  it.each([
    ['light', 'en'],
    ['dark', 'ar'],
  ] as const)('a sorted table and the panel pass axe, %s theme, %s', async (theme, language) => {
    dressPage({ theme, language })
    await open('/dashboard/drivers?sort=rating&dir=desc')
    expect(document.querySelector('th[aria-sort]')).toHaveAttribute('aria-sort', 'descending')
    await expectNoAxeViolations()

    await userEvent.click(firstRow().link)
    await until(() => expect(within(panel()).getAllByRole('button').length).toBeGreaterThan(2))
    await expectNoAxeViolations()
  })

  it('a driver added in this browser has no rating yet: a dash to see, words to hear, no star', async () => {
    const added = await addDrivers(
      [{ name: 'Zoe Quinn', email: 'zoe@example.com', phone: '+1 555 0100', status: 'active' }],
      'drivers-added',
    )
    if (!added.ok) throw new Error(added.reason)
    await open(`/dashboard/drivers/${added.writes[0]!.key}`)
    expect(within(panel()).getByRole('heading', { name: 'Zoe Quinn' })).toBeVisible()
    const rating = within(panel()).getByText('Rating', { selector: 'dt' }).nextElementSibling!

    const dash = within(rating as HTMLElement).getByText('—')
    expect(dash).toBeVisible()
    expect(dash).toHaveAttribute('aria-hidden', 'true')
    // Read out, not drawn: the screen-reader text takes no more than a pixel.
    const words = within(rating as HTMLElement).getByText('No rating yet')
    expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    expect(rating.querySelector('svg')).toBeNull()
  })

  // One panel per language, the question scanned in both themes: light and dark, left to right
  // and right to left (LOOK_LANGUAGES).
  it.each(LOOK_LANGUAGES)(
    'Remove driver asks first; the question passes axe and Escape goes back to Remove driver (light and dark theme, %s)',
    async (language) => {
      dressPage({ theme: 'light', language })
      await open('/dashboard/drivers/2')
      const driverPanel = panel()
      const remove = within(driverPanel).getByRole('button', { name: t('drivers.remove.open') })
      await userEvent.click(remove)
      const question = await screen.findByRole(
        'alertdialog',
        { name: t('drivers.remove.askOne', { name: 'Maria Garcia' }) },
        { timeout: 5000 },
      )
      expect(within(question).getByRole('button', { name: t('ui.cancel') })).toHaveFocus()
      expect(
        within(question).getByRole('button', { name: t('drivers.remove.confirm') }),
      ).toBeVisible()
      await expectNoAxeViolations()
      await switchTheme('dark')
      await expectNoAxeViolations()

      await userEvent.keyboard('{Escape}')
      await until(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      // Only the question closed: the panel and its driver stay.
      expect(driverPanel).toBeVisible()
      await until(() => expect(remove).toHaveFocus())
      expect(within(panel()).getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
    },
  )
})
