import { dirname, join, normalize } from 'node:path'

// The drivers desk's texts and the change history's (catalogs/*-desk.ts, *-history.ts) are not in
// a page's first load: `t()` has them only once a part loaded through `withDeskTexts(import(…))`
// or `withHistoryTexts(import(…))` has arrived. These find every module that names such a text and
// can run without it: reached from an entry by static imports and by dynamic imports not wrapped so.

export type OnDemandTexts = 'desk' | 'history'

/** What each loader makes sure of before the part it wraps is handed on (lib/i18n/load-*-texts.ts). */
export type Loaders = Record<string, readonly OnDemandTexts[]>

export type LocalImport = {
  /** The file imported, as a path from the repository's root. */
  file: string
  /** The texts loaded with it: none for a static import, which runs with whatever its importer has. */
  loadedWith: readonly OnDemandTexts[] | 'importer'
}

const resolve = (from: string, specifier: string, exists: (path: string) => boolean) => {
  const path = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : normalize(join(dirname(from), specifier))
  return ['', '.ts', '.tsx'].map((ending) => path + ending).find(exists) ?? null
}

/**
 * The modules of this repository that `file` runs (`@/` is `src/`): its static imports and
 * re-exports (not `import type`), and its dynamic imports with the loaders wrapped right around them
 * (`withDeskTexts(withHistoryTexts(import('./x')))`); a dynamic import wrapped otherwise loads none.
 */
export function runtimeImports(
  file: string,
  text: string,
  loaders: Loaders,
  exists: (path: string) => boolean,
): LocalImport[] {
  const found: LocalImport[] = []
  const local = (specifier: string) =>
    specifier.startsWith('.') || specifier.startsWith('@/')
      ? resolve(file, specifier, exists)
      : null
  // Only names, braces, commas and `*` between the keyword and `from`: an import or re-export.
  for (const match of text.matchAll(
    /^\s*(?:import|export)\s+(?!type\s)[\w\s{},*$]*from\s+'([^']+)'/gm,
  )) {
    const imported = local(match[1]!)
    if (imported) found.push({ file: imported, loadedWith: 'importer' })
  }
  for (const match of text.matchAll(/^\s*import\s+'([^']+)'/gm)) {
    const imported = local(match[1]!)
    if (imported) found.push({ file: imported, loadedWith: 'importer' })
  }
  for (const match of text.matchAll(/((?:\w+\(\s*)*)import\(\s*'([^']+)'\s*\)/g)) {
    const imported = local(match[2]!)
    if (!imported) continue
    const wrappers = [...match[1]!.matchAll(/(\w+)\(/g)].map((wrapper) => wrapper[1]!)
    found.push({ file: imported, loadedWith: wrappers.flatMap((name) => loaders[name] ?? []) })
  }
  return found
}

export type Reach = {
  /** The texts the module is sure to have whenever it runs. */
  sure: ReadonlySet<OnDemandTexts>
  /** The module it was last reached from with fewer (its way from an entry, read backwards). */
  from: string | null
}

/**
 * For each module the entries reach, the texts it is sure to have whenever it runs: those every
 * way to it loads (a static import passes on its importer's; a dynamic one adds its loaders').
 */
export function textsSureToBeLoaded(
  entries: readonly string[],
  importsOf: (file: string) => readonly LocalImport[],
): Map<string, Reach> {
  const reached = new Map<string, Reach>()
  const queue: [string, ReadonlySet<OnDemandTexts>, string | null][] = entries.map((entry) => [
    entry,
    new Set(),
    null,
  ])
  while (queue.length > 0) {
    const [file, reaching, from] = queue.pop()!
    const before = reached.get(file)?.sure
    const sure = before ? new Set([...before].filter((texts) => reaching.has(texts))) : reaching
    if (before && sure.size === before.size) continue
    reached.set(file, { sure, from })
    for (const { file: imported, loadedWith } of importsOf(file)) {
      queue.push([
        imported,
        loadedWith === 'importer' ? sure : new Set([...sure, ...loadedWith]),
        file,
      ])
    }
  }
  return reached
}

/** The way from an entry to `file`, as `textsSureToBeLoaded` last found it. */
export function wayTo(file: string, reached: ReadonlyMap<string, Reach>): string[] {
  const way = [file]
  for (let at = reached.get(file)?.from; at && !way.includes(at); at = reached.get(at)?.from) {
    way.unshift(at)
  }
  return way
}

/** The keys of `catalog` that `source` names as quoted literals, as check-messages finds them. */
export const namedKeys = (source: string, catalog: ReadonlySet<string>): string[] => [
  ...new Set(
    [...source.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)]
      .map((match) => match[1]!)
      .filter((key) => catalog.has(key)),
  ),
]
