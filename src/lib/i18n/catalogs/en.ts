/** English: the specified wording. The source of the message keys and their `{placeholders}`. */
const en = {
  // == app: start
  'app.description': 'Fleet Admin: the administrator area of the delivery service.',
  /** The language control's name: "Language" stays in every language, for who landed in the wrong one. */
  'language.label': 'Language',
  // == app: end

  // == layout: start
  // == layout: end

  // == account: start
  // == account: end

  // == drivers: start
  // == drivers: end
} as const

export default en
