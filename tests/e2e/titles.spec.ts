import { createSession, expect, openSignedIn, test, withoutTheApp } from './fixtures'

const titles = [
  { path: '/', title: 'Sign in · Fleet Admin', signedIn: false },
  { path: '/login', title: 'Sign in · Fleet Admin', signedIn: false },
  { path: '/dashboard', title: 'Dashboard · Fleet Admin', signedIn: true },
  { path: '/dashboard/drivers', title: 'Drivers · Fleet Admin', signedIn: true },
  { path: '/dashboard/settings', title: 'Settings · Fleet Admin', signedIn: true },
  { path: '/no/such/page', title: 'Page not found · Fleet Admin', signedIn: false },
]

test('a full load of each screen names it in the tab', async ({ page, consoleErrors }) => {
  // The signed-out pages first: a session would send / on to the dashboard.
  for (const { path, title, signedIn } of titles.toSorted((a, b) => +a.signedIn - +b.signedIn)) {
    if (signedIn) await createSession(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    await expect(page, path).toHaveTitle(title)
  }
  expect(consoleErrors.filter((text) => !text.startsWith('404 Error'))).toEqual([])
})

test('the title follows client-side navigation and Back', async ({ page }) => {
  await openSignedIn(page, '/dashboard')
  await expect(page).toHaveTitle('Dashboard · Fleet Admin')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Drivers' }).click()
  await expect(page).toHaveTitle('Drivers · Fleet Admin')
  await nav.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveTitle('Settings · Fleet Admin')
  await page.goBack()
  await expect(page).toHaveTitle('Drivers · Fleet Admin')
})

test('the painted login screen has its title in the head before any script, not in the body', async ({
  page,
}) => {
  await withoutTheApp(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Welcome to Fleet Admin' })).toBeVisible()
  await expect(page).toHaveTitle('Sign in · Fleet Admin')
  await expect(page.locator('body title')).toHaveCount(0)
})
