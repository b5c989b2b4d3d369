import { describe, expect, it } from 'vitest'
import { driverSearchMatcher, foldText, parseSearch } from '@/lib/drivers/driver-search'
import { sampleDrivers, type Driver } from '@/lib/drivers/drivers-data'

const driver = (id: number, overrides: Partial<Driver> = {}): Driver => ({
  id,
  name: `Driver ${id}`,
  email: `driver${id}@example.com`,
  phone: '+1 555-0000',
  status: 'active',
  trips: 1,
  rating: 4.5,
  ...overrides,
})

/** The names of the drivers the search finds, in list order. */
function found(drivers: readonly Driver[], search: string): string[] {
  const matches = driverSearchMatcher(drivers, search)
  return drivers.filter((_, index) => !matches || matches(index)).map((d) => d.name)
}

describe('foldText', () => {
  it('lower-cases plain text', () => {
    expect(foldText('Maria.GARCIA2@Example.com')).toBe('maria.garcia2@example.com')
  })

  it('drops accents, from composed and decomposed letters alike', () => {
    expect(foldText('García Núñez')).toBe('garcia nunez')
    expect(foldText('Garci\u0301a')).toBe('garcia')
    expect(foldText('Zoë Ødegård')).toBe('zoe ødegard')
  })

  it('folds dotted capital I, final sigma, compatibility forms and Arabic-Indic digits', () => {
    expect(foldText('İstanbul')).toBe('istanbul')
    expect(foldText('ΟΔΟΣ')).toBe(foldText('οδοσ'))
    expect(foldText('ς')).toBe('σ')
    expect(foldText('ＡＢ５ ﬁ')).toBe('ab5 fi')
    expect(foldText('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789')
  })

  it('keeps Arabic letters, dropping only their vowel marks', () => {
    expect(foldText('مُحَمَّد')).toBe('محمد')
  })
})

describe('parseSearch', () => {
  it('splits on any run of white space, folded, with no empty words', () => {
    expect(parseSearch('  Smith\t JAMES\u00a0García ')).toEqual({
      words: ['smith', 'james', 'garcia'],
      numbers: [],
    })
    expect(parseSearch('   ')).toEqual({ words: [], numbers: [] })
  })

  it('joins adjacent words of digits and phone punctuation into one number', () => {
    expect(parseSearch('+1 (555) 891-9.0')).toEqual({
      words: [],
      numbers: [{ digits: '155589190', words: ['+1', '(555)', '891-9.0'] }],
    })
  })

  it('starts a new number after a word, and reads punctuation without digits as a word', () => {
    expect(parseSearch('555 james 89 - 12')).toEqual({
      words: ['james', '-'],
      numbers: [
        { digits: '555', words: ['555'] },
        { digits: '89', words: ['89'] },
        { digits: '12', words: ['12'] },
      ],
    })
  })

  it('reads a word with letters and digits as a word', () => {
    expect(parseSearch('lopez10 x1')).toEqual({ words: ['lopez10', 'x1'], numbers: [] })
  })
})

describe('driverSearchMatcher', () => {
  const drivers = [
    driver(1, { name: 'Maria Garcia', email: 'maria.garcia@example.com', phone: '+1 555-8919' }),
    driver(2, { name: 'James Smith', email: 'james.smith@example.com', phone: '+1 555-1891' }),
    driver(3, { name: 'José Núñez', email: 'jose.nunez10@example.com', phone: '+34 600-2000' }),
    driver(4, { name: 'Ann Lee', email: 'ann@example.com', phone: '+1 555-7000 ext 42' }),
  ]

  it('passes everyone for a blank search', () => {
    expect(driverSearchMatcher(drivers, '')).toBeNull()
    expect(driverSearchMatcher(drivers, ' \t ')).toBeNull()
  })

  it('ignores accents and case on both sides', () => {
    expect(found(drivers, 'García')).toEqual(['Maria Garcia'])
    expect(found(drivers, 'GARCIA')).toEqual(['Maria Garcia'])
    expect(found(drivers, 'jose nunez')).toEqual(['José Núñez'])
    expect(found(drivers, 'NÚÑEZ')).toEqual(['José Núñez'])
  })

  it('needs every word, in any order, each in the name, e-mail or phone', () => {
    expect(found(drivers, 'smith james')).toEqual(['James Smith'])
    expect(found(drivers, 'smith@ JAMES')).toEqual(['James Smith'])
    expect(found(drivers, 'smith maria')).toEqual([])
    expect(found(drivers, 'ann ext')).toEqual(['Ann Lee'])
    expect(found(drivers, 'ext example')).toEqual(['Ann Lee'])
  })

  it('finds a phone by its digits, ignoring spaces, dashes, +, parentheses and dots', () => {
    for (const search of ['5558919', '555 8919', '+1 555-8919', '1 (555) 891-9', '555.8919']) {
      expect(found(drivers, search), search).toEqual(['Maria Garcia'])
    }
    expect(found(drivers, '٥٥٥٨٩١٩')).toEqual(['Maria Garcia'])
    expect(found(drivers, '+34')).toEqual(['José Núñez'])
  })

  it('does not piece a number together from digits scattered over the phone', () => {
    expect(found(drivers, '555 891')).toEqual(['Maria Garcia'])
    expect(found(drivers, '8919 555')).toEqual([])
    expect(found(drivers, '1891 555')).toEqual([])
    // Each word is in the phone, right at its start, but not as one number.
    const startsWithFive = [driver(9, { name: 'Bo', email: 'bo@example.com', phone: '5-1234' })]
    expect(found(startsWithFive, '5-1 5')).toEqual([])
    expect(found(startsWithFive, '5-1 2')).toEqual(['Bo'])
  })

  it('finds a number in the name or e-mail, beside words', () => {
    expect(found(drivers, 'nunez 10')).toEqual(['José Núñez'])
    expect(found(drivers, '10 jose')).toEqual(['José Núñez'])
    expect(found(drivers, 'ann 42')).toEqual(['Ann Lee'])
  })

  it('does not find a word across two fields', () => {
    expect(found(drivers, 'garciamaria')).toEqual([])
    expect(found(drivers, 'com+1')).toEqual([])
  })

  it('reads the changed driver of a new list, and the old list stays as it was', () => {
    const renamed = [{ ...drivers[0], name: 'Maria Lopez' }, ...drivers.slice(1)]
    expect(found(drivers, 'lopez maria')).toEqual([])
    expect(found(renamed, 'lopez maria')).toEqual(['Maria Lopez'])
    expect(found(drivers, 'garcia maria')).toEqual(['Maria Garcia'])
  })
})

/** The search as specified before (SPEC §9): the whole text in name or e-mail, any case, or phone. */
function specifiedSearchFinds(d: Driver, search: string): boolean {
  const needle = search.trim()
  const lower = needle.toLowerCase()
  return (
    d.name.toLowerCase().includes(lower) ||
    d.email.toLowerCase().includes(lower) ||
    d.phone.includes(needle)
  )
}

/** Deterministic random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('everything the specified search finds, it still finds', () => {
  it('for a thousand random pieces of the sample drivers, in random case', () => {
    const next = random(24)
    const pick = (length: number) => Math.floor(next() * length)
    for (let run = 0; run < 1000; run++) {
      const source = sampleDrivers[pick(sampleDrivers.length)]
      const field = [source.name, source.email, source.phone][pick(3)]
      const start = pick(field.length)
      const piece = [...field.slice(start, start + 1 + pick(field.length - start))]
        .map((char) => (next() < 0.5 ? char.toUpperCase() : char))
        .join('')
      const matches = driverSearchMatcher(sampleDrivers, piece)
      sampleDrivers.forEach((d, index) => {
        if (specifiedSearchFinds(d, piece)) {
          expect(!matches || matches(index), `${JSON.stringify(piece)} finds ${d.name}`).toBe(true)
        }
      })
    }
  })

  it('for searches that cross a field or the sample data', () => {
    for (const piece of ['a g', 'ia ga', '1 5', '+1 555-', '-', ' ', '@example.', '.com', 'Z']) {
      const matches = driverSearchMatcher(sampleDrivers, piece)
      sampleDrivers.forEach((d, index) => {
        if (specifiedSearchFinds(d, piece)) expect(!matches || matches(index), piece).toBe(true)
      })
    }
  })
})
