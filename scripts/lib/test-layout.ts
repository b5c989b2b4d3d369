/**
 * The test tree mirrors the code: tests/<folder>/<module>.test.ts(x) tests <module> in src/<folder>
 * (server/ and scripts/ for tests/server and tests/scripts). A second dot names one aspect of the
 * module: settings-screen.saved-data.test.tsx; `.browser` before `.test` runs it in Chromium
 * (COMPONENT_TESTS): selection-bar.browser.test.tsx. The browser suites, benchmarks and shared helpers
 * have folders of their own.
 */
export const TEST_FOLDERS_OF_THEIR_OWN = ['e2e', 'e2e-nginx', 'bench', 'support']
export const TEST_HELPERS = ['setup.ts', 'test-utils.tsx']
/** Component tests, which run in a real browser (vitest.config.ts): <module>.browser.test.tsx. */
export const COMPONENT_TESTS = 'tests/**/*.browser.test.tsx'

// A browser test is .tsx: a .browser.test.ts would not be one (COMPONENT_TESTS) and run in Node.
const TEST_FILE = /^(?<module>[^.]+)(\.(?!browser\.)[^.]+)?(\.browser\.test\.tsx|\.test\.tsx?)$/
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js']
const ROOTS_OUTSIDE_SRC = ['server', 'scripts']

/** Where the module a test file tests should be, by its path under tests/ (forward slashes). */
export function sourceCandidates(testPath: string): string[] | null {
  const folders = testPath.split('/')
  const fileName = folders.pop()!
  const module = TEST_FILE.exec(fileName)?.groups?.module
  if (!module) return null
  const root = ROOTS_OUTSIDE_SRC.includes(folders[0]!) ? [] : ['src']
  return SOURCE_EXTENSIONS.map((extension) => [...root, ...folders, module + extension].join('/'))
}

/** Files under tests/ that break the layout, each with the reason. */
export function misplacedTests(
  testPaths: readonly string[],
  sourceExists: (path: string) => boolean,
): string[] {
  return testPaths.flatMap((path) => {
    const [top] = path.split('/')
    if (TEST_FOLDERS_OF_THEIR_OWN.includes(top!) || TEST_HELPERS.includes(path)) return []
    const candidates = sourceCandidates(path)
    if (!candidates) return [`${path}: not a test file (<module>.test.ts or .tsx) nor a helper`]
    if (candidates.some(sourceExists)) return []
    return [`${path}: no module at ${candidates[0]!.replace(/\.ts$/, '.{ts,tsx}')} to test`]
  })
}
