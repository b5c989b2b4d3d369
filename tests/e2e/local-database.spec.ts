import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import {
  createSession,
  expect,
  holdTheApp,
  shownLoading,
  signInWithButton,
  test,
  untilAppStarted,
} from './fixtures'
import { listFooter, screenHeading, searchBox, tableRows } from './locators'

// Issue 54: one local database for what admins change, reached as an admin does: changed with the
// screens' own controls, in two tabs of one browser, after a reload, and from what the first
// version saved. Signed in with the page's own link where the start is part of the story (the
// first version's data moving in, a browser that keeps no database); elsewhere with a session
// made by the local API (createSession), which is the same session.

/** What the first version saved, made by it through its own screens (migrate-v1.test.ts says how). */
const fixture = JSON.parse(readFileSync('tests/support/v1-saved-values.json', 'utf8')) as {
  localStorage: Record<string, string>
  indexedDB: { 'fleet-admin': { counters: { 'next-driver-id': number } } }
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Driver' })
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import drivers' })
const selectionBar = (page: Page) => page.getByRole('toolbar', { name: 'Selected drivers' })

async function openDrivers(page: Page) {
  await page.goto('/dashboard/drivers')
  await expect(listFooter(page)).toBeVisible()
}

/** A CSV file of `count` drivers named `prefix n`, as Import takes it. */
function csvFile(prefix: string, count: number, from = 0) {
  const rows = Array.from({ length: count }, (_, n) => {
    const at = from + n
    return `${prefix} ${at},${prefix.toLowerCase()}${at}@example.com,+1 555 ${String(at).padStart(4, '0')}`
  })
  return {
    name: `${prefix}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(['Name,Email,Phone', ...rows].join('\r\n')),
  }
}

async function chooseFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByRole('button', { name: 'Import CSV' }).click()
  await importDialog(page).getByLabel('CSV file').setInputFiles(file)
}

/** The drivers' ids as Export CSV writes them. */
async function exportedIds(page: Page): Promise<number[]> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const text = readFileSync(await (await download).path(), 'utf8')
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => Number(line.split(',')[0]))
}

/** Signed in, opens the drivers screen in `page` and in a second tab. */
async function twoDriverTabs(page: Page, context: BrowserContext): Promise<Page> {
  await createSession(page)
  await openDrivers(page)
  const other = await context.newPage()
  await openDrivers(other)
  return other
}

test('two tabs importing 20 drivers each at the same moment: 40 more, no id given twice, after a reload too', async ({
  page,
  context,
}) => {
  const other = await twoDriverTabs(page, context)

  await chooseFile(page, csvFile('Alpha', 20))
  await chooseFile(other, csvFile('Beta', 20))
  await Promise.all(
    [page, other].map((tab) =>
      importDialog(tab).getByRole('button', { name: 'Import 20 drivers' }).click(),
    ),
  )
  await expect(screenHeading(page)).toHaveText('Drivers (90 total)')
  await expect(screenHeading(other)).toHaveText('Drivers (90 total)')

  await page.reload()
  await expect(screenHeading(page)).toHaveText('Drivers (90 total)')
  const ids = await exportedIds(page)
  expect(ids).toHaveLength(90)
  expect(new Set(ids).size).toBe(90)
  expect(Math.max(...ids)).toBe(90)
})

test('two tabs adding one e-mail at the same moment: exactly one is kept, the other told why', async ({
  page,
  context,
}) => {
  const other = await twoDriverTabs(page, context)

  for (const [tab, name] of [
    [page, 'Ada Lovelace'],
    [other, 'Ada Byron'],
  ] as const) {
    await tab.getByRole('button', { name: 'Add Driver' }).click()
    await addDialog(tab).getByRole('textbox', { name: 'Name' }).fill(name)
    await addDialog(tab).getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await addDialog(tab).getByRole('textbox', { name: 'Phone' }).fill('+1 555 0199')
  }
  await Promise.all(
    [page, other].map((tab) => addDialog(tab).getByRole('button', { name: 'Add Driver' }).click()),
  )

  const refusal = (tab: Page) =>
    addDialog(tab).getByRole('alert').filter({ hasText: 'Another driver already has this email' })
  await expect
    .poll(async () => (await refusal(page).count()) + (await refusal(other).count()))
    .toBe(1)
  const loser = (await refusal(page).count()) === 1 ? page : other
  const winner = loser === page ? other : page
  await expect(addDialog(winner)).toBeHidden()
  await expect(addDialog(loser)).toBeVisible()
  await expect(addDialog(loser).getByRole('textbox', { name: 'Email' })).toBeFocused()
  await expect(screenHeading(loser)).toHaveText('Drivers (51 total)')

  await loser.reload()
  await searchBox(loser).fill('ada@example.com')
  await expect(tableRows(loser)).toHaveCount(1)
})

test('Undo of an edit keeps what another tab changed since: the phone comes back, the status stays', async ({
  page,
  context,
}) => {
  const other = await twoDriverTabs(page, context)

  await page.getByRole('link', { name: 'Maria Garcia' }).click()
  const panel = page.getByRole('dialog', { name: 'Maria Garcia' })
  const phone = await panel.getByRole('link', { name: /^\+1 555/ }).textContent()
  await panel.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit driver' })
  await edit.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0199')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(panel.getByText('Driver updated')).toBeVisible()

  await other.getByRole('checkbox', { name: 'Select Maria Garcia', exact: true }).check()
  await selectionBar(other).getByRole('button', { name: 'Deactivate', exact: true }).click()
  await other
    .getByRole('alertdialog', { name: 'Deactivate 1 driver?' })
    .getByRole('button', { name: 'Deactivate' })
    .click()
  await expect(panel.getByText('Inactive', { exact: true })).toBeVisible()

  await panel.getByRole('button', { name: 'Undo' }).click()
  await expect(panel.getByText('Edit undone')).toBeVisible()
  await expect(panel.getByRole('link', { name: phone! })).toBeVisible()
  await expect(panel.getByText('Inactive', { exact: true })).toBeVisible()
  await expect(panel.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    new RegExp(`^Demo Admin put back Maria Garcia’s phone from \\+1 555 0199 to \\${phone}`),
    /^Demo Admin set Maria Garcia inactive \(was active\)/,
    new RegExp(`^Demo Admin changed Maria Garcia’s phone from \\${phone} to \\+1 555 0199`),
  ])

  await other.reload()
  await searchBox(other).fill('Maria Garcia')
  await expect(tableRows(other)).toHaveCount(1)
  await expect(tableRows(other)).toContainText(phone!)
  await expect(tableRows(other)).toContainText('Inactive')
})

test('ten rounds of importing 1,000 drivers and removing them: the last import survives a reload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await createSession(page)
  await openDrivers(page)
  // One search for every round's drivers: only the round just imported is there to find.
  await searchBox(page).fill('Round')
  await expect(tableRows(page)).toHaveText(['No drivers found'])
  for (let round = 0; round <= 10; round++) {
    await chooseFile(page, csvFile(`Round${round}`, 1000))
    await importDialog(page).getByRole('button', { name: 'Import 1,000 drivers' }).click()
    await expect(screenHeading(page)).toHaveText('Drivers (1,050 total)')
    if (round === 10) break
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
    await selectionBar(page).getByRole('button', { name: 'Select all 1,000 matching' }).click()
    await selectionBar(page).getByRole('button', { name: 'Remove', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Remove 1,000 drivers?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
  }
  // Reloaded at the plain list, as before the rounds.
  await searchBox(page).fill('')
  await expect(page).not.toHaveURL(/[?&]q=/)

  await page.reload()
  await expect(screenHeading(page)).toHaveText('Drivers (1,050 total)')
  await searchBox(page).fill('Round10 999')
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page)).toContainText('round10999@example.com')
})

test('what the first version saved is all there after the move, and its keys are gone', async ({
  page,
}) => {
  // The one test that plants the first version's keys: they are what it reads.
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('planted')) return
    sessionStorage.setItem('planted', '1')
    for (const [key, value] of Object.entries(saved.localStorage)) localStorage.setItem(key, value)
    const request = indexedDB.open('fleet-admin', 1)
    request.onupgradeneeded = () =>
      request.result
        .createObjectStore('counters')
        .put(saved.indexedDB['fleet-admin'].counters['next-driver-id'], 'next-driver-id')
    request.onsuccess = () => request.result.close()
  }, fixture)
  await signInWithButton(page)
  await openDrivers(page)

  await expect(screenHeading(page)).toHaveText('Drivers (53 total)')
  await searchBox(page).fill('zoe.q@example.com')
  await expect(tableRows(page)).toHaveCount(1)
  await searchBox(page).fill('Bob Johnson')
  await expect(tableRows(page)).toHaveCount(1)
  await searchBox(page).fill('Turing')
  await expect(tableRows(page)).toContainText('Inactive')
  await searchBox(page).fill('Aisha Okafor')
  await expect(tableRows(page)).toHaveText(['No drivers found'])
  await page.getByRole('button', { name: 'Views', exact: true }).click()
  await expect(page.getByRole('menu', { name: 'Views' }).getByRole('menuitemradio')).toHaveText([
    'Inactive by name',
    'Über-Fahrer Garcia',
  ])
  await page.keyboard.press('Escape')

  await page.goto('/dashboard/settings')
  await expect(page.getByRole('list', { name: 'Admins' }).getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('switch', { name: 'Accepting Applications' })).not.toBeChecked()
  const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem')
  await expect(changes).toHaveCount(15)
  await expect(changes.first()).toContainText('Demo Admin closed applications')

  const keysLeft = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) =>
      /^fleet-admin:(driver-roster|history|admins)/.test(key),
    ),
  )
  expect(keysLeft).toEqual([])
})

test('a browser that keeps no database: every screen says changes are lost on reload, and they are', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    }
  })
  await signInWithButton(page)
  const notice = page.getByRole('status').filter({
    hasText:
      'Changes can’t be saved in this browser: they are lost when you reload or close this tab.',
  })
  await expect(notice).toBeVisible()
  await openDrivers(page)
  await expect(notice).toBeVisible()

  await page.getByRole('button', { name: 'Add Driver' }).click()
  await addDialog(page).getByRole('textbox', { name: 'Name' }).fill('Zoe Quinn')
  await addDialog(page).getByRole('textbox', { name: 'Email' }).fill('zoe@example.com')
  await addDialog(page).getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100')
  await addDialog(page).getByRole('button', { name: 'Add Driver' }).click()
  await expect(screenHeading(page)).toHaveText('Drivers (51 total)')

  await page.reload()
  await expect(notice).toBeVisible()
  await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
})

test('a browser that has not read its drivers yet: their rows and count wait, unseen, for the app', async ({
  page,
}) => {
  // Signed in elsewhere: this browser has never read its database (no summary for the first frame).
  await createSession(page)
  const { release } = await holdTheApp(page)
  await page.goto('/dashboard/drivers', { waitUntil: 'commit' })
  await page.locator('h1').first().waitFor()
  await expect(shownLoading(page)).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
  await expect(page.locator('[data-driver-total]')).toBeHidden()

  release()
  await untilAppStarted(page)
  await expect(screenHeading(page)).toHaveText('Drivers (50 total)')
  await expect(page.locator('[data-driver-total]')).toBeVisible()
  await expect(tableRows(page)).toHaveCount(10)
})
