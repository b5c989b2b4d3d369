import { describe, expect, it } from 'vitest'
import {
  describeChange,
  formatRelativeTime,
  HISTORY_LIMIT,
  newChangeId,
  parseStoredHistory,
  recordChange,
  type Change,
} from '@/features/settings/change-history'

const at = '2026-11-23T10:00:00.000Z'
const change = (id: string, extra: Partial<Change> = {}): Change => ({
  id,
  kind: 'admin-added',
  subject: 'Grace Hopper',
  by: 'Demo Admin',
  at,
  ...extra,
})

describe('recording changes', () => {
  it('puts the newest first', () => {
    expect(recordChange([change('a')], change('b')).map(({ id }) => id)).toEqual(['b', 'a'])
  })

  it(`keeps only the latest ${HISTORY_LIMIT}`, () => {
    let history: Change[] = []
    for (let n = 1; n <= HISTORY_LIMIT + 3; n++) history = recordChange(history, change(`c${n}`))

    expect(history).toHaveLength(HISTORY_LIMIT)
    expect(history[0].id).toBe(`c${HISTORY_LIMIT + 3}`)
    expect(history.at(-1)!.id).toBe('c4')
  })

  it('makes ids from the time and a random part', () => {
    const now = new Date(at)
    expect(newChangeId(now, () => 0.5)).toBe(`${now.getTime().toString(36)}-i`)
    expect(newChangeId(now)).not.toBe(newChangeId(now))
  })
})

describe('describing a change', () => {
  it.each([
    [change('1', { kind: 'admin-added' }), 'Added admin Grace Hopper'],
    [change('2', { kind: 'admin-deleted' }), 'Deleted admin Grace Hopper'],
    [change('3', { kind: 'admin-restored' }), 'Restored admin Grace Hopper'],
    [change('4', { kind: 'applications-opened', subject: undefined }), 'Opened applications'],
    [change('5', { kind: 'applications-closed', subject: undefined }), 'Closed applications'],
  ])('%# says "%s"', (entry, text) => {
    expect(describeChange(entry)).toBe(text)
  })
})

describe('reading a saved history', () => {
  const opened = change('o', { kind: 'applications-opened', subject: undefined })
  const withoutSubject = { id: 'o', kind: 'applications-opened', by: 'Demo Admin', at }

  it('accepts valid entries of every kind, and an empty history', () => {
    expect(parseStoredHistory([change('a'), withoutSubject])).toEqual([change('a'), opened])
    expect(parseStoredHistory([])).toEqual([])
  })

  it.each([
    ['not a list', { history: [] }],
    ['longer than the limit', Array.from({ length: HISTORY_LIMIT + 1 }, (_, n) => change(`${n}`))],
    ['an entry that is not an object', ['Added admin']],
    ['an empty id', [change('')]],
    ['a numeric id', [{ ...change('a'), id: 1 }]],
    ['an unknown kind', [change('a', { kind: 'admin-promoted' as Change['kind'] })]],
    ['no author', [{ ...change('a'), by: undefined }]],
    ['an empty author', [change('a', { by: '' })]],
    ['a date that is not a date', [change('a', { at: 'yesterday' })]],
    ['a numeric date', [{ ...change('a'), at: 1 }]],
    ['a date that Date.parse half-understands', [change('a', { at: '1' })]],
    ['a date in another format', [change('a', { at: 'Tue, 01 Jan 2030 00:00:00 GMT' })]],
    ['an impossible date', [change('a', { at: '2026-13-45T10:00:00.000Z' })]],
    ['an admin change with no name', [change('a', { subject: undefined })]],
    ['an admin change with an empty name', [change('a', { subject: '' })]],
    ['a switch change naming an admin', [{ ...withoutSubject, subject: 'Grace' }]],
    ['a switch change with an empty name', [{ ...withoutSubject, subject: '' }]],
    ['the same id twice', [change('a'), change('a')]],
  ])('refuses %s', (_case, value) => {
    expect(parseStoredHistory(value)).toBeNull()
  })
})

describe('relative time', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 59, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [7 * 24 * 3600, 'last week'],
    [30 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text)
  })
})
