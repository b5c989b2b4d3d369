import { describe, expect, it } from 'vitest'
import {
  checkViewName,
  MAX_VIEWS,
  parseStoredViews,
  showsView,
  withName,
  withoutView,
  withRestored,
  withView,
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

describe('a view name', () => {
  it('is trimmed and kept exactly as typed otherwise, markup included', () => {
    expect(checkViewName([], '  <b>Garcia</b> & co  ')).toEqual({
      ok: true,
      name: '<b>Garcia</b> & co',
    })
  })

  it.each(['', '   ', '\t'])('is required: %j', (typed) => {
    expect(checkViewName([], typed)).toEqual({
      ok: false,
      message: 'Please enter a name',
      nameAtFault: true,
    })
  })

  it('takes 40 characters at most', () => {
    expect(checkViewName([], 'x'.repeat(40)).ok).toBe(true)
    expect(checkViewName([], 'x'.repeat(41))).toMatchObject({
      ok: false,
      message: 'A name can be at most 40 characters',
    })
  })

  it('is unique regardless of case, but a view may keep or recase its own', () => {
    const taken = { ok: false, message: 'A view with this name already exists', nameAtFault: true }
    expect(checkViewName([morning], 'MORNING CHECK ')).toEqual(taken)
    expect(checkViewName([morning, view('b')], 'morning check', 'b')).toEqual(taken)
    expect(checkViewName([morning], 'morning check', 'a')).toEqual({
      ok: true,
      name: 'morning check',
    })
  })

  it(`refuses a new view once ${MAX_VIEWS} are saved, not a rename`, () => {
    const full = Array.from({ length: MAX_VIEWS }, (_, n) => view(`${n}`))
    expect(checkViewName(full, 'One more')).toEqual({
      ok: false,
      message: `You can keep up to ${MAX_VIEWS} views. Delete one to save another.`,
      nameAtFault: false,
    })
    expect(checkViewName(full, 'Renamed', '3').ok).toBe(true)
  })
})

describe('changing the views', () => {
  const b = view('b')

  it('adds at the end, once (a change applied again to another tab’s write)', () => {
    const once = withView([morning], b)
    expect(once).toEqual([morning, b])
    expect(withView(once, b)).toEqual(once)
  })

  it('renames and deletes by id', () => {
    expect(withName([morning, b], 'b', 'Evening')).toEqual([morning, { ...b, name: 'Evening' }])
    expect(withoutView([morning, b], 'a')).toEqual([b])
    expect(withoutView([b], 'a')).toEqual([b])
  })

  it('puts a deleted view back at its place, once', () => {
    const c = view('c')
    const restored = withRestored([morning, c], b, 1)
    expect(restored).toEqual([morning, b, c])
    expect(withRestored(restored, b, 1)).toEqual(restored)
    expect(withRestored([], b, 5)).toEqual([b])
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

  it.each([
    ['not a list', { views: [] }],
    ['more views than kept', Array.from({ length: MAX_VIEWS + 1 }, (_, n) => view(`${n}`))],
    ['an entry that is not an object', ['Morning']],
    ['no id', [{ ...morning, id: undefined }]],
    ['an empty id', [view('')]],
    ['an empty name', [view('a', '')]],
    ['a name with spaces around it', [view('a', ' Morning ')]],
    ['a name too long', [view('a', 'x'.repeat(41))]],
    ['a name that is not text', [{ ...morning, name: 7 }]],
    ['the same name twice, in another case', [morning, view('b', 'MORNING CHECK')]],
    ['the same id twice', [morning, view('a', 'Other')]],
    ['a query that is not text', [view('a', 'A', { query: 5 as unknown as string })]],
    ['a query starting with ?', [view('a', 'A', { query: '?q=a' })]],
    ['an unknown column', [view('a', 'A', { columns: ['salary'] as never })]],
    ['columns that are not a list', [{ ...morning, columns: 'contact' }]],
    ['no column choice at all', [{ ...morning, columns: undefined }]],
  ])('refuses %s', (_case, value) => {
    expect(parseStoredViews(value)).toBeNull()
  })
})
