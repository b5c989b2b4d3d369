import { existsSync, readdirSync } from 'node:fs'
import { misplacedTests } from './lib/test-layout'

// `npm run lint` runs this: a test that drifts from the module it tests is reported, as lint would.
const testPaths = readdirSync('tests', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath}/${entry.name}`.replace(/^tests\//, ''))

const misplaced = misplacedTests(testPaths, existsSync)
if (misplaced.length > 0) {
  console.error('Tests outside the tree that mirrors src/ (docs/testing.md):')
  for (const problem of misplaced) console.error(`  tests/${problem}`)
  process.exit(1)
}
console.log(`Test layout: ${testPaths.length} files, each beside the mirror of its module.`)
