import { describe, expect, it } from 'vitest'
import { lineCount, readNumber, wrongFigures } from '../../../scripts/lib/figures'

describe('readNumber', () => {
  it('reads a number with or without thousands separators', () => {
    expect([
      readNumber('7,100'),
      readNumber('10 000'),
      readNumber('7100'),
      readNumber('0'),
    ]).toEqual([7100, 10000, 7100, 0])
  })
})

describe('lineCount', () => {
  it('counts lines as an editor numbers them', () => {
    expect([lineCount('a\nb\n'), lineCount('a\nb'), lineCount('')]).toEqual([2, 2, 0])
  })
})

describe('wrongFigures', () => {
  const limit = { what: 'the limit', quoted: /held to\s+([\d,]+)\s+bytes/, value: 7100 }

  it('accepts every quote of a figure that agrees with the code, across a line break', () => {
    const text = 'It is held to 7,100 bytes.\nStill held to\n7100 bytes.'
    expect(wrongFigures('README.md', text, [limit])).toEqual([])
  })

  it('names the file, line and right value of each quote that disagrees', () => {
    const text = 'One.\nHeld to nothing; held to 7,000 bytes.\nheld to 7,100 bytes'
    expect(wrongFigures('README.md', text, [limit])).toEqual([
      'README.md:2: the limit is 7100, not 7,000',
    ])
  })

  it('refuses a figure that is no longer quoted at all', () => {
    expect(wrongFigures('docs/x.md', 'held to a few bytes', [limit])).toEqual([
      'docs/x.md: the limit is no longer quoted as /held to\\s+([\\d,]+)\\s+bytes/',
    ])
  })

  it('lets "about" be within 10 % either way, and no further', () => {
    const lines = { what: 'its length', quoted: /about (\d+) lines/, value: 100, about: true }
    expect(wrongFigures('a.md', 'about 90 lines, about 110 lines', [lines])).toEqual([])
    expect(wrongFigures('a.md', 'about 89 lines, about 111 lines', [lines])).toEqual([
      'a.md:1: its length is about 100, not 89',
      'a.md:1: its length is about 100, not 111',
    ])
  })
})
