// Stryker's `thresholds.break` judges one overall score; this reporter also fails the run when any
// single file kills fewer than `thresholds.low` % of its covered mutants, and names those files.
import { commonTokens, declareFactoryPlugin, PluginKind } from '@stryker-mutator/api/plugin'

/**
 * Every file below a folder of Stryker's metrics tree, with its path.
 * @param {import('mutation-testing-metrics').MetricsResult} folder
 * @returns {Generator<{ path: string, score: number }>}
 */
function* filesIn(folder, prefix = '') {
  for (const child of folder.childResults) {
    const path = `${prefix}${child.name}`
    if (child.file) yield { path, score: child.metrics.mutationScoreBasedOnCoveredCode }
    else yield* filesIn(child, `${path}/`)
  }
}

/** @param {import('@stryker-mutator/api/core').StrykerOptions} options */
function perFileThreshold(options) {
  const floor = options.thresholds.low
  return {
    /** @type {NonNullable<import('@stryker-mutator/api/report').Reporter['onMutationTestReportReady']>} */
    onMutationTestReportReady(_report, { systemUnderTestMetrics }) {
      const weak = [...filesIn(systemUnderTestMetrics)].filter(({ score }) => score < floor)
      if (weak.length === 0) return
      const list = weak.map(({ path, score }) => `  ${path}: ${score.toFixed(2)} %`)
      console.error(`Files under ${floor} % of covered mutants killed:\n${list.join('\n')}`)
      process.exitCode = 1
    },
  }
}
perFileThreshold.inject = [commonTokens.options]

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.Reporter, 'per-file-threshold', perFileThreshold),
]
