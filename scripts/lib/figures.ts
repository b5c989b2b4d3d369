/** A number the prose quotes that the code decides. */
export type Figure = {
  /** What the number is, for the message ("the head script's limit"). */
  what: string
  /** Where the prose quotes it: the first group is the number as written ("7,100"). */
  quoted: RegExp
  /** The code's value. */
  value: number
  /** The prose says "about": within 10 % of the value is right. */
  about?: boolean
}

/** A number as prose writes it: "7,100", "10 000" and "7100" are all 7100. */
export const readNumber = (written: string) => Number(written.replace(/[,\s]/g, ''))

/** Lines in a file's text, as an editor numbers them (the last one with or without its newline). */
export const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/**
 * What `text` (the file `file`) quotes wrong, each with its line, and each figure it no longer
 * quotes at all (so a check cannot go on passing on text that is gone). Empty when all agree.
 */
export function wrongFigures(file: string, text: string, figures: readonly Figure[]): string[] {
  const problems: string[] = []
  for (const { what, quoted, value, about } of figures) {
    const matches = [...text.matchAll(new RegExp(quoted.source, 'g'))]
    if (matches.length === 0)
      problems.push(`${file}: ${what} is no longer quoted as /${quoted.source}/`)
    for (const match of matches) {
      const written = readNumber(match[1]!)
      if (about ? Math.abs(written - value) <= value * 0.1 : written === value) continue
      const line = text.slice(0, match.index).split('\n').length
      problems.push(`${file}:${line}: ${what} is ${about ? 'about ' : ''}${value}, not ${match[1]}`)
    }
  }
  return problems
}
