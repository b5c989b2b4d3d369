import { describe, expect, it } from 'vitest'
import {
  namedKeys,
  runtimeImports,
  textsSureToBeLoaded,
  wayTo,
  type LocalImport,
} from '../../../scripts/lib/texts-reach'

const LOADERS = { withDeskTexts: ['desk'], withHistoryTexts: ['history'] } as const
const files = new Set([
  'src/a.ts',
  'src/b.tsx',
  'src/c.ts',
  'src/d.ts',
  'src/e.ts',
  'src/f.ts',
  'src/features/x/part.tsx',
])
const exists = (path: string) => files.has(path)

describe('runtimeImports', () => {
  it('finds static imports and re-exports, not type imports or packages', () => {
    const text = [
      "import { x, type Y } from './a'",
      'import {',
      '  one,',
      '  two,',
      "} from '@/b'",
      "import type { Z } from './c'",
      "export { w } from './d'",
      "export type { V } from './e'",
      "import './f'",
      "import { useState } from 'react'",
    ].join('\n')
    expect(runtimeImports('src/x.ts', text, LOADERS, exists)).toEqual([
      { file: 'src/a.ts', loadedWith: 'importer' },
      { file: 'src/b.tsx', loadedWith: 'importer' },
      { file: 'src/d.ts', loadedWith: 'importer' },
      { file: 'src/f.ts', loadedWith: 'importer' },
    ])
  })

  it('gives a dynamic import the texts of the loaders right around it, and no others', () => {
    const text = [
      "const a = onDemandModule(() => withDeskTexts(withHistoryTexts(import('./part'))))",
      "const b = onDemandModule(() => withHistoryTexts(import('@/a')))",
      "const c = lazy(() => import('@/c'))",
      "const d = withDeskTexts(Promise.resolve()).then(() => import('@/d'))",
    ].join('\n')
    expect(runtimeImports('src/features/x/y.ts', text, LOADERS, exists)).toEqual([
      { file: 'src/features/x/part.tsx', loadedWith: ['desk', 'history'] },
      { file: 'src/a.ts', loadedWith: ['history'] },
      { file: 'src/c.ts', loadedWith: [] },
      { file: 'src/d.ts', loadedWith: [] },
    ])
  })
})

describe('textsSureToBeLoaded', () => {
  const graph: Record<string, readonly LocalImport[]> = {
    main: [
      { file: 'screen', loadedWith: 'importer' },
      { file: 'dialog', loadedWith: ['desk'] },
    ],
    screen: [{ file: 'menu', loadedWith: [] }],
    dialog: [{ file: 'words', loadedWith: 'importer' }],
    menu: [{ file: 'words', loadedWith: 'importer' }],
    words: [],
  }
  const importsOf = (file: string) => graph[file] ?? []

  it('keeps only the texts every way to a module loads', () => {
    const reached = textsSureToBeLoaded(['main'], importsOf)
    expect([...reached.get('dialog')!.sure]).toEqual(['desk'])
    // Also reached through the menu, loaded without the desk's texts.
    expect([...reached.get('words')!.sure]).toEqual([])
    expect(wayTo('words', reached)).toEqual(['main', 'screen', 'menu', 'words'])
  })

  it('lets a module have the texts when each way to it loads them', () => {
    const loaded: Record<string, readonly LocalImport[]> = {
      ...graph,
      screen: [{ file: 'menu', loadedWith: ['desk', 'history'] }],
    }
    const reached = textsSureToBeLoaded(['main'], (file) => loaded[file] ?? [])
    expect([...reached.get('words')!.sure]).toEqual(['desk'])
  })
})

describe('namedKeys', () => {
  it('lists the catalog’s keys a source names as quoted literals, once each', () => {
    const desk = new Set(['drivers.add.title', 'data.failed'])
    const source =
      "t('drivers.add.title'); t(\"drivers.add.title\"); t('drivers.title') // data.failed"
    expect(namedKeys(source, desk)).toEqual(['drivers.add.title'])
  })
})
