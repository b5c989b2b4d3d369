import { describe, expect, it } from 'vitest'
import {
  characterCount,
  MAX_VIEWS,
  newId,
  showsView,
  viewFault,
  type SavedView,
} from '@/lib/local-data/view-records'

// A saved view's one rule: saving, renaming, Undo and reading stored views ask it.

const view = (id: string, name = `View ${id}`, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  name,
  query: 'q=garcia&status=inactive',
  columns: ['contact'],
  position: 1,
  ...extra,
})
const morning = view('a', 'Morning check')
const named = (name: string) => view('new', name)

describe('the view rule', () => {
  it('takes a name as typed, markup included, once trimmed', () => {
    expect(viewFault(named('<b>Garcia</b> & co'), [])).toBeNull()
    expect(viewFault(named(' Morning '), [])?.rule).toBe('unreadable')
  })

  it('wants a name of 1 to 40 characters as a person counts them', () => {
    expect(viewFault(named(''), [])).toEqual({ rule: 'emptyField', fields: ['name'] })
    expect(viewFault(named('x'.repeat(40)), [])).toBeNull()
    expect(viewFault(named('x'.repeat(41)), [])).toEqual({ rule: 'nameTooLong', fields: ['name'] })
    expect(viewFault(named('🚗'.repeat(40)), [])).toBeNull()
    expect(viewFault(named('🚗'.repeat(41)), [])?.rule).toBe('nameTooLong')
    expect(viewFault(named('بِ'.repeat(40)), [])).toBeNull()
    expect(characterCount('👩‍👩‍👧 بِ e\u0301')).toBe(5)
  })

  it('wants a name unlike the others’ regardless of case; a view may recase its own', () => {
    expect(viewFault(named('MORNING CHECK'), [morning])).toEqual({
      rule: 'nameTaken',
      fields: ['name'],
    })
    expect(viewFault({ ...morning, name: 'morning check' }, [morning])).toBeNull()
  })

  it(`refuses a view past ${MAX_VIEWS}, not a rename of one of them`, () => {
    const full = Array.from({ length: MAX_VIEWS }, (_, n) => view(`${n}`))
    expect(viewFault(named('One more'), full)).toEqual({ rule: 'full', fields: [] })
    expect(viewFault({ ...full[3]!, name: 'Renamed' }, full)).toBeNull()
  })

  it('takes any search the box takes, in any script; no more', () => {
    // The box's maxLength counts UTF-16 units: 200 Arabic letters, 100 cars.
    const longest = (letter: string) =>
      String(new URLSearchParams({ q: letter.repeat(200).slice(0, 200) }))
    for (const letter of ['ب', '🚗', 'x', '%', 'ü', '\u2028']) {
      const query = `${longest(letter)}&status=inactive&sort=rating&dir=desc&size=100`
      expect(viewFault(view('a', 'A', { query }), [])).toBeNull()
    }
    expect(viewFault(view('a', 'A', { query: `q=${'x'.repeat(201)}` }), [])?.rule).toBe(
      'unreadable',
    )
    expect(viewFault(view('a', 'A', { query: '?q=a' }), [])?.rule).toBe('unreadable')
  })

  it.each([
    ['nothing', null],
    ['no id', { ...morning, id: undefined }],
    ['an id that is not text', { ...morning, id: 7 }],
    ['an id past 40 characters', view('x'.repeat(41))],
    ['a position that is not whole', { ...morning, position: 1.5 }],
    ['a query that is not text', { ...morning, query: 7 }],
    ['an empty id', view('')],
    ['a name that is not text', { ...morning, name: 7 }],
    ['no position', { ...morning, position: undefined }],
    ['an unknown column', view('x', 'A', { columns: ['salary'] as never })],
    ['columns that are not a list', { ...morning, columns: 'contact' }],
  ])('refuses a stored view with %s as unreadable', (_case, value) => {
    expect(viewFault(value, [])?.rule).toBe('unreadable')
  })
})

describe('the view the list shows', () => {
  it('matches the query and the column choice, in any order', () => {
    const shown = { query: 'q=garcia&status=inactive', columns: ['contact'] as const }
    expect(showsView(morning, { ...shown, columns: ['contact'] })).toBe(true)
    expect(
      showsView(
        { ...morning, columns: ['trips', 'contact'] },
        { ...shown, columns: ['contact', 'trips'] },
      ),
    ).toBe(true)
    expect(showsView(morning, { ...shown, query: 'q=garcia' })).toBe(false)
    expect(showsView(morning, { ...shown, columns: [] })).toBe(false)
    expect(showsView(morning, { ...shown, columns: null })).toBe(false)
    expect(showsView({ ...morning, columns: null }, { ...shown, columns: null })).toBe(true)
    expect(showsView({ ...morning, columns: null }, shown)).toBe(false)
    expect(showsView({ ...morning, columns: ['trips'] }, shown)).toBe(false)
  })
})

describe('new ids', () => {
  it('are made from the time and a random part', () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    expect(newId(now, () => 0.5)).toBe(`${now.getTime().toString(36)}-i`)
    expect(newId(now)).not.toBe(newId(now))
  })
})
