// Mutation testing of the core modules: `npm run test:mutation` (docs/testing.md, "Mutation testing").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The unit tests (*.test.ts) judge the mutants: see vitest.mutation.config.ts for why.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Plain logic, stores and the local API. Not React hooks, components and DOM glue (use-*.ts,
  // session-context, utils' cn and hooks, focus, clipboard, download, screen-actions' hook, the
  // lazy-chunk loaders and the placeholder figures): only the component and browser suites
  // exercise those.
  mutate: [
    'src/lib/**/*.ts',
    'src/config/**',
    'src/features/**/*.ts',
    'server/**/*.ts',
    '!src/**/use-*.ts',
    '!src/**/*.d.ts',
    '!src/lib/session/{session-context.tsx,dashboard-loader.ts}',
    '!src/lib/{utils,focus,clipboard,download,screen-actions}.ts',
    '!src/features/drivers/{export-drivers-csv,load-driver-detail,selection-bar-module,page-checkbox}.ts',
    '!src/features/settings/settings-actions-module.ts',
    '!src/lib/i18n/load-{desk,history}-texts.ts',
    '!src/features/dashboard/dashboard-data.ts',
    // Names only, each a module constant Stryker cannot load again per mutant; their tests pin them.
    '!src/config/stored-names/**',
  ],
  coverageAnalysis: 'perTest',
  // Mutants that run only while a module loads (message texts, tables) would each need the whole
  // suite reloaded; code that tests also call still runs.
  ignoreStatic: true,
  concurrency: 2,
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/per-file-threshold.mjs'],
  reporters: ['clear-text', 'progress', 'html', 'json', 'per-file-threshold'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, reportMutants: false, reportTests: false },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // break: the overall goal; low: the floor for every file (per-file-threshold.mjs).
  thresholds: { high: 90, low: 85, break: 90 },
  ignorePatterns: ['dist', 'dist-e2e', 'reports', 'test-results', 'playwright-report', 'perf'],
  tempDirName: '.stryker-tmp',
}
