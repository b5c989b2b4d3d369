import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import type { Plugin } from 'vite'
import { defineConfig, mergeConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts'
import viteConfig from './vite.config.ts'
import { COMPONENT_TESTS } from './scripts/lib/test-layout.ts'

/** Whether this is one run, not watching: as Vitest says (and this file is loaded more than once). */
const ONE_RUN = Symbol.for('fleet-admin:vitest-one-run')
const thisProcess = globalThis as { [ONE_RUN]?: boolean }

/**
 * In one run the component layer's server serves each module unchanged: the browser keeps what it
 * fetched instead of asking again for every test file (hundreds of modules each). Each file still
 * runs the code afresh, in a page of its own. Not while watching: a changed file must reach the
 * next run.
 */
const keepModulesForTheRun: Plugin = {
  name: 'fleet-admin:keep-modules-for-the-run',
  configureVitest({ vitest }) {
    thisProcess[ONE_RUN] = !vitest.config.watch
  },
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const dest = request.headers['sec-fetch-dest']
      if (thisProcess[ONE_RUN] && (dest === 'script' || dest === 'style')) {
        const setHeader = response.setHeader.bind(response)
        response.setHeader = (name, value) =>
          setHeader(
            name,
            name.toLowerCase() === 'cache-control' && value === 'no-cache'
              ? 'private, max-age=3600'
              : value,
          )
      }
      next()
    })
  },
}

/**
 * Two layers under one `vitest run`: `unit` (Node, or jsdom where a file asks) takes vite.config's
 * test settings; `component` renders components in Debian's Chromium with the app's real CSS, for
 * what only a browser shows (layout, focus, real keys, axe), without building or serving the app.
 */
export default defineConfig((env) =>
  mergeConfig(typeof viteConfig === 'function' ? viteConfig(env) : viteConfig, {
    test: {
      // Vitest keeps a core for itself by default: on CI's two cores, Node files ran one at a time.
      // (The component project keeps one page: two pages in one Chromium took longer on two cores.)
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: { name: 'unit', exclude: ['tests/e2e/**', COMPONENT_TESTS, 'node_modules/**'] },
        },
        {
          // Only what a component needs: the build's own plugins (prerender, head script) stay out.
          plugins: [react(), tailwindcss(), keepModulesForTheRun],
          resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
          // Bundled before the first test: a dependency found later (a dialog's code, imported on
          // first use) would make Vite reload the page in the middle of a run.
          optimizeDeps: {
            include: [
              '@floating-ui/react-dom',
              '@radix-ui/react-dialog',
              '@radix-ui/react-direction',
              '@radix-ui/react-dropdown-menu',
              '@radix-ui/react-switch',
              '@testing-library/react',
              'axe-core',
              'class-variance-authority',
              'clsx',
              'cmdk',
              'lucide-react',
              'papaparse',
              'react',
              'react-dom',
              'react-dom/client',
              'react-router-dom',
              'sonner',
              'tailwind-merge',
            ],
          },
          test: {
            name: 'component',
            include: [COMPONENT_TESTS],
            setupFiles: ['./tests/support/component-setup.ts'],
            restoreMocks: true,
            // As the unit tests' (tests/setup.ts): a test may open code loaded on first use.
            testTimeout: 15_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 800 },
              screenshotFailures: false,
            },
          },
        },
      ],
    },
  }),
)
