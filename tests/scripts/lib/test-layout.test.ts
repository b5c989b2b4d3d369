import { describe, expect, it } from 'vitest'
import { misplacedTests, sourceCandidates } from '../../../scripts/lib/test-layout'

const sources = new Set([
  'src/lib/utils.ts',
  'src/features/settings/settings-screen.tsx',
  'src/entry-server.tsx',
  'server/sessions.ts',
  'scripts/deploy/render-nginx-conf.ts',
])
const exists = (path: string) => sources.has(path)

describe('the test tree mirrors the code', () => {
  it('finds the module a test tests, in src/ or, for server and scripts, at the root', () => {
    expect(sourceCandidates('lib/utils.test.tsx')).toContain('src/lib/utils.ts')
    expect(sourceCandidates('server/sessions.test.ts')).toContain('server/sessions.ts')
    expect(sourceCandidates('settings-screen.saved-data.test.tsx')).toContain(
      'src/settings-screen.tsx',
    )
    expect(sourceCandidates('lib/notes.md')).toBeNull()
  })

  it('accepts tests beside the mirror of their module, one aspect each at most', () => {
    expect(
      misplacedTests(
        [
          'lib/utils.test.tsx',
          'features/settings/settings-screen.test.tsx',
          'features/settings/settings-screen.saved-data.test.tsx',
          'entry-server.test.tsx',
          'server/sessions.test.ts',
          'scripts/deploy/render-nginx-conf.test.ts',
        ],
        exists,
      ),
    ).toEqual([])
  })

  it('takes a browser test only as .tsx: a .browser.test.ts would run in Node', () => {
    expect(sourceCandidates('lib/utils.browser.test.tsx')).toContain('src/lib/utils.ts')
    expect(sourceCandidates('lib/utils.layout.browser.test.tsx')).toContain('src/lib/utils.ts')
    expect(sourceCandidates('lib/utils.browser.test.ts')).toBeNull()
  })

  it('leaves the browser suites, benchmarks and helpers alone', () => {
    expect(
      misplacedTests(
        [
          'e2e/drivers.spec.ts',
          'e2e-nginx/x.spec.ts',
          'bench/q.bench.ts',
          'support/a.ts',
          'setup.ts',
        ],
        exists,
      ),
    ).toEqual([])
  })

  it('reports a test whose module is elsewhere, and a stray file', () => {
    expect(
      misplacedTests(['lib/theme-store.test.ts', 'features/settings/notes.ts'], exists),
    ).toEqual([
      'lib/theme-store.test.ts: no module at src/lib/theme-store.{ts,tsx} to test',
      'features/settings/notes.ts: not a test file (<module>.test.ts or .tsx) nor a helper',
    ])
  })
})
