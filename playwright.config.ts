import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'

/** The browser suite runs the production build (built for the test API's port) in Debian's Chromium. */
export const E2E_APP_URL = 'http://localhost:4174'
export const E2E_API_URL = 'http://localhost:8787'

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_APP_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `${E2E_API_URL}/api/user/getUser`,
      env: {
        API_PORT: '8787',
        APP_ORIGINS: E2E_APP_URL,
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
  ],
})
