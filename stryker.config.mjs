// Mutation testing of the core modules: `npm run test:mutation` (see README, "Mutation testing").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts' },
  // Pure and core code: components are covered by the browser suites instead.
  mutate: ['src/lib/**', 'src/config/**', 'src/features/**/*.ts', 'server/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, reportMutants: false, reportTests: false },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: 90 },
  ignorePatterns: ['dist', 'dist-e2e', 'reports', 'test-results', 'playwright-report', 'perf/.tmp'],
  tempDirName: '.stryker-tmp',
}
