import type { Page } from '@playwright/test'
import {
  createSession,
  expect,
  holdTheApp,
  recordedFrames,
  recordFrames,
  saveScreenshot,
  test,
  throttleCpu,
  untilAppStarted,
  useStoredTheme,
  WHILE_THE_APP_STARTS,
} from './fixtures'
import { tableRows } from './locators'

// The Columns menu: which optional columns show, saved in this browser and drawn before paint;
// without a choice, the columns the card fits; printing every matching driver on A4.

// A returning admin's browser (fixtures.ts): the head script paints the drivers' rows and count
// from the first frame, which the reloads below judge, with no wait for a first visit to save them.
test.use({ returningAdmin: true })

const SAVED_KEY = 'fleet-admin:driver-columns:v1'
/** The optional columns, sorted as shownColumns() gives them. */
const ALL = ['contact', 'rating', 'status', 'trips']

const columnsButton = (page: Page) => page.getByRole('button', { name: 'Columns' })
const menu = (page: Page) => page.getByRole('menu', { name: 'Columns' })
const item = (page: Page, name: string) => page.getByRole('menuitemcheckbox', { name })
/** The box the table is drawn in: no longer a scroll container (the table shows only where it fits). */
const tableBox = (page: Page) => page.locator('[data-slot="table-container"]')
// By CSS: an open driver panel hides the rest of the page from queries by role.

async function openDesk(page: Page, path = '/dashboard/drivers') {
  await createSession(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drivers (50 total)')
}

/**
 * The app runs with its effects done: the header names the palette's keys once they work, after
 * hydrating. By CSS, as an open driver panel hides the header from queries by role.
 */
async function appReady(page: Page) {
  await expect(page.locator('header button[aria-keyshortcuts="Control+K"]')).toHaveCount(1)
}

/** Shows or hides columns through the menu, then closes it. */
async function chooseColumns(page: Page, changes: Record<string, boolean>) {
  await columnsButton(page).click()
  await expect(menu(page)).toBeVisible()
  for (const [name, shown] of Object.entries(changes)) {
    await item(page, name).click()
    await expect(item(page, name)).toHaveAttribute('aria-checked', String(shown))
  }
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
}

/** The optional columns drawn on screen now: the table's headers, else the first phone card's. */
function shownColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A hidden table column keeps its place, unseen; a hidden card field is gone.
    const drawn = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible'
    const table = document.querySelector('[data-drivers-table]')
    const scope =
      table && drawn(table)
        ? table.querySelector('thead')
        : document.querySelector('ul[aria-label="Drivers"] > li')
    const columns = [
      ...(scope?.querySelectorAll<HTMLElement>('[data-column]:not([data-column="select"])') ?? []),
    ]
    return [...new Set(columns.filter(drawn).map((cell) => cell.dataset.column))].sort()
  }) as Promise<string[]>
}

/**
 * What a frame shows of the optional columns (the table's or the first phone card's), or null
 * before anything is painted (no stylesheet yet, or the page held hidden).
 */
function paintedColumns(): string | null {
  const root = document.getElementById('root')
  const styled = getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'
  const row = document.querySelector('[data-drivers-table] tbody tr')
  if (!styled || !root || !row || getComputedStyle(root).visibility !== 'visible') return null
  const drawn = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible'
  const shown = [
    ...document.querySelectorAll<HTMLElement>('[data-column]:not([data-column="select"])'),
  ]
    .filter(drawn)
    .map((cell) => cell.dataset.column)
  return [...new Set(shown)].sort().join(' ')
}

/**
 * Reloads `page` with the app's code held back on a CPU slowed 4x, records every frame, and
 * checks the saved choice (Contact and Trips hidden) is drawn from the first: by the page's own
 * HTML before any of the app's code, then by the app, whose menu ticks the same columns.
 */
async function hiddenFromTheFirstFrame(page: Page) {
  await recordFrames(page, paintedColumns)
  const { release } = await holdTheApp(page)
  await throttleCpu(page)
  await page.reload({ waitUntil: 'commit' })
  // By name: the page also holds a hidden heading for when its texts cannot load.
  await page.getByRole('heading', { name: 'Drivers (50 total)' }).waitFor()
  // The page's own HTML, before any of the app's code: the choice is already drawn.
  await expect(page.locator('html')).toHaveAttribute('data-hidden-columns', 'contact trips')
  await expect.poll(() => shownColumns(page)).toEqual(['rating', 'status'])
  release()
  await untilAppStarted(page)
  await columnsButton(page).click()
  await expect(item(page, 'Contact')).toHaveAttribute('aria-checked', 'false')
  await expect(item(page, 'Status')).toHaveAttribute('aria-checked', 'true')
  await expect(item(page, 'Trips')).toHaveAttribute('aria-checked', 'false')
  await expect(item(page, 'Rating')).toHaveAttribute('aria-checked', 'true')

  const frames = recordedFrames(page).map((frame) => frame.seen)
  expect(frames.length).toBeGreaterThan(0)
  expect(new Set(frames)).toEqual(new Set(['rating status']))
}

for (const width of [375, 1280]) {
  test(`at ${width} px, hidden columns stay hidden from the first frame after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openDesk(page)
    await chooseColumns(page, { Contact: false, Trips: false })
    expect(await shownColumns(page)).toEqual(['rating', 'status'])
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_KEY))
      .toBe('["contact","trips"]')
    await hiddenFromTheFirstFrame(page)
  })
}

test('a column hidden in one tab hides in the others, without a reload', async ({
  page,
  context,
}) => {
  const other = await context.newPage()
  await openDesk(page)
  await openDesk(other)

  await chooseColumns(page, { Rating: false })

  await expect(other.locator('html')).toHaveAttribute('data-hidden-columns', 'rating')
  await expect(other.getByRole('columnheader', { name: 'Rating' })).toBeHidden()
  await columnsButton(other).click()
  await expect(item(other, 'Rating')).toHaveAttribute('aria-checked', 'false')
  await item(other, 'Rating').click()
  await expect(page.getByRole('columnheader', { name: 'Rating' })).toBeVisible()
})

// Once the card's width hid Rating, Trips and then Contact: at 768 px beside the open sidebar a
// tablet showed #, Driver and Status only. Now the table shows where its card fits every column,
// stacked entries below that (each width: drivers-screen.layout.browser.test.tsx).
test('a saved choice that is not readable, or from an older form, is ignored: at 810 px beside the open sidebar every field is there from the first frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 810, height: 900 })
  await openDesk(page)
  await page.evaluate(
    (key) => localStorage.setItem(key, '{"version":0,"hidden":["trips"]}'),
    SAVED_KEY,
  )
  await recordFrames(page, paintedLayout)
  const { release } = await holdTheApp(page)
  await throttleCpu(page)
  await page.reload({ waitUntil: 'commit' })
  await page.getByRole('heading', { name: 'Drivers (50 total)' }).waitFor()
  await expect(page.locator('html')).not.toHaveAttribute('data-hidden-columns')
  await expect.poll(() => shownColumns(page)).toEqual(ALL)
  release()
  await untilAppStarted(page)
  await expect(page.locator('html')).not.toHaveAttribute('data-hidden-columns')
  expect(await shownColumns(page)).toEqual(ALL)

  const frames = recordedFrames(page).map((frame) => frame.seen)
  expect(frames.length).toBeGreaterThan(0)
  expect(new Set(frames)).toEqual(new Set(['entries: contact rating status trips']))
})

/**
 * What a frame shows of the drivers: 'table' or 'entries' and the optional columns drawn in the
 * first row or entry, or null before anything is painted (no stylesheet yet, or the page hidden).
 */
function paintedLayout(): string | null {
  const root = document.getElementById('root')
  const styled = getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)'
  if (!styled || !root || getComputedStyle(root).visibility !== 'visible') return null
  const drawn = (element: Element) =>
    element.getClientRects().length > 0 &&
    element.getBoundingClientRect().width > 0 &&
    getComputedStyle(element).visibility === 'visible'
  const table = document.querySelector('[data-drivers-table]')
  const first =
    table && drawn(table)
      ? table.querySelector('tbody tr')
      : document.querySelector('[data-url-view] ul > li')
  // A list still hidden while the app draws the URL's view ('Loading...' in its place) shows none.
  if (!first || !drawn(first)) return null
  const shown = [
    ...first.querySelectorAll<HTMLElement>('[data-column]:not([data-column="select"])'),
  ]
    .filter(drawn)
    .map((cell) => cell.dataset.column)
  return `${table && drawn(table) ? 'table' : 'entries'}: ${[...new Set(shown)].sort().join(' ')}`
}

/** Every body row's height on screen, in CSS pixels. */
const rowHeights = (page: Page) =>
  tableRows(page).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))

/** The pages of a PDF. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []

// Before the app runs: what the page's own button does with a click (the menu's code arriving
// late after a click: columns-button.browser.test.tsx).
test('the Columns button clicked before the app runs opens the menu once it does, and shows and changes the columns as drawn while a shared link’s rows wait', async ({
  page,
}) => {
  await createSession(page)

  await test.step('clicked before the app runs: one menu, once it does', async () => {
    const { release } = await holdTheApp(page)
    await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
    await columnsButton(page).click()
    // Held, the click is replayed the same way at any speed: no slowed CPU needed here.
    release()
    // The app starts and opens the menu once its code is fetched.
    await untilAppStarted(page)
    await expect(menu(page)).toBeVisible()
    await expect(page.getByRole('menu')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
  })

  await test.step('opened while a shared link’s rows wait for the app', async () => {
    // On a CPU slowed 4x the app's start is long enough to click into.
    await throttleCpu(page)
    const app = await holdTheApp(page)
    await page.goto('/dashboard/drivers?status=inactive&sort=trips&dir=desc', {
      waitUntil: 'commit',
    })
    await page.getByRole('heading', { level: 1 }).waitFor()
    // Clicked as the app starts: its rows are still hidden (Loading...) when the menu measures them.
    app.release()
    await columnsButton(page).click()
    await expect(menu(page)).toBeVisible(WHILE_THE_APP_STARTS)
    await expect(item(page, 'Contact')).toHaveAttribute('aria-checked', 'true')

    await item(page, 'Contact').click()
    await expect(item(page, 'Contact')).toHaveAttribute('aria-checked', 'false')
    await page.keyboard.press('Escape')
    expect(await shownColumns(page)).toEqual(['rating', 'status', 'trips'])
  })
})

test.describe('printing', () => {
  test('prints every matching driver in the order shown, as chosen, light, without controls, headers heading the table; never an open driver panel', async ({
    page,
  }) => {
    await test.step('the list, as chosen', async () => {
      await useStoredTheme(page, 'dark')
      await openDesk(page, '/dashboard/drivers?status=inactive&sort=trips&dir=desc')
      await chooseColumns(page, { Contact: false })
      await expect(tableRows(page)).toHaveCount(10)
      const controls = [
        page.getByRole('complementary', { name: 'Sidebar' }),
        page.getByRole('banner'),
        page.getByRole('searchbox', { name: 'Search drivers' }),
        columnsButton(page),
        page.getByRole('button', { name: 'Export CSV' }),
        page.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/),
      ]
      for (const control of controls) await expect(control).toBeVisible()
      // A selected driver prints like any other.
      await tableRows(page).first().getByRole('checkbox').check()

      await page.emulateMedia({ media: 'print' })
      await expect(tableRows(page)).toHaveCount(17)
      // Paper has no toolbar: the heading says what is printed.
      await expect(page.getByText('Inactive drivers, by trips, most first: 17 of 50')).toBeVisible()
      // Once the row's colour transition to paper has ended (read at once, it can be mid-way).
      const backgrounds = () =>
        tableRows(page).evaluateAll((rows) =>
          rows.slice(0, 2).map((row) => getComputedStyle(row).backgroundColor),
        )
      await expect.poll(async () => new Set(await backgrounds()).size).toBe(1)
      for (const control of controls) await expect(control).toBeHidden()
      await expect(page.getByRole('list', { name: 'Drivers' })).toBeHidden()
      const trips = await tableRows(page).evaluateAll((rows) =>
        rows.map((row) => Number(row.querySelector('[data-column="trips"]')?.textContent)),
      )
      expect(trips).toEqual([...trips].sort((a, b) => b - a))
      await expect(tableRows(page).first().locator('td:not([data-column])').first()).toHaveText('1')
      expect(await shownColumns(page)).toEqual(['rating', 'status', 'trips'])
      const colors = await page.evaluate(() => [
        getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.body).color,
      ])
      expect(colors).toEqual(['rgb(255, 255, 255)', 'rgb(10, 10, 10)'])
      // On paper the headers head the table (and each page), not a spot on the first sheet (on
      // screen they stick below the page's header: drivers-screen.layout.browser.test.tsx).
      const positions = await page
        .locator('[data-drivers-table] thead th')
        .evaluateAll((cells) => [...new Set(cells.map((cell) => getComputedStyle(cell).position))])
      expect(positions).toEqual(['static'])

      // A4's width inside its margins (210 mm less 2 × 12 mm), as the printed page lays it out.
      await page.setViewportSize({ width: 703, height: 1000 })
      const overflow = await tableBox(page).evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow, 'the table is cut at the paper edge').toBe(0)
      await saveScreenshot(page, 'drivers-print')

      // Back on screen, where the card fits the table again: the screen's ten rows.
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.emulateMedia({ media: 'screen' })
      await expect(tableRows(page)).toHaveCount(10)
    })

    await test.step('an open driver panel is not printed over the list', async () => {
      await page.goto('/dashboard/drivers/3')
      await expect(page.getByRole('dialog', { name: 'Robert Johnson' })).toBeVisible()
      await appReady(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('dialog', { name: 'Robert Johnson' })).toBeHidden()
      // By CSS: the open panel hides the rest of the page from queries by role.
      const rows = page.locator('[data-drivers-table] tbody tr')
      await expect(rows).toHaveCount(50)
      await expect(rows.last()).toBeVisible()
    })
  })

  test('a PDF holds every matching driver on A4 portrait pages, no row stretched', async ({
    page,
  }) => {
    await test.step('every driver, or the few a search finds', async () => {
      await openDesk(page)
      // Printed before the app runs, the page would hold its first ten rows only.
      await appReady(page)
      // Under load in CI the first PDF once came out with the screen's ten rows: printed again, it
      // must hold every driver (a print that never draws them all still fails).
      let all = await page.pdf({ preferCSSPageSize: true })
      await expect
        .poll(async () => {
          if (pagesOf(all).length < 3) all = await page.pdf({ preferCSSPageSize: true })
          return pagesOf(all).length
        })
        .toBeGreaterThanOrEqual(3)
      await expect(tableRows(page)).toHaveCount(10)
      await page.getByRole('searchbox', { name: 'Search drivers' }).fill('smith')
      await expect(tableRows(page)).toHaveCount(5)
      const few = await page.pdf({ preferCSSPageSize: true })

      const sizes = (pdf: Buffer) =>
        new Set(
          pdf
            .toString('latin1')
            .match(/\/MediaBox\s*\[[^\]]*\]/g)
            ?.map(pointsOf),
        )
      // A4 is 595 × 842 points.
      const pointsOf = (box: string) =>
        box
          .match(/[\d.]+/g)!
          .slice(2)
          .map((n) => Math.round(Number(n)))
          .join('×')
      expect(sizes(all)).toEqual(new Set(['595×842']))
      expect(pagesOf(few)).toHaveLength(1)
      // Ten rows fit on one page: fifty need several.
      expect(pagesOf(all).length).toBeGreaterThanOrEqual(3)
    })

    // A hidden column's cell keeps its place at no width: its text must not wrap a letter per line
    // and stretch the row (641 px tall rows at iPad widths, once; on screen:
    // drivers-screen.layout.browser.test.tsx).
    await test.step('33 active drivers with Contact hidden, on at most 4 pages', async () => {
      await page.goto('/dashboard/drivers?status=active')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drivers (50 total)')
      await chooseColumns(page, { Contact: false })
      await page.emulateMedia({ media: 'print' })
      await expect(tableRows(page)).toHaveCount(33)
      for (const height of await rowHeights(page)) expect(height).toBeLessThan(100)
      const printed = pagesOf(await page.pdf({ preferCSSPageSize: true }))
      // More than one page: all 33 rows, not the screen's ten; at most four: no row stretched.
      expect(printed.length).toBeGreaterThan(1)
      expect(printed.length).toBeLessThanOrEqual(4)
    })
  })
})
