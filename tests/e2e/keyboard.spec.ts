import type { Locator, Page } from '@playwright/test'
import { createSession, expect, openSignedIn, test } from './fixtures'

/** Presses Tab from where focus is until `target` has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reachable with ${maxPresses} presses of Tab: ${target}`)
}

const addAdminButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Add Admin' })
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Admin' })
const deleteDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Are you sure?' })

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/dashboard/settings')
    await expect(page.getByText('Demo Admin')).toBeVisible()
  })

  test('adds an admin with Tab, typing and Enter; focus returns to Add Admin', async ({ page }) => {
    await tabTo(page, addAdminButton(page))
    await page.keyboard.press('Enter')
    const dialog = addDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Name')).toBeFocused()

    // Enter on the empty form shows the error and keeps focus in the dialog.
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText('Please fill all fields')
    await expect(dialog.getByLabel('Name')).toBeFocused()

    await page.keyboard.type('Ada King')
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await page.keyboard.type('ada@example.com')
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Phone')).toBeFocused()
    await page.keyboard.type('555 0142')
    await page.keyboard.press('Enter')

    await expect(dialog).toBeHidden()
    await expect(page.getByText('Admin added successfully')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Admins' })).toContainText('Ada King')
    await expect(addAdminButton(page)).toBeFocused()
  })

  test('focus stays inside the open Add Admin dialog', async ({ page }) => {
    await addAdminButton(page).focus()
    await page.keyboard.press('Enter')
    const dialog = addDialog(page)
    await expect(dialog.getByLabel('Name')).toBeFocused()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
  })

  test('Escape closes Add Admin and focus returns to Add Admin', async ({ page }) => {
    await addAdminButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(addDialog(page)).toBeVisible()
    await page.keyboard.type('Abandoned')
    await page.keyboard.press('Escape')
    await expect(addDialog(page)).toBeHidden()
    await expect(addAdminButton(page)).toBeFocused()
    await expect(page.getByRole('list', { name: 'Admins' })).not.toContainText('Abandoned')
  })

  test('delete: Escape and Cancel return focus to the delete button', async ({ page }) => {
    const deleteOlivia = page.getByRole('button', { name: 'Delete Olivia Bennett' })
    await addAdminButton(page).focus()
    await tabTo(page, deleteOlivia, 1)
    await page.keyboard.press('Enter')
    await expect(deleteDialog(page)).toBeVisible()
    await expect(deleteDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(deleteDialog(page)).toBeHidden()
    await expect(deleteOlivia).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(deleteDialog(page)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(deleteDialog(page)).toBeHidden()
    await expect(deleteOlivia).toBeFocused()
    await expect(page.getByRole('list', { name: 'Admins' })).toContainText('Olivia Bennett')
  })

  test('delete: confirming by keyboard removes the admin and focus moves to Add Admin', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Delete Olivia Bennett' }).focus()
    await page.keyboard.press('Enter')
    await expect(deleteDialog(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(deleteDialog(page).getByRole('button', { name: 'Delete' })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(deleteDialog(page)).toBeHidden()
    await expect(page.getByText('Admin deleted successfully')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Admins' })).not.toContainText('Olivia Bennett')
    // The opener's row is gone, so focus lands on a sensible control, not on <body>.
    await expect(addAdminButton(page)).toBeFocused()
  })

  test('the switch toggles with Space', async ({ page }) => {
    const toggle = page.getByRole('switch', { name: 'Accepting Applications' })
    await page.getByRole('main').focus()
    await tabTo(page, toggle)
    await page.keyboard.press('Space')
    await expect(toggle).not.toBeChecked()
    await expect(page.getByText('Applications are now closed')).toBeVisible()
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    // The next Tab continues inside the main content, past the sidebar.
    await page.keyboard.press('Tab')
    expect(
      await page.getByRole('main').evaluate((main) => main.contains(document.activeElement)),
    ).toBe(true)
  })

  test('sidebar links and the theme toggle work from the keyboard', async ({ page }) => {
    await tabTo(page, page.getByRole('link', { name: 'Drivers' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard/drivers')
    await tabTo(page, page.getByRole('button', { name: 'Switch to dark theme' }))
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })
})

test.describe('keyboard paging through the drivers', () => {
  const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
  const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ drivers?$/)

  test('Enter on Next up to the last page keeps focus on the last page button', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/drivers')
    const next = pagination(page).getByRole('button', { name: 'Next' })
    // Past each row's checkbox and link.
    await tabTo(page, next, 60)
    for (const shown of ['11 to 20', '21 to 30', '31 to 40', '41 to 50']) {
      await page.keyboard.press('Enter')
      await expect(footer(page)).toHaveText(`Showing ${shown} of 50 drivers`)
    }
    await expect(next).toBeDisabled()
    await expect(pagination(page).getByRole('button', { name: 'Page 5' })).toBeFocused()

    // Back the other way: Previous to page 1 ends on the first page button.
    await pagination(page).getByRole('button', { name: 'Previous' }).focus()
    for (const shown of ['31 to 40', '21 to 30', '11 to 20', '1 to 10']) {
      await page.keyboard.press('Enter')
      await expect(footer(page)).toHaveText(`Showing ${shown} of 50 drivers`)
    }
    await expect(pagination(page).getByRole('button', { name: 'Page 1' })).toBeFocused()
  })

  test('on a phone, focus goes from a disabled Next to Previous', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await createSession(page)
    await page.goto('/dashboard/drivers?page=4')
    const next = pagination(page).getByRole('button', { name: 'Next' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(pagination(page)).toContainText('Page 5 of 5')
    await expect(next).toBeDisabled()
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeFocused()
  })
})

test.describe('command palette', () => {
  const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
  const paletteInput = (page: Page) =>
    palette(page).getByRole('combobox', { name: 'Search screens, actions and drivers' })

  /** What aria-activedescendant names and what is marked selected, read at once after a key. */
  const readOut = (page: Page) =>
    page.evaluate(() => {
      const input = document.querySelector('[role="dialog"] [role="combobox"]')
      const selected = [...document.querySelectorAll('[role="option"][aria-selected="true"]')]
      return {
        announced: input?.getAttribute('aria-activedescendant') ?? null,
        selected: selected.map((option) => option.id),
        label: selected[0]?.querySelector('span')?.textContent ?? null,
      }
    })

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await expect(page.getByRole('button', { name: 'Search and commands' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K',
    )
  })

  test('after every key, the option announced is the one selected, and Enter runs it', async ({
    page,
  }) => {
    await page.keyboard.press('Control+K')
    await expect(paletteInput(page)).toBeFocused()
    const keys = [
      ...['ArrowDown', 'ArrowDown', 's', 'e', 't', 'Backspace', 'Backspace', 'Backspace'],
      ...['ArrowUp', 'PageUp', 'ArrowDown', 'PageDown', 'm', 'a', 'r', 'i', 'ArrowDown', 'a'],
    ]
    for (const [index, key] of keys.entries()) {
      await page.keyboard.press(key)
      const { announced, selected } = await readOut(page)
      expect(selected, `after key ${index + 1} (${key})`).toHaveLength(1)
      expect(announced, `after key ${index + 1} (${key})`).toBe(selected[0])
    }
    expect((await readOut(page)).label).toBe('Maria Garcia')

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard/drivers/2')
  })

  test('Home and End move the caret in the search text', async ({ page }) => {
    await page.keyboard.press('Control+K')
    await expect(paletteInput(page)).toBeFocused()
    await page.keyboard.type('sett')
    await page.keyboard.press('Home')
    await page.keyboard.type('x')
    await page.keyboard.press('End')
    await page.keyboard.type('y')
    await expect(paletteInput(page)).toHaveValue('xsetty')
  })

  test('on a phone it fits the screen, leaves out the key hints and works by touch', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.getByRole('button', { name: 'Search and commands' }).click()
    await expect(paletteInput(page)).toBeFocused()

    const box = await palette(page).boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(16)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375 - 16)
    await expect(palette(page).getByText('Esc', { exact: true })).toBeHidden()
    await expect(palette(page).getByText(/to open anywhere/)).toBeHidden()

    await paletteInput(page).fill('mei')
    await palette(page)
      .getByRole('option', { name: /^Mei Smith/ })
      .click()
    await expect(page).toHaveURL('/dashboard/drivers/18')
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Mei Smith' })).toBeVisible()
  })
})
