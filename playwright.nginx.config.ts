import { defineConfig } from '@playwright/test'
import base, { E2E_API_URL } from './playwright.config'

/** The deployment check: the same build served by nginx with deploy/nginx.conf.template. */
const NGINX_APP_URL = 'http://localhost:4175'

export default defineConfig({
  ...base,
  // The deployment's own checks, and what happens before the app runs, on nginx too.
  testDir: './tests',
  testMatch: ['e2e-nginx/**/*.spec.ts', 'e2e/first-second.spec.ts'],
  outputDir: './test-results/nginx',
  use: { ...base.use, baseURL: NGINX_APP_URL },
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `${E2E_API_URL}/api/user/getUser`,
      env: { API_PORT: '8787', APP_ORIGINS: NGINX_APP_URL },
      reuseExistingServer: false,
    },
    {
      command: `npx tsx scripts/deploy/serve-nginx.ts --dist dist-e2e --port 4175 --api ${E2E_API_URL}`,
      url: NGINX_APP_URL,
      reuseExistingServer: false,
    },
  ],
})
