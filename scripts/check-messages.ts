import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import en from '../src/lib/i18n/catalogs/en.ts'
import enDesk from '../src/lib/i18n/catalogs/en-desk.ts'
import enHistory from '../src/lib/i18n/catalogs/en-history.ts'
import {
  namedKeys,
  runtimeImports,
  textsSureToBeLoaded,
  wayTo,
  type Loaders,
  type OnDemandTexts,
} from './lib/texts-reach'
import { unusedMessages } from './lib/unused-messages'

// `npm run lint` runs this: a message no code uses is refused, so none reaches a bundle (each
// language's catalog is loaded whole). Missing keys are TypeScript's to refuse (`satisfies`).
const CATALOGS = join('src', 'lib', 'i18n', 'catalogs')
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !join('src', file).startsWith(CATALOGS))
  .map((file) => ({ file: join('src', file), text: readFileSync(join('src', file), 'utf8') }))

const keys = Object.keys({ ...en, ...enDesk, ...enHistory })
const unused = unusedMessages(
  keys,
  sources.map(({ text }) => text),
)
if (unused.length > 0) {
  console.error(`Messages no code uses (remove them from every catalog in ${CATALOGS}):`)
  for (const key of unused) console.error(`  ${key}`)
  process.exit(1)
}

// `t()` throws for a text loaded on demand asked for before it arrived: no module that names one
// may run without it (scripts/lib/texts-reach.ts). The entries: the app, the prerender, the head script.
const ENTRIES = ['src/main.tsx', 'src/entry-server.tsx', 'src/app/boot/head-script.ts']
// What each loader of src/lib/i18n/load-*-texts.ts loads with the part it wraps.
const LOADERS: Loaders = { withDeskTexts: ['desk'], withHistoryTexts: ['history'] }
const textOf = new Map(sources.map(({ file, text }) => [file, text]))
const reached = textsSureToBeLoaded(ENTRIES, (file) =>
  runtimeImports(file, textOf.get(file) ?? readFileSync(file, 'utf8'), LOADERS, existsSync),
)
const onDemand: [OnDemandTexts, ReadonlySet<string>][] = [
  ['desk', new Set(Object.keys(enDesk))],
  ['history', new Set(Object.keys(enHistory))],
]
const tooEarly = [...reached].flatMap(([file, { sure }]) =>
  onDemand
    .filter(([texts]) => !sure.has(texts))
    .map(([texts, catalog]) => ({ texts, keys: namedKeys(textOf.get(file) ?? '', catalog) }))
    .filter(({ keys }) => keys.length > 0)
    .map(
      ({ texts, keys }) =>
        `${file} names ${texts} texts (${keys.join(', ')}) and runs without them: ${wayTo(file, reached).join(' → ')}`,
    ),
)
if (tooEarly.length > 0) {
  console.error(
    'Texts loaded on demand, named by a module that can run before they are (load the part that ' +
      'names them with withDeskTexts / withHistoryTexts, or move the text to catalogs/en.ts):',
  )
  for (const problem of tooEarly) console.error(`  ${problem}`)
  process.exit(1)
}
console.log(`Messages: ${keys.length} keys, each used, each loaded before it is asked for.`)
