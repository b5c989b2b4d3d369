/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { prerender } from './scripts/prerender.ts'
import { headScript, previewPages, reactRouterProductionBuild } from './scripts/vite-plugins.ts'

// `APP_PORT=5174 API_PORT=8081 npm run dev` moves both servers when the usual ports are taken;
// the dev app then calls the local API on its new port unless VITE_API_BASE_URL says otherwise.
const { APP_PORT, API_PORT } = process.env

export default defineConfig(({ command }) => {
  if (command === 'serve' && API_PORT && !process.env.VITE_API_BASE_URL) {
    process.env.VITE_API_BASE_URL = `http://localhost:${API_PORT}`
  }
  return config
})

/**
 * The small pieces every dashboard screen loads first (a few hundred bytes each), in one chunk
 * with what they use: left to itself, Rolldown makes each its own file, and on a slow phone's
 * network every extra file costs a round trip before the app can run (docs/decisions/0037-speed.md).
 */
const sharedPieces = {
  name: 'shared',
  test: new RegExp(
    [
      'src/components/ui/(card|input|toast|on-demand)\\.tsx$',
      'src/lib/session/current-profile\\.ts$',
      // Dialogs whose code loads on first use, and the keys typed meanwhile: the layout's and
      // Settings' use them.
      'src/lib/start/(content-loading|hold-keys|field-value)\\.ts$',
      'src/lib/(use-on-demand-dialog|store|focus)\\.ts$',
      // Which key is a shortcut, on which platform, and whether a dialog owns the keys: the
      // layout's shortcuts, the drivers' selection keys and the toasts' Ctrl+Z use them.
      'src/lib/keyboard/(shortcuts|platform|open-dialog)\\.ts$',
      // The drivers matcher: the list and the command palette share it.
      'src/lib/drivers/(drivers-data|driver-navigation|driver-search)\\.ts$',
      // The search's icon, and the spinner of a piece loading and of a form saving.
      'lucide-react/dist/esm/icons/(search|loader-circle)\\.mjs$',
      // A person's contact rules and a field's label: Settings' first load and the drivers'
      // editor and store use them.
      'src/lib/contact-fields\\.ts$',
      'src/components/ui/label\\.tsx$',
      // Preferences saved in the browser: the theme, the sidebar, the language and the columns.
      'src/lib/storage/local-store\\.ts$',
      // Whether changes outlive the tab: every dashboard screen's layout says when they do not.
      'src/lib/local-data/changes-kept\\.ts$',
      // An action asked for by the palette, run by the screen's own control (drivers, Settings).
      'src/lib/screen-actions\\.ts$',
      // What fetches the texts of parts loaded on first use: the drivers' and Settings' screens.
      'src/lib/i18n/(on-demand-texts|load-desk-texts|load-history-texts)\\.ts$',
    ].join('|'),
  ),
}

/**
 * The local database as the screens read it (lib/local-data, with idb), the drivers' column choice
 * and the words for their statuses: the drivers and Settings screens' first load, and the panel,
 * editor, menus and the palette (loaded on first use) read them.
 */
const localData = {
  name: 'local-data',
  test: /(src\/(lib\/(local-data\/(local-data|database|records|summary)|drivers\/(driver-columns-store|driver-columns))\.ts|features\/drivers\/status-labels\.ts)|node_modules\/idb\/build\/index\.js)$/,
  // Only these modules: what they use stays where the rest of the app has it.
  includeDependenciesRecursively: false,
}

/** The change history and its list: Settings' card and a driver's panel (loaded on demand) show it. */
const changeHistory = {
  name: 'change-history',
  test: /src\/(lib\/local-data\/(change-wording|change-log|use-change-log)\.ts|components\/change-list\.tsx|lib\/use-now\.ts)$/,
  // Only these modules: what they use stays where the rest of the app has it.
  includeDependenciesRecursively: false,
}

const config: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    headScript(),
    reactRouterProductionBuild(),
    prerender(),
    previewPages(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The manifest gives each prerendered page its chunks (scripts/prerender.ts).
  build: {
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: { codeSplitting: { groups: [sharedPieces, localData, changeHistory] } },
    },
  },
  server: { port: Number(APP_PORT) || 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    // Plain logic needs no DOM; a test file that does starts with '// @vitest-environment happy-dom'
    // (jsdom where happy-dom differs from a browser in what the file checks; it says why).
    environment: 'node',
    // The tests' fake API listens on another port than the page's origin: the app's calls reach it as
    // Node's fetch (which jsdom keeps) would let them, with no CORS preflight.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    // Each file still runs alone, in a worker thread: cheaper to start than a process (7 % less CPU
    // for the DOM files, 15 % for the rest), and what Stryker's runner uses anyway.
    pool: 'threads',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
}
