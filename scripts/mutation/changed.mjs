// `npm run test:mutation:changed [-- <base>]`: mutation testing of only the files changed since
// <base> (`main` by default), committed or not, among those stryker.config.mjs mutates. Quick
// enough to run before every submission; the full `npm run test:mutation` judges everything.
import { execFileSync, spawnSync } from 'node:child_process'
import picomatch from 'picomatch'
import config from '../../stryker.config.mjs'

const base = process.argv[2] ?? 'main'
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)

const changed = new Set([
  ...git('diff', '--name-only', '--diff-filter=d', `${base}...HEAD`),
  ...git('diff', '--name-only', '--diff-filter=d', 'HEAD'),
  ...git('ls-files', '--others', '--exclude-standard'),
])
const patterns = config.mutate.filter((pattern) => !pattern.startsWith('!'))
const ignore = config.mutate.filter((pattern) => pattern.startsWith('!')).map((p) => p.slice(1))
const isMutated = picomatch(patterns, { ignore })
const files = [...changed].filter((path) => isMutated(path)).sort()

if (files.length === 0) {
  console.log(`No file that Stryker mutates changed since ${base}: nothing to judge.`)
  process.exit(0)
}
console.log(`Mutating ${files.length} file(s) changed since ${base}:\n  ${files.join('\n  ')}`)
const run = spawnSync('npx', ['stryker', 'run', '--mutate', files.join(',')], { stdio: 'inherit' })
process.exit(run.status ?? 1)
