import { describe, expect, it } from 'vitest'
import {
  characterCount,
  describeViewProblem,
  isFull,
  MAX_VIEWS,
  parseStoredViews,
  showsView,
  withName,
  withoutView,
  withRestored,
  withView,
  viewProblem,
  type SavedView,
} from '@/lib/drivers/saved-views'

const view = (id: string, name = `View ${id}`, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  name,
  query: 'q=garcia&status=inactive',
  columns: ['contact'],
  ...extra,
})
const morning = view('a', 'Morning check')

const named = (name: string) => view('new', name)

describe('a view name', () => {
  it('is saved as typed, markup included, once trimmed', () => {
    expect(withView([], named('<b>Garcia</b> & co'))).toEqual({
      views: [named('<b>Garcia</b> & co')],
      problem: null,
    })
    expect(viewProblem([], named(' Morning '))).toBe('unreadable')
  })

  it('is required', () => {
    expect(viewProblem([], named(''))).toBe('emptyName')
    expect(describeViewProblem('emptyName')).toEqual({
      message: 'Please enter a name',
      nameAtFault: true,
    })
  })

  it('takes 40 characters as a person counts them: an emoji or a letter with its marks is one', () => {
    expect(viewProblem([], named('x'.repeat(40)))).toBeNull()
    expect(viewProblem([], named('x'.repeat(41)))).toBe('nameTooLong')
    expect(viewProblem([], named('🚗'.repeat(40)))).toBeNull()
    expect(viewProblem([], named('🚗'.repeat(41)))).toBe('nameTooLong')
    expect(viewProblem([], named('بِ'.repeat(40)))).toBeNull()
    expect(characterCount('👩‍👩‍👧 بِ e\u0301')).toBe(5)
    expect(describeViewProblem('nameTooLong').message).toBe('A name can be at most 40 characters')
  })

  it('is unique regardless of case, but a view may keep or recase its own', () => {
    expect(viewProblem([morning], named('MORNING CHECK'))).toBe('nameTaken')
    expect(withName([morning, view('b')], 'b', 'morning check')).toEqual({
      views: [morning, view('b')],
      problem: 'nameTaken',
    })
    expect(withName([morning], 'a', 'morning check').views).toEqual([
      { ...morning, name: 'morning check' },
    ])
    expect(describeViewProblem('nameTaken')).toEqual({
      message: 'A view with this name already exists',
      nameAtFault: true,
    })
  })

  it(`refuses a new view once ${MAX_VIEWS} are saved, not a rename`, () => {
    const full = Array.from({ length: MAX_VIEWS }, (_, n) => view(`${n}`))
    expect(isFull(full)).toBe(true)
    expect(isFull(full.slice(1))).toBe(false)
    expect(withView(full, named('One more'))).toEqual({ views: full, problem: 'full' })
    expect(describeViewProblem('full')).toEqual({
      message: `You can keep up to ${MAX_VIEWS} views. Delete one to save another.`,
      nameAtFault: false,
    })
    expect(withName(full, '3', 'Renamed').problem).toBeNull()
  })

  it('takes any search the box takes, in any script', () => {
    // The box's maxLength counts UTF-16 units: 200 Arabic letters, 100 cars.
    const longest = (letter: string) =>
      String(new URLSearchParams({ q: letter.repeat(200).slice(0, 200) }))
    for (const letter of ['ب', '🚗', 'x', '%', 'ü', '\u2028']) {
      const query = `${longest(letter)}&status=inactive&sort=rating&dir=desc&size=100`
      expect(viewProblem([], view('a', 'A', { query }))).toBeNull()
    }
    const tooLong = `q=${'x'.repeat(201)}`
    expect(viewProblem([], view('a', 'A', { query: tooLong }))).toBe('unreadable')
    expect(viewProblem([], view('a', 'A', { query: '?q=a' }))).toBe('unreadable')
  })
})

describe('changing the views', () => {
  const b = view('b')

  it('adds at the end, once (a change applied again to another tab’s write)', () => {
    const once = withView([morning], b).views
    expect(once).toEqual([morning, b])
    expect(withView(once, b)).toEqual({ views: once, problem: null })
  })

  it('renames and deletes by id; a view deleted meanwhile is not renamed', () => {
    expect(withName([morning, b], 'b', 'Evening').views).toEqual([
      morning,
      { ...b, name: 'Evening' },
    ])
    expect(withName([morning], 'b', 'Evening')).toEqual({ views: [morning], problem: null })
    expect(withoutView([morning, b], 'a')).toEqual([b])
    expect(withoutView([b], 'a')).toEqual([b])
  })

  it('puts a deleted view back at its place, once', () => {
    const c = view('c')
    const restored = withRestored([morning, c], b, 1).views
    expect(restored).toEqual([morning, b, c])
    expect(withRestored(restored, b, 1)).toEqual({ views: restored, problem: null })
    expect(withRestored([], b, 5).views).toEqual([b])
  })

  it('refuses to put back a view whose name was taken since, or the view past the limit', () => {
    const topRated = view('t', 'Top rated')
    expect(withRestored([view('u', 'TOP RATED')], topRated, 0)).toEqual({
      views: [view('u', 'TOP RATED')],
      problem: 'nameTaken',
    })
    const full = Array.from({ length: MAX_VIEWS }, (_, n) => view(`${n}`))
    expect(withRestored(full, topRated, 0)).toEqual({ views: full, problem: 'full' })
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
  })
})

describe('reading saved views', () => {
  it('accepts valid views, no views, and a view with no column choice', () => {
    const plain = view('p', 'Plain', { query: '', columns: null })
    expect(parseStoredViews([morning, plain])).toEqual([morning, plain])
    expect(parseStoredViews([])).toEqual([])
  })

  it('reads back every view the rule lets the app write', () => {
    const query = `${new URLSearchParams({ q: 'ب'.repeat(200) })}&status=inactive`
    const views = [view('a', '🚗'.repeat(40), { query }), view('b', 'بِ'.repeat(40))]
    expect(views.every((each, n) => viewProblem(views.slice(0, n), each) === null)).toBe(true)
    expect(parseStoredViews(JSON.parse(JSON.stringify(views)))).toEqual(views)
  })

  it(`keeps the first ${MAX_VIEWS} of more`, () => {
    const many = Array.from({ length: MAX_VIEWS + 1 }, (_, n) => view(`${n}`))
    expect(parseStoredViews(many)).toEqual(many.slice(0, MAX_VIEWS))
  })

  it('keeps the first stored of two that clash, the rest as they are', () => {
    const b = view('b')
    expect(parseStoredViews([morning, view('x', 'MORNING CHECK'), b])).toEqual([morning, b])
    expect(parseStoredViews([morning, view('a', 'Other'), b])).toEqual([morning, b])
  })

  it.each([
    ['an entry that is not an object', 'Morning'],
    ['no id', { ...morning, id: undefined }],
    ['an empty id', view('')],
    ['an empty name', view('x', '')],
    ['a name with spaces around it', view('x', ' Morning ')],
    ['a name too long', view('x', 'x'.repeat(41))],
    ['a name that is not text', { ...morning, name: 7 }],
    ['a query that is not text', view('x', 'A', { query: 5 as unknown as string })],
    ['a query starting with ?', view('x', 'A', { query: '?q=a' })],
    ['a search longer than the box takes', view('x', 'A', { query: `q=${'x'.repeat(201)}` })],
    ['an unknown column', view('x', 'A', { columns: ['salary'] as never })],
    ['columns that are not a list', { ...morning, id: 'x', name: 'X', columns: 'contact' }],
    ['no column choice at all', { ...morning, id: 'x', name: 'X', columns: undefined }],
  ])('drops %s alone', (_case, bad) => {
    const b = view('b')
    expect(parseStoredViews([morning, bad, b])).toEqual([morning, b])
    expect(parseStoredViews([bad])).toBeNull()
  })

  it('reads a value that is not a list as no views', () => {
    expect(parseStoredViews({ views: [] })).toBeNull()
  })
})
