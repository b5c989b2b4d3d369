// Mutation testing of the core modules: `npm run test:mutation` (see README, "Mutation testing").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Pure and core code: components are covered by the browser suites instead.
  mutate: ['src/lib/**', 'src/config/**', 'src/features/**/*.ts', 'server/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Mutants that run only while a module loads (message texts, tables) would each need the whole
  // suite in one process, about two minutes apiece; code that tests also call still runs.
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
  ignorePatterns: ['dist', 'dist-e2e', 'reports', 'test-results', 'playwright-report', 'perf/.tmp'],
  tempDirName: '.stryker-tmp',
}
