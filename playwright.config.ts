import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/lib/chromium'

/**
 * The browser suite runs the release build (built for the test API's port) in Debian's Chromium
 * headless shell, served twice: by `vite preview` (each route's page, index.html for the rest, as a
 * static host) and by nginx with the deployment's own config (deploy/nginx.conf.template).
 */
export const E2E_APP_URL = 'http://localhost:4174'
export const E2E_NGINX_URL = 'http://localhost:4175'
export const E2E_API_URL = 'http://localhost:8787'

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI: saved-data's two Undos fails now and then on two busy cores (docs/testing.md,
  // "Issue 56: before and after"). The report lists a retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Per test, not per assertion: a long flow (two tabs, a reload, 25 steps) on two busy cores took
  // over 20 s while no single step waited too long.
  timeout: 40_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // A failed test keeps its trace (its actions and their logs, the sources) and a screenshot, and
    // error-context.md the page's aria snapshot. The trace records no DOM snapshots, network or
    // screencast: they cost every test about a tenth of its time on two cores, to keep the few that
    // fail. For a whole trace, run the failing test again with `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'preview',
      testMatch: 'e2e/**/*.spec.ts',
      use: { baseURL: E2E_APP_URL },
    },
    {
      // The deployment's own checks (tests/e2e-nginx), and of the app's tests only those tagged
      // @nginx: what nginx decides differently from `vite preview` (its sign-in gate, the return-to
      // cookie, the page it serves a driver's address). Everything else is the same on every host
      // and runs once, in `preview`.
      name: 'nginx',
      testMatch: ['e2e-nginx/**/*.spec.ts', 'e2e/first-second.spec.ts', 'e2e/signed-in.spec.ts'],
      grep: [/e2e-nginx[\\/]/, /@nginx\b/],
      use: { baseURL: E2E_NGINX_URL },
    },
  ],
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `${E2E_API_URL}/api/user/getUser`,
      env: {
        API_PORT: '8787',
        APP_ORIGINS: `${E2E_APP_URL},${E2E_NGINX_URL}`,
        API_TEST_CONTROLS: '1',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'npx vite preview --outDir dist-e2e --port 4174 --strictPort',
      url: E2E_APP_URL,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx scripts/deploy/serve-nginx.ts --dist dist-e2e --port 4175 --api ${E2E_API_URL}`,
      url: E2E_NGINX_URL,
      reuseExistingServer: false,
    },
  ],
})
