import { dirname, join, normalize } from 'node:path'

// docs/first-second.md's "How a page starts" names, in order, the files a request meets from nginx
// to the app started (its numbered steps), and beside them every module they import. These read it.

/** The section's text, from its heading to the next. */
export function walkSection(doc: string): string {
  const start = doc.indexOf('## How a page starts\n')
  if (start < 0) throw new Error('docs/first-second.md has no "## How a page starts" section')
  const end = doc.indexOf('\n## ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

/** The file each numbered step opens with: "3. `src/app/boot/head-script.ts`: …". */
export const stepFiles = (section: string): string[] =>
  [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!)

/**
 * The files of this repository that `file` imports (`@/` is `src/`), as paths from its root:
 * `import … from`, bare `import '…'`, and a stylesheet's `@import`. Packages are left out.
 */
export function localImports(file: string, text: string, exists: (path: string) => boolean) {
  const specifiers = [...text.matchAll(/(?:from|import|@import)\s+'([^']+)'/g)].map((m) => m[1]!)
  return specifiers
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@/'))
    .map((specifier) => {
      const path = specifier.startsWith('@/')
        ? join('src', specifier.slice(2))
        : normalize(join(dirname(file), specifier))
      const found = ['', '.ts', '.tsx'].map((ending) => path + ending).find(exists)
      if (!found) throw new Error(`${file} imports ${specifier}, which is no file here`)
      return found
    })
}
