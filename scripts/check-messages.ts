import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import en from '../src/lib/i18n/catalogs/en.ts'
import enDesk from '../src/lib/i18n/catalogs/en-desk.ts'
import enHistory from '../src/lib/i18n/catalogs/en-history.ts'
import { unusedMessages } from './lib/unused-messages'

// `npm run lint` runs this: a message no code uses is refused, so none reaches a bundle (each
// language's catalog is loaded whole). Missing keys are TypeScript's to refuse (`satisfies`).
const CATALOGS = join('src', 'lib', 'i18n', 'catalogs')
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !join('src', file).startsWith(CATALOGS))
  .map((file) => readFileSync(join('src', file), 'utf8'))

const keys = Object.keys({ ...en, ...enDesk, ...enHistory })
const unused = unusedMessages(keys, sources)
if (unused.length > 0) {
  console.error(`Messages no code uses (remove them from every catalog in ${CATALOGS}):`)
  for (const key of unused) console.error(`  ${key}`)
  process.exit(1)
}
console.log(`Messages: ${keys.length} keys, each used.`)
