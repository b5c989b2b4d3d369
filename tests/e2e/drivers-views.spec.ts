import type { Locator, Page } from '@playwright/test'
import ar from '../../src/lib/i18n/catalogs/ar'
import en from '../../src/lib/i18n/catalogs/en'
import { chooseTheme, expect, expectNoAxeViolations, signInWithButton, test } from './fixtures'
import { listFooter, statusFilter } from './locators'

// Issue 35: rows per page and saved views, reached the way an admin does: signed in with the
// page's own link, the list changed with its own controls.

const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })
const rowsPerPage = (page: Page) => page.getByRole('combobox', { name: 'Rows per page' })
const viewsButton = (page: Page) => page.getByRole('button', { name: 'Views', exact: true })
const viewsMenu = (page: Page) => page.getByRole('menu', { name: 'Views' })
const viewItem = (page: Page, name: string) =>
  viewsMenu(page).getByRole('menuitemradio', { name, exact: true })
const columnHeader = (page: Page, name: string) =>
  page.getByRole('table').getByRole('columnheader', { name })

async function openDrivers(page: Page): Promise<void> {
  await signInWithButton(page)
  await page.goto('/dashboard/drivers')
  await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
}

/** Views → Save current view…, named `name`. */
async function saveViewAs(page: Page, name: string): Promise<void> {
  await viewsButton(page).click()
  await viewsMenu(page).getByRole('menuitem', { name: 'Save current view…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save current view' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('View saved')).toBeVisible()
}

const MORNING = '?status=inactive&sort=rating&dir=desc&size=25'

test('a saved view keeps the filter, sort, rows per page and columns; it opens in a new tab and after a reload', async ({
  page,
  context,
}) => {
  await openDrivers(page)
  await statusFilter(page).selectOption('Inactive')
  await sortSelect(page).selectOption({ label: 'Highest rating' })
  await rowsPerPage(page).selectOption('25')
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Contact' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(`/dashboard/drivers${MORNING}`)
  await saveViewAs(page, 'Morning check')

  // Another list: the view is no longer what is shown, so it is not checked.
  await statusFilter(page).selectOption('All Status')
  await viewsButton(page).click()
  await expect(viewItem(page, 'Morning check')).toHaveAttribute('aria-checked', 'false')
  await viewItem(page, 'Morning check').click()
  await expect(page).toHaveURL(`/dashboard/drivers${MORNING}`)
  await expect(listFooter(page)).toHaveText('Showing 1 to 17 of 17 drivers')
  await expect(columnHeader(page, 'Contact')).toBeHidden()

  const tab = await context.newPage()
  await tab.goto('/dashboard/drivers')
  await expect(listFooter(tab)).toHaveText('Showing 1 to 10 of 50 drivers')
  await viewsButton(tab).click()
  await viewItem(tab, 'Morning check').click()
  await expect(tab).toHaveURL(`/dashboard/drivers${MORNING}`)
  await expect(rowsPerPage(tab)).toHaveValue('25')

  await page.reload()
  await viewsButton(page).click()
  await expect(viewItem(page, 'Morning check')).toHaveAttribute('aria-checked', 'true')
})

test('rows per page: 25 a page keeps the first driver shown, pages by 25, lives in the URL', async ({
  page,
}) => {
  await openDrivers(page)
  await page.getByRole('button', { name: 'Page 3' }).click()
  await expect(listFooter(page)).toHaveText('Showing 21 to 30 of 50 drivers')

  // Driver 21 was first on screen: it is on page 1 of 25.
  await rowsPerPage(page).selectOption('25')
  await expect(listFooter(page)).toHaveText('Showing 1 to 25 of 50 drivers')
  await expect(page).toHaveURL('/dashboard/drivers?size=25')
  await expect(page.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(listFooter(page)).toHaveText('Showing 26 to 50 of 50 drivers')
  await expect(page).toHaveURL('/dashboard/drivers?page=2&size=25')

  await page.goBack()
  await expect(listFooter(page)).toHaveText('Showing 1 to 25 of 50 drivers')
  await page.goto('/dashboard/drivers?size=7')
  await expect(listFooter(page)).toHaveText('Showing 1 to 10 of 50 drivers')
  await expect(rowsPerPage(page)).toHaveValue('10')
})

for (const [theme, locale] of [
  ['light', 'en-US'],
  ['dark', 'ar'],
] as const) {
  test.describe(`the Views menu and its dialog, ${theme} theme, ${locale}`, () => {
    test.use({ locale })

    test('have no WCAG 2.2 A/AA violations', async ({ page }) => {
      await signInWithButton(page)
      await chooseTheme(page, theme)
      await page.goto('/dashboard/drivers')
      const button = page.locator('[aria-haspopup=menu]').first()
      await button.click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      await expectNoAxeViolations(page)

      await menu.getByRole('menuitem').first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: /Save|حفظ/ }).click()
      await expect(dialog.getByRole('alert')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(button).toBeFocused()
    })
  })
}

// Issue 43: on a phone the Rename and Delete submenus ran off the screen (x = 283–571 in English,
// −196–92 in Arabic), cutting the names.
const catalogs = { en, ar } as const
const LONG_NAME = 'Weekend drivers with the highest ratings'
type Box = { x: number; y: number; width: number; height: number }

/** The box of `locator` lies within the window, left to right. */
async function expectAcrossTheWindow(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${what}: not shown`)
  const width = await page.evaluate(() => window.innerWidth)
  expect(box.x, `${what}: its start`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: its end`).toBeLessThanOrEqual(width)
}

/** Whether two boxes share any area. */
function overlap(a: Box | null, b: Box | null): boolean {
  if (!a || !b) throw new Error('not shown')
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['ar', 'ar'],
] as const) {
  test.describe(`the Views submenus, ${language}`, () => {
    test.use({ locale })
    const text = catalogs[language]
    const views = (page: Page) =>
      page.getByRole('button', { name: text['views.button'], exact: true })
    const menu = (page: Page) => page.getByRole('menu', { name: text['views.button'] })
    const submenu = (page: Page, label: string) => page.getByRole('menu', { name: label })

    test('stay on screen at 375, 768 and 1280 px, every name whole; the arrow keys open and close them', async ({
      page,
    }) => {
      await signInWithButton(page)
      await page.goto('/dashboard/drivers')
      for (const name of ['Top rated', LONG_NAME]) {
        await views(page).click()
        await menu(page).getByRole('menuitem', { name: text['views.save'] }).click()
        const dialog = page.getByRole('dialog', { name: text['views.saveTitle'] })
        await dialog.getByRole('textbox', { name: text['views.name'] }).fill(name)
        await dialog.getByRole('button', { name: text['views.saveButton'], exact: true }).click()
        await expect(dialog).toBeHidden()
      }

      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 720 })
        for (const label of [text['views.rename'], text['views.delete']]) {
          await views(page).click()
          const trigger = menu(page).getByRole('menuitem', { name: label })
          await trigger.click()
          const sub = submenu(page, label)
          await expect(sub).toBeVisible()
          await expectAcrossTheWindow(page, sub, `${label} at ${width} px`)
          // Its trigger stays in view, so a click meant for it never lands on a view.
          expect(overlap(await trigger.boundingBox(), await sub.boundingBox())).toBe(false)
          for (const name of ['Top rated', LONG_NAME]) {
            const item = sub.getByRole('menuitem', { name, exact: true })
            await expectAcrossTheWindow(page, item, `${name} at ${width} px`)
            // Whole: not clipped by the submenu either.
            expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
          }
          // The pointer goes from the trigger to a view without the submenu closing.
          await sub.getByRole('menuitem', { name: LONG_NAME }).hover()
          await expect(sub.getByRole('menuitem', { name: LONG_NAME })).toBeFocused()
          await page.keyboard.press('Escape')
          await expect(menu(page)).toBeHidden()
        }
      }

      // By keyboard on a phone: the arrow toward the submenu opens it, the other one closes it.
      await page.setViewportSize({ width: 375, height: 720 })
      const [open, close] =
        language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
      await views(page).focus()
      await page.keyboard.press('Enter')
      const rename = menu(page).getByRole('menuitem', { name: text['views.rename'] })
      await page.keyboard.press('End')
      await page.keyboard.press('ArrowUp')
      await expect(rename).toBeFocused()
      await page.keyboard.press(open)
      const sub = submenu(page, text['views.rename'])
      await expect(sub.getByRole('menuitem', { name: 'Top rated' })).toBeFocused()
      await expectAcrossTheWindow(page, sub, 'Rename view, opened by keyboard')
      await page.keyboard.press(close)
      await expect(sub).toBeHidden()
      await expect(rename).toBeFocused()
    })
  })
}
