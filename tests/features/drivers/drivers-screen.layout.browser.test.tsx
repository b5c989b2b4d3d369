import { screen, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import ar from '@/lib/i18n/catalogs/ar'
import en from '@/lib/i18n/catalogs/en'
import { dressPage, renderApp, switchTheme } from '../../support/component'

// The drivers screen inside the dashboard layout (sidebar, header, toasts) at a window's widths:
// which layout the card's width gives, every field of every driver, rows, headers, footer and bar.

// Code that loads on first use; a cold transform can outlast findBy's wait.
beforeAll(() =>
  Promise.all([
    import('@/app/routes/dashboard-layout'),
    import('@/app/routes/drivers'),
    import('@/features/drivers/columns-menu'),
    import('@/features/drivers/selection-bar'),
    import('@/components/ui/sonner'),
  ]),
)

// Every test starts at the suite's 1280 × 800 (tests/support/component-setup.ts).

/** The card's background, as index.css gives it in each theme. */
const LIGHT_CARD = 'rgb(255, 255, 255)'
const DARK_CARD = 'rgb(24, 24, 27)'
const SAVED_KEY = 'fleet-admin:driver-columns:v1'
/** The optional columns, sorted. */
const ALL = ['contact', 'rating', 'status', 'trips']

async function openDrivers(path = '/dashboard/drivers') {
  const view = renderApp(path)
  await screen.findByText(/^Showing \d+ to \d+ of \d+ drivers?$|^عرض/)
  return view
}

/** Drawn: a box with room, not hidden. */
const drawn = (element: Element) => {
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'
}
const tableShown = () => drawn(document.querySelector('[data-drivers-table]')!)
const entries = () => screen.queryByRole('list', { name: 'Drivers' })
const tableBox = () => document.querySelector('[data-slot="table-container"]')!
const card = () => document.querySelector('main [data-slot="card"]')!
const rows = () => [...document.querySelectorAll('[data-drivers-table] tbody tr')]
const pageScrollsSideways = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth

/** The optional columns drawn now: the table's headers, else the first stacked entry's fields. */
function shownColumns(): string[] {
  const seen = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible'
  const table = document.querySelector('[data-drivers-table]')
  const scope =
    table && seen(table)
      ? table.querySelector('thead')
      : document.querySelector('[data-url-view] ul > li')
  const columns = [
    ...(scope?.querySelectorAll<HTMLElement>('[data-column]:not([data-column="select"])') ?? []),
  ]
  return [...new Set(columns.filter(seen).map((cell) => cell.dataset.column!))].sort()
}

/**
 * What the drivers on screen fail to show, one line each: a field of SPEC §2's table (Contact's
 * e-mail and phone, Status, Trips, Rating) not drawn or drawn off the screen, whether the drivers
 * are a table or stacked entries; or the page, or the table, scrolling sideways.
 */
function driversMissingFields(): string[] {
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.left >= -0.5 && box.right <= innerWidth + 0.5
  }
  const table = document.querySelector('[data-drivers-table]')
  const shown = [
    ...(table && drawn(table)
      ? table.querySelectorAll('tbody tr')
      : document.querySelectorAll('[data-url-view] ul > li')),
  ]
  const missing: string[] = []
  if (shown.length === 0) missing.push('no driver is shown')
  for (const entry of shown) {
    const name = entry.querySelector('a')?.textContent ?? '?'
    for (const column of ['contact', 'status', 'trips', 'rating']) {
      const cells = [...entry.querySelectorAll<HTMLElement>(`[data-column="${column}"]`)].filter(
        drawn,
      )
      const text = cells.map((cell) => cell.innerText).join(' ')
      if (cells.length === 0 || !text.trim()) missing.push(`${name}: no ${column}`)
      else if (!cells.every(onScreen)) missing.push(`${name}: ${column} off the screen`)
      else if (column === 'contact' && !(/@example\.com/.test(text) && /\+1 555/.test(text)))
        missing.push(`${name}: contact without e-mail and phone (${text})`)
    }
  }
  if (document.scrollingElement!.scrollWidth > innerWidth)
    missing.push(`the page scrolls sideways (${document.scrollingElement!.scrollWidth})`)
  const container = table?.parentElement
  if (container && drawn(container) && container.scrollWidth > container.clientWidth)
    missing.push('the table scrolls sideways inside its card')
  return missing
}

/** Shows or hides columns through the Columns menu, then closes it. */
async function chooseColumns(changes: Record<string, boolean>) {
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
  const menu = await screen.findByRole('menu', { name: 'Columns' })
  for (const [name, shown] of Object.entries(changes)) {
    const item = within(menu).getByRole('menuitemcheckbox', { name })
    await userEvent.click(item)
    expect(item).toHaveAttribute('aria-checked', String(shown))
  }
  await userEvent.keyboard('{Escape}')
  await expect.poll(() => screen.queryByRole('menu')).toBeNull()
}

/** Drawn whole inside the window (half a pixel's rounding allowed). */
const wholeInView = (element: Element) => {
  const box = element.getBoundingClientRect()
  return (
    drawn(element) &&
    box.left >= -0.5 &&
    box.top >= -0.5 &&
    box.right <= innerWidth + 0.5 &&
    box.bottom <= innerHeight + 0.5
  )
}

const rowHeights = () => rows().map((row) => row.getBoundingClientRect().height)

// A portrait tablet once showed less than a phone: #, Driver and Status only at 768–834 px beside
// the sidebar. Now the table shows where its card fits every column, stacked entries below that;
// the sidebar shows from 768 px on (below, it is a drawer).
describe.each([
  { language: 'en', theme: 'light', catalog: en },
  { language: 'ar', theme: 'dark', catalog: ar },
] as const)('without a saved choice, $language, $theme', ({ language, theme, catalog }) => {
  it('every field of every driver at 375 to 1280 px, the sidebar open and collapsed: a table where the card fits it, else stacked entries; nothing scrolls sideways', async () => {
    dressPage({ theme, language })
    await openDrivers()
    // Where the original browser test said which layout each width gets.
    const table: Record<string, boolean> = {
      '640 open': false,
      '768 open': false,
      '1024 open': true,
      '1280 open': true,
      '768 collapsed': false,
      '1024 collapsed': true,
      '1280 collapsed': true,
    }
    for (const collapsed of [false, true]) {
      if (collapsed) {
        await page.viewport(1280, 800)
        await userEvent.click(
          screen.getByRole('button', { name: catalog['layout.collapseSidebar'] }),
        )
        expect(document.documentElement).toHaveAttribute('data-sidebar-collapsed')
      }
      for (const width of [375, 640, 768, 810, 834, 1024, 1280]) {
        // Below 768 px the sidebar is a drawer: collapsing it changes nothing there.
        if (collapsed && width < 768) continue
        await page.viewport(width, 800)
        const where = `${width} px, sidebar ${collapsed ? 'collapsed' : 'open'}`
        expect(innerWidth, where).toBe(width)
        const expected = table[`${width} ${collapsed ? 'collapsed' : 'open'}`]
        if (expected !== undefined) {
          expect(tableShown(), where).toBe(expected)
          expect(drawn(document.querySelector('[data-url-view] ul')!), where).toBe(!expected)
        }
        expect(shownColumns(), where).toEqual(ALL)
        expect(driversMissingFields(), where).toEqual([])
        expect(tableBox().scrollWidth - tableBox().clientWidth, where).toBeLessThanOrEqual(0)
        expect(document.documentElement.scrollWidth, where).toBe(width)
      }
    }
  })
})

describe('the Columns menu at widths', () => {
  it('at 768 px ticks every column; a change hides that one alone, in the entries and then the table', async () => {
    await page.viewport(768, 800)
    await openDrivers()
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
    const menu = await screen.findByRole('menu', { name: 'Columns' })
    for (const name of ['Contact', 'Status', 'Trips', 'Rating'])
      expect(within(menu).getByRole('menuitemcheckbox', { name })).toHaveAttribute(
        'aria-checked',
        'true',
      )
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Rating' }))
    expect(document.documentElement).toHaveAttribute('data-hidden-columns', 'rating')
    await userEvent.keyboard('{Escape}')
    expect(tableShown()).toBe(false)
    expect(shownColumns()).toEqual(['contact', 'status', 'trips'])

    // The same choice in the table, once the card fits it.
    await page.viewport(1280, 800)
    expect(tableShown()).toBe(true)
    expect(shownColumns()).toEqual(['contact', 'status', 'trips'])
  })

  it('with every column chosen (a saved empty choice) at 640 px, each driver is a stacked entry with every field', async () => {
    // Every column chosen: the card is narrower than the table with them all, which once scrolled
    // inside it; now each driver stacks its fields instead.
    localStorage.setItem(SAVED_KEY, '[]')
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_KEY, storageArea: localStorage }))
    await page.viewport(640, 800)
    await openDrivers()
    expect(tableShown()).toBe(false)
    expect(entries()).toBeVisible()
    expect(driversMissingFields()).toEqual([])
    expect(pageScrollsSideways()).toBe(false)
  })
})

// A hidden column's cell keeps its place at no width: its text must not wrap a letter per line and
// stretch the row (641 px tall rows at iPad widths, once).
describe('rows as tall as their content', () => {
  it('at 1024 px beside the open sidebar, the table at its narrowest, with Contact and Trips hidden', async () => {
    await page.viewport(1024, 900)
    await openDrivers()
    await chooseColumns({ Contact: false, Trips: false })
    expect(shownColumns()).toEqual(['rating', 'status'])
    expect(tableShown()).toBe(true)
    const heights = rowHeights()
    expect(heights).toHaveLength(10)
    for (const height of heights) expect(height).toBeLessThan(100)
  })

  it('at 1280 px with Contact hidden', async () => {
    await openDrivers('/dashboard/drivers?status=active')
    await chooseColumns({ Contact: false })
    expect(shownColumns()).toEqual(['rating', 'status', 'trips'])
    const heights = rowHeights()
    expect(heights).toHaveLength(10)
    for (const height of heights) expect(height).toBeLessThan(100)
  })
})

/**
 * Where the table's headers are drawn against the page's header: how far below its bottom edge
 * each one's top is, whether the Driver header is what is drawn at its centre (not covered, not
 * covering), and its background (rows scroll under it).
 */
function headersInSight() {
  const banner = document.querySelector('header')!.getBoundingClientRect()
  const cells = [...document.querySelectorAll<HTMLElement>('[data-drivers-table] thead th')]
  const driver = cells[2]!.getBoundingClientRect()
  const hit = document.elementFromPoint(
    driver.left + driver.width / 2,
    driver.top + driver.height / 2,
  )
  return {
    below: [
      ...new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top - banner.bottom))),
    ],
    onTop: !!hit && cells[2]!.contains(hit),
    background: getComputedStyle(cells[2]!).backgroundColor,
  }
}

// At 50 or 100 rows per page the headers once scrolled away with the first rows. (On paper they
// head the table instead: the browser suite's printing test.)
// English in light then dark on one screen (the theme switched as another tab's toggle would), and
// Arabic in dark.
describe.each([
  ['en', 'light then dark', ['light', 'dark']],
  ['ar', 'dark', ['dark']],
] as const)('at 50 rows per page, %s, %s', (language, _, themes) => {
  it('the column headers stay in sight below the page header, opaque over the rows', async () => {
    dressPage({ theme: themes[0], language })
    await openDrivers('/dashboard/drivers?size=50')
    await expect.poll(() => rows().length).toBe(50)
    window.scrollTo(0, 1500)
    await expect.poll(() => scrollY).toBeGreaterThan(500)
    for (const theme of themes) {
      if (theme !== themes[0]) await switchTheme(theme)
      const seen = headersInSight()
      expect(seen.below, "the headers' distance below the page header").toEqual([0])
      expect(seen.onTop, 'the Driver header is drawn over the rows').toBe(true)
      // The card's own colour, which the rows scrolling under it do not show through.
      expect(seen.background).toBe(getComputedStyle(card()).backgroundColor)
      expect(seen.background).toMatch(/^rgb\(/)
      expect(seen.background).toBe(theme === 'dark' ? DARK_CARD : LIGHT_CARD)
    }
  })
})

describe('at 375 px', () => {
  it('each entry shows every field of its driver in view, the pagination on one line; Next shows page 2', async () => {
    await page.viewport(375, 800)
    await openDrivers()
    expect(tableShown()).toBe(false)
    const first = within(entries()!).getAllByRole('listitem')[0]!
    for (const field of [
      'James Smith',
      'ID: 1',
      'james.smith1@example.com',
      '+1 555-8919',
      'Inactive',
      '157',
      '4.7',
    ])
      expect(wholeInView(within(first).getByText(field, { exact: true })), field).toBe(true)
    expect(pageScrollsSideways()).toBe(false)

    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    const previous = within(pagination).getByRole('button', { name: 'Previous' })
    const next = within(pagination).getByRole('button', { name: 'Next' })
    const where = within(pagination).getByText('Page 1 of 5')
    expect(where).toBeVisible()
    expect(within(pagination).queryAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(0)
    const middles = [previous, where, next].map((part) => {
      const box = part.getBoundingClientRect()
      return box.y + box.height / 2
    })
    expect(Math.max(...middles) - Math.min(...middles), 'pagination on one line').toBeLessThan(2)

    await userEvent.click(next)
    expect(await within(pagination).findByText('Page 2 of 5')).toBeVisible()
    expect(within(entries()!).getAllByRole('listitem')[0]).toHaveTextContent('James Nguyen')
  })

  it('the empty list’s words are centred in the card', async () => {
    await page.viewport(375, 800)
    renderApp('/dashboard/drivers?q=nobody')
    const empty = (await screen.findAllByText('No drivers found')).find(drawn)!
    expect(empty).toBeVisible()
    const range = document.createRange()
    range.selectNodeContents(empty)
    const text = range.getBoundingClientRect()
    const box = card().getBoundingClientRect()
    expect(Math.abs(text.x + text.width / 2 - (box.x + box.width / 2))).toBeLessThan(2)
    expect(empty.getBoundingClientRect().width).toBeGreaterThan(0)
  })

  it('each entry has its checkbox; the selection bar fits without sideways scrolling', async () => {
    await page.viewport(375, 740)
    await openDrivers()
    await userEvent.click(within(entries()!).getByRole('checkbox', { name: 'Select James Smith' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    const bar = await screen.findByRole('toolbar', { name: 'Selected drivers' })
    await expect.poll(() => bar.textContent).toContain('10 selected')
    expect(within(bar).getByRole('button', { name: 'Select all 50 matching' })).toBeVisible()
    expect(pageScrollsSideways()).toBe(false)
    const box = bar.getBoundingClientRect()
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  })
})

describe('the table and footer at their widths', () => {
  it('at 1280 px the table keeps its column widths when a search empties it', async () => {
    await openDrivers()
    const widths = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.getBoundingClientRect().width)
    const before = widths()
    // The selection, #, Driver, Contact, Status, Trips and Rating.
    expect(before).toHaveLength(7)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'nobody')
    expect(await screen.findByRole('cell', { name: 'No drivers found' })).toBeVisible()
    expect(widths()).toEqual(before)
  })

  it('at 768 px beside the sidebar, the footer and the pagination stay inside the card, the footer on one line', async () => {
    await page.viewport(768, 800)
    await openDrivers()
    const box = card().getBoundingClientRect()
    const footer = screen.getByText('Showing 1 to 10 of 50 drivers')
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pagination).getByRole('button', { name: 'Page 5' })).toBeVisible()
    for (const part of [footer, pagination]) {
      const inner = part.getBoundingClientRect()
      expect(inner.x).toBeGreaterThanOrEqual(box.x)
      expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width)
    }
    // The footer line is not squeezed into a column of words.
    expect(footer.getBoundingClientRect().height).toBeLessThan(30)
  })
})

describe.each([
  [375, 740],
  [1280, 720],
])('at %i px', (width, height) => {
  it('the Undo toast covers neither the pagination nor the selection bar', async () => {
    await page.viewport(width, height)
    await openDrivers()
    const select = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })
    await userEvent.click(select('Maria Garcia'))
    const bar = await screen.findByRole('toolbar', { name: 'Selected drivers' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    const toast = (await screen.findByText(/^Deactivated/)).closest('[data-sonner-toast]')!
    await expect
      .element(
        page.elementLocator(within(toast as HTMLElement).getByRole('button', { name: 'Undo' })),
      )
      .toBeVisible()
    // The bar again, and the pagination scrolled into view, while the toast stays its 10 s.
    await userEvent.click(select('Robert Johnson'))
    const again = await screen.findByRole('toolbar', { name: 'Selected drivers' })
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    pagination.scrollIntoView({ block: 'nearest' })
    expect(again).toBeVisible()
    await expect.element(page.elementLocator(toast)).toBeInViewport()

    const t = toast.getBoundingClientRect()
    for (const covered of [again, pagination]) {
      const box = covered.getBoundingClientRect()
      const apart =
        t.right <= box.left || box.right <= t.left || t.bottom <= box.top || box.bottom <= t.top
      expect(apart, `the toast covers ${covered.getAttribute('aria-label')}`).toBe(true)
    }
  })
})
