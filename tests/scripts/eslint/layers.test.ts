import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own eslint.config.js, on a file that would sit in src/: the layer rule is real. Only
// it runs: import-x/no-cycle would walk each probe's whole import graph (5 s of the test's 7).
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' })

async function layerMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('the layers in eslint.config.js', () => {
  it('refuses an import from a layer above, app/boot included', async () => {
    expect(
      await layerMessages(
        'src/lib/probe.ts',
        "import { showPageFailed } from '@/app/boot/page-failed'\nshowPageFailed()\n",
      ),
    ).toEqual([expect.stringContaining('lib/ sits below app/: move the shared code down')])
    expect(
      await layerMessages(
        'src/components/probe.ts',
        "import { DriversScreen } from '@/features/drivers/drivers-screen'\nDriversScreen()\n",
      ),
    ).toEqual([
      expect.stringContaining('components/ sits below features/: move the shared code down'),
    ])
  })

  it('lets a layer import from the ones below it', async () => {
    expect(
      await layerMessages(
        'src/app/probe.ts',
        "import { markContentLoading } from '@/lib/start/content-loading'\nmarkContentLoading()\n",
      ),
    ).toEqual([])
  })
}, 30_000)
