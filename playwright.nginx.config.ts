import { defineConfig } from '@playwright/test'
import base, { E2E_API_URL } from './playwright.config'

/** The deployment check: the same build served by nginx with deploy/nginx.conf.template. */
const NGINX_APP_URL = 'http://localhost:4175'

export default defineConfig({
  ...base,
  testDir: './tests/e2e-nginx',
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
