import { APP_ENTRY_SCRIPT, createSession, expect, test, withoutTheApp } from './fixtures'

// Each screen's title after the app runs and while moving between screens is checked in jsdom
// (tests/components/layout/screen-title.test.tsx) and on a walk through the screens
// (dashboard.spec.ts); the not-found screen's message and log in jsdom (tests/features/errors/
// not-found-screen.test.tsx). Here: what the served pages say, before and after their code runs.

const titles = [
  { path: '/', title: 'Sign in · Fleet Admin', signedIn: false },
  { path: '/login', title: 'Sign in · Fleet Admin', signedIn: false },
  { path: '/no/such/page', title: 'Page not found · Fleet Admin', signedIn: false },
  { path: '/dashboard/nowhere', title: 'Page not found · Fleet Admin', signedIn: false },
  // Signed in last: a session would send / on to the dashboard.
  { path: '/dashboard', title: 'Dashboard · Fleet Admin', signedIn: true },
  { path: '/dashboard/drivers', title: 'Drivers · Fleet Admin', signedIn: true },
  { path: '/dashboard/settings', title: 'Settings · Fleet Admin', signedIn: true },
]

test('every served page names its screen in the tab, before its code runs and after', async ({
  page,
  consoleErrors,
}) => {
  await test.step('the painted login screen has its title in the head, not in the body', async () => {
    await withoutTheApp(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Welcome to Fleet Admin' })).toBeVisible()
    await expect(page).toHaveTitle('Sign in · Fleet Admin')
    await expect(page.locator('body title')).toHaveCount(0)
    await page.unroute(APP_ENTRY_SCRIPT)
  })

  const errorsBefore = consoleErrors.length
  for (const { path, title, signedIn } of titles) {
    await test.step(path, async () => {
      if (signedIn) await createSession(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page).toHaveTitle(title)
      if (title.startsWith('Page not found')) {
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('404')
        await expect(page.getByText('Oops! Page not found')).toBeVisible()
        // The unknown path is logged (SPEC).
        await expect
          .poll(() =>
            consoleErrors.some((text) => text.startsWith('404 Error') && text.includes(path)),
          )
          .toBe(true)
      }
    })
  }
  expect(consoleErrors.slice(errorsBefore).filter((text) => !text.startsWith('404 Error'))).toEqual(
    [],
  )

  await test.step("the not-found page's 'Return to Home' goes to the login screen", async () => {
    // Leave the signed-in screen first: its calls, answered 401 once the cookies are gone, would
    // send it to /login and abort the next navigation.
    await page.goto('about:blank')
    await page.context().clearCookies()
    await page.goto('/nowhere')
    const home = page.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
  })
})
