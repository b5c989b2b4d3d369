// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { showLocalValue } from '@/lib/storage/local-value'
import {
  OPTIONAL_COLUMNS,
  parseHiddenColumns,
  savedHiddenColumns,
  shownBy,
  withColumn,
} from '@/lib/drivers/driver-columns'

const { key, codec } = savedHiddenColumns
const html = document.documentElement

afterEach(() => {
  localStorage.clear()
  html.removeAttribute('data-hidden-columns')
})

describe('a saved column choice', () => {
  it.each([
    ['nothing hidden', [], []],
    ['one column', ['trips'], ['trips']],
    ['every optional column', [...OPTIONAL_COLUMNS], [...OPTIONAL_COLUMNS]],
    ['columns in any order', ['rating', 'contact'], ['rating', 'contact']],
  ])('is read back when it names %s', (_case, value, hidden) => {
    expect(parseHiddenColumns(value)).toEqual(hidden)
  })

  it.each([
    ['an unknown column', ['trips', 'phone']],
    ['a column by its label', ['Trips']],
    ['the always-shown Driver column', ['name']],
    ['a column twice', ['trips', 'rating', 'trips']],
    ['a column that is not text', [1]],
    ['an older form (an object with a version)', { version: 1, hidden: ['trips'] }],
    ['a plain string', 'trips'],
    ['null', null],
    ['nothing', undefined],
  ])('is ignored (all columns fit to the width) when it holds %s', (_case, value) => {
    expect(parseHiddenColumns(value)).toBeNull()
  })

  it('is saved as a JSON array under a key that names its version', () => {
    expect(key).toBe('fleet-admin:driver-columns:v1')
    expect(codec.encode(['contact', 'rating'])).toBe('["contact","rating"]')
    expect(codec.decode('["contact","rating"]')).toEqual(['contact', 'rating'])
  })

  it.each(['[trips', '', 'undefined', '{"hidden":["trips"]}'])(
    'is ignored when the stored text is %j',
    (raw) => {
      expect(codec.decode(raw)).toBeNull()
    },
  )
})

describe('the choice on <html>, as the head script draws it before paint', () => {
  it('names the hidden columns', () => {
    localStorage.setItem(key, '["contact","trips"]')
    showLocalValue(savedHiddenColumns)
    expect(html.getAttribute('data-hidden-columns')).toBe('contact trips')
  })

  it('is there, empty, for a choice that hides nothing (the width no longer decides)', () => {
    localStorage.setItem(key, '[]')
    showLocalValue(savedHiddenColumns)
    expect(html.getAttribute('data-hidden-columns')).toBe('')
  })

  it.each([null, '["phone"]', 'not json'])('is absent without a readable choice (%s)', (raw) => {
    html.setAttribute('data-hidden-columns', 'rating')
    if (raw !== null) localStorage.setItem(key, raw)
    showLocalValue(savedHiddenColumns)
    expect(html.hasAttribute('data-hidden-columns')).toBe(false)
  })
})

describe('showing or hiding one column', () => {
  it('hides it, keeping the others as shown', () => {
    expect(withColumn(['contact', 'status', 'trips'], 'status', false)).toEqual([
      'status',
      'rating',
    ])
  })

  it('shows it, keeping the others as shown', () => {
    expect(withColumn(['status'], 'rating', true)).toEqual(['contact', 'trips'])
  })

  it('gives the same choice when applied again (another tab may apply it twice)', () => {
    const once = withColumn([...OPTIONAL_COLUMNS], 'trips', false)
    expect(withColumn(shownBy(once), 'trips', false)).toEqual(once)
    expect(withColumn(shownBy(withColumn(shownBy(once), 'trips', true)), 'trips', true)).toEqual([])
  })

  it('lists the hidden columns in the table order, each once', () => {
    expect(withColumn(['rating', 'contact'], 'trips', false)).toEqual(['status', 'trips'])
  })
})

describe('the columns a choice shows', () => {
  it.each([
    [[], ['contact', 'status', 'trips', 'rating']],
    [
      ['rating', 'contact'],
      ['status', 'trips'],
    ],
    [[...OPTIONAL_COLUMNS], []],
  ] as const)('hiding %j shows %j, in the table order', (hidden, shown) => {
    expect(shownBy(hidden)).toEqual(shown)
  })
})
