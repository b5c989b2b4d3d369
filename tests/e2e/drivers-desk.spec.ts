import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, openSignedIn, signInWithButton, test } from './fixtures'
import { listFooter, tableRows } from './locators'

// The drivers desk on the built app: what needs a real page. A real download, and the palette and
// the shortcut keys taking the admin between screens whose code loads on the way. How the palette,
// the shortcuts dialog, the driver panel, sorting and their axe scans behave is the component
// tests' (tests/components/layout/*.browser.test.tsx, tests/features/drivers/*.browser.test.tsx).

const detail = (page: Page) => page.getByRole('dialog')
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const paletteInput = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search screens, actions and drivers' })

/** Opens the drivers desk (or any dashboard path) signed in, with its shortcuts working. */
async function openDesk(page: Page, path: string): Promise<void> {
  await openSignedIn(page, path)
  // The shortcut keys load after the first paint; the header announces Ctrl+K once they work.
  await expect(page.getByRole('button', { name: 'Search and commands' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+K',
  )
}

type Row = { id: number; name: string; status: string; trips: number; rating: number }

/** The rows shown, read from the table the way a user reads them. */
async function shownRows(page: Page): Promise<Row[]> {
  await expect(tableRows(page).first()).toBeVisible()
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      // After the selection column's checkbox.
      const cells = [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent ?? '')
      return {
        id: Number(/ID: (\d+)/.exec(cells[1])?.[1]),
        name: row.querySelector('a')?.textContent ?? '',
        status: cells[3],
        trips: Number(cells[4]),
        rating: Number(cells[5]),
      }
    }),
  )
}

test.describe('export', () => {
  test('Export CSV writes every driver of the filter, across pages, in the sort order', async ({
    page,
  }) => {
    await openDesk(page, '/dashboard/drivers?status=inactive&sort=rating&dir=desc')
    const onScreen = (await shownRows(page)).map((row) => String(row.id))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(listFooter(page)).toHaveText('Showing 11 to 17 of 17 drivers')
    onScreen.push(...(await shownRows(page)).map((row) => String(row.id)))

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    const today = await page.evaluate(() => {
      const now = new Date()
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
    })
    expect(download.suggestedFilename()).toBe(`drivers-${today}.csv`)

    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    const records = text.slice(0, -2).split('\r\n')
    expect(records[0]).toBe('ID,Name,Email,Phone,Status,Trips,Rating')
    const cells = records.slice(1).map((record) => record.split(','))
    expect(cells).toHaveLength(17)
    expect(cells.map((row) => row[0])).toEqual(onScreen)
    expect(cells.every((row) => row[4] === 'Inactive')).toBe(true)
    // Phone numbers start with '+', so they are written with a leading quote (CSV injection), the
    // field quoted as Papa Parse does.
    expect(cells.every((row) => /^"'\+1 555-\d{4}"$/.test(row[3]))).toBe(true)
    const ratings = cells.map((row) => Number(row[6]))
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    await expect(page.getByText(`Exported 17 drivers`)).toBeVisible()
  })

  test('Export CSV pressed the moment React owns the page writes what the URL asks for', async ({
    page,
  }) => {
    await signInWithButton(page)
    // Clicks as soon as React has taken the root, from inside the page: a shared link to the
    // inactive drivers, exported at once. The app then still stands at its markup's path.
    await page.addInitScript(() => {
      if (!location.search.includes('status=inactive')) return
      const next = new MessageChannel()
      const look = () => {
        const root = document.getElementById('root')
        const exportButton = [...document.querySelectorAll('button')].find(
          (button) => button.textContent?.trim() === 'Export CSV',
        )
        if (root && exportButton && Object.keys(root).some((key) => key.startsWith('__react'))) {
          Object.assign(window, { clickedAtSearch: location.search })
          exportButton.click()
        } else next.port2.postMessage(null)
      }
      next.port1.onmessage = look
      look()
    })
    const downloading = page.waitForEvent('download')
    await page.goto('/dashboard/drivers?status=inactive')
    const download = await downloading

    // Clicked while the app was still at the markup's address, before it followed the URL.
    expect(
      await page.evaluate(() => (window as { clickedAtSearch?: string }).clickedAtSearch),
    ).toBe('')
    const text = (await readFile(await download.path(), 'utf8')).trim()
    const statuses = text
      .split('\r\n')
      .slice(1)
      .map((record) => record.split(',')[4])
    expect(statuses).toEqual(Array<string>(17).fill('Inactive'))
    await expect(page.getByText('Exported 17 drivers')).toBeVisible()
  })
})

test('the palette and the shortcut keys take the admin between screens', async ({ page }) => {
  await openDesk(page, '/dashboard')

  await test.step('Ctrl+K, a screen and Enter: the screen, focused', async () => {
    await page.keyboard.press('Control+K')
    await expect(paletteInput(page)).toBeFocused()
    await paletteInput(page).pressSequentially('sett')
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL('/dashboard/settings')
    await expect(page.getByRole('button', { name: 'Add Admin' })).toBeVisible()
    await expect(page.locator('#main')).toBeFocused()
  })

  await test.step('? lists the shortcuts there; Escape closes the list', async () => {
    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(shortcuts).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shortcuts).toBeHidden()
  })

  await test.step("a driver's e-mail opens the driver over the list", async () => {
    await page.keyboard.press('Control+K')
    await paletteInput(page).pressSequentially('sofia.lopez10@')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard/drivers/10')
    await expect(detail(page).getByRole('heading', { name: 'Sofia Lopez' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(detail(page)).toBeHidden()
    await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
  })
})
