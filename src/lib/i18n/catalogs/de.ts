import type { Translation } from '../message-types'

const de = {
  // == app: start
  'app.description': 'Fleet Admin: der Verwaltungsbereich des Lieferdienstes.',
  'language.label': 'Sprache (Language)',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  // == drivers: end
} as const satisfies Translation

export default de
