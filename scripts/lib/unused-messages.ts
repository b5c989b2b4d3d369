/**
 * Message keys no code names. Code names a key as a quoted literal ('drivers.title'), so the check
 * is a search: a key built from pieces at run time would be missed, and the catalogs' types refuse
 * such keys anyway (`t` takes only `MessageKey`s).
 */
export function unusedMessages(keys: readonly string[], sources: readonly string[]): string[] {
  const named = new Set<string>()
  for (const source of sources) {
    for (const [, key] of source.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)) named.add(key!)
  }
  return keys.filter((key) => !named.has(key))
}
