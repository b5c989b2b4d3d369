import { describe, expect, it } from 'vitest'
import { localImports, stepFiles, walkSection } from '../../../scripts/lib/start-walk'

const readme = `# App

## How a page starts

Intro naming \`src/lib/a.ts\`.

1. \`deploy/x.conf\`: first.
2. \`src/main.tsx\`: then, calling \`src/lib/b.ts\`.
   10. not a step: indented

## Next

3. \`src/not-in-the-section.ts\`
`

describe("README's walk of a page's start", () => {
  it('reads the section alone, and the file each numbered step opens with', () => {
    const section = walkSection(readme)
    expect(section).toContain('src/lib/a.ts')
    expect(section).not.toContain('not-in-the-section')
    expect(stepFiles(section)).toEqual(['deploy/x.conf', 'src/main.tsx'])
  })

  it("resolves a file's own imports to paths from the root, leaving packages out", () => {
    const files = new Set(['src/lib/a.ts', 'src/app/b.tsx', 'src/app/c.css', 'src/index.css'])
    const text = `import { a } from '@/lib/a'
import type { B } from './b'
import { useState } from 'react'
import '../index.css'
@import './c.css';`
    expect(localImports('src/app/main.tsx', text, (path) => files.has(path))).toEqual([
      'src/lib/a.ts',
      'src/app/b.tsx',
      'src/index.css',
      'src/app/c.css',
    ])
  })

  it('says which import is no file here', () => {
    expect(() => localImports('src/main.tsx', "import { x } from './gone'", () => false)).toThrow(
      'src/main.tsx imports ./gone, which is no file here',
    )
  })
})
