import type { Locator, Page } from '@playwright/test'
import { createSession, expect, openSignedIn, test, untilAppStarted } from './fixtures'
import { listFooter } from './locators'

// Keys inside one component (the admin dialogs, the switch, the palette) are checked where the
// component is drawn (tests/**/*.browser.test.tsx); here, only what walks a whole page.

/** Presses `key` from where focus is until `target` has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 40, key = 'Tab') {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press(key)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Not reachable with ${maxPresses} presses of ${key}: ${target}`)
}

test('keyboard only: the skip link, then the sidebar links and the theme toggle', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard/settings')
  await expect(page.getByText('Demo Admin')).toBeVisible()
  const main = page.getByRole('main')

  await test.step('the first Tab shows the skip link; Enter moves focus to the main content', async () => {
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(main).toBeFocused()
    // The next Tab continues inside the main content, past the sidebar.
    await page.keyboard.press('Tab')
    expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  })

  await test.step('back to the sidebar, Enter on Drivers opens it; Enter on the theme toggle switches', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Drivers' }), 40, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard/drivers')
    await tabTo(page, page.getByRole('button', { name: 'Switch to dark theme' }))
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })
})

test.describe('keyboard paging through the drivers', () => {
  const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
  const next = (page: Page) => pagination(page).getByRole('button', { name: 'Next' })

  test('Enter on Next up to the last page keeps focus on the last page button', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/drivers')
    // From the list's last driver, on by Tab (the walk past every row's checkbox and link before it
    // adds nothing: the skip link's test above walks the page by Tab).
    await untilAppStarted(page)
    await page.locator('tbody a[data-driver-id]').last().focus()
    await tabTo(page, next(page), 20)
    for (const shown of ['11 to 20', '21 to 30', '31 to 40', '41 to 50']) {
      await page.keyboard.press('Enter')
      await expect(listFooter(page)).toHaveText(`Showing ${shown} of 50 drivers`)
    }
    await expect(next(page)).toBeDisabled()
    await expect(pagination(page).getByRole('button', { name: 'Page 5' })).toBeFocused()

    // Back the other way: Previous to page 1 ends on the first page button.
    await pagination(page).getByRole('button', { name: 'Previous' }).focus()
    for (const shown of ['31 to 40', '21 to 30', '11 to 20', '1 to 10']) {
      await page.keyboard.press('Enter')
      await expect(listFooter(page)).toHaveText(`Showing ${shown} of 50 drivers`)
    }
    await expect(pagination(page).getByRole('button', { name: 'Page 1' })).toBeFocused()
  })

  test('on a phone, focus goes from a disabled Next to Previous', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await createSession(page)
    await page.goto('/dashboard/drivers?page=4')
    await next(page).focus()
    await page.keyboard.press('Enter')
    await expect(pagination(page)).toContainText('Page 5 of 5')
    await expect(next(page)).toBeDisabled()
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeFocused()
  })
})
