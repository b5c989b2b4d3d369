import { describe, expect, it } from 'vitest'
import { initialsOf } from '@/lib/initials'

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewster hopper', 'GH'],
    ['Cher', 'C'],
    ['  spaced   out  ', 'SO'],
    ['', '?'],
  ])('%j → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected)
  })
})
