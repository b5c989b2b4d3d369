import { describe, expect, it } from 'vitest'
import {
  describeChange,
  timeAgo,
  changesToDriver,
  HISTORY_KEPT,
  newChangeId,
  parseStoredHistory,
  recordChange,
  type Change,
} from '@/lib/history/change-history'

const at = '2026-11-23T10:00:00.000Z'
const driversChange: Partial<Change> = {
  kind: 'drivers-deactivated',
  subject: undefined,
  drivers: { names: ['Maria Garcia', 'James Smith'], total: 2 },
}
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

  it(`keeps only the latest ${HISTORY_KEPT}`, () => {
    expect(HISTORY_KEPT).toBeGreaterThanOrEqual(500)
    let history: Change[] = []
    for (let n = 1; n <= HISTORY_KEPT + 3; n++) history = recordChange(history, change(`c${n}`))

    expect(history).toHaveLength(HISTORY_KEPT)
    expect(history[0].id).toBe(`c${HISTORY_KEPT + 3}`)
    expect(history.at(-1)!.id).toBe('c4')
  })

  it('finds the changes that touched one driver, newest first', () => {
    const history = [
      change('undo', { ...driversChange, kind: 'driver-edit-undone', driverIds: [2] }),
      change('bulk', { ...driversChange, driverIds: [1, 2, 3] }),
      change('other', { ...driversChange, driverIds: [3] }),
      // Saved before ids were recorded: in Settings' list, on no driver's panel.
      change('old', driversChange),
      change('admin'),
    ]
    expect(changesToDriver(history, 2).map(({ id }) => id)).toEqual(['undo', 'bulk'])
    expect(changesToDriver(history, 3).map(({ id }) => id)).toEqual(['bulk', 'other'])
    expect(changesToDriver(history, 9)).toEqual([])
  })

  it('makes ids from the time and a random part', () => {
    const now = new Date(at)
    expect(newChangeId(now, () => 0.5)).toBe(`${now.getTime().toString(36)}-i`)
    expect(newChangeId(now)).not.toBe(newChangeId(now))
  })
})

describe('describing a change', () => {
  it.each([
    [change('1', { kind: 'admin-added' }), 'Demo Admin added admin Grace Hopper'],
    [change('2', { kind: 'admin-deleted' }), 'Demo Admin deleted admin Grace Hopper'],
    [change('3', { kind: 'admin-restored' }), 'Demo Admin restored admin Grace Hopper'],
    [
      change('4', { kind: 'applications-opened', subject: undefined }),
      'Demo Admin opened applications',
    ],
    [
      change('5', { kind: 'applications-closed', subject: undefined }),
      'Demo Admin closed applications',
    ],
    [
      change('6', { ...driversChange, by: 'Grace Okafor' }),
      'Grace Okafor deactivated Maria Garcia and James Smith',
    ],
    [
      change('7', {
        kind: 'drivers-activated',
        subject: undefined,
        drivers: { names: ['A B', 'C D', 'E F'], total: 7 },
      }),
      'Demo Admin activated A B, C D, E F, and 4 more',
    ],
    [
      change('8', {
        ...driversChange,
        kind: 'driver-edited',
        drivers: { names: ['Ada'], total: 1 },
      }),
      'Demo Admin edited Ada',
    ],
    [
      change('9', {
        ...driversChange,
        kind: 'driver-edit-undone',
        drivers: { names: ['Ada'], total: 1 },
      }),
      'Demo Admin undid the edit of Ada',
    ],
  ])('%# says "%s"', (entry, text) => {
    expect(describeChange(entry)).toBe(text)
  })
})

describe('reading a saved history', () => {
  const opened = change('o', { kind: 'applications-opened', subject: undefined })
  const withoutSubject = { id: 'o', kind: 'applications-opened', by: 'Demo Admin', at }

  const drivers = change('d', driversChange)
  const withNames = (names: unknown, total: unknown = 2) => [
    { ...drivers, drivers: { names, total } },
  ]

  const withIds = (driverIds: unknown) => [{ ...drivers, driverIds }]

  it('accepts valid entries of every kind, and an empty history', () => {
    const edited = change('e', { ...driversChange, kind: 'driver-edited', driverIds: [4] })
    expect(parseStoredHistory([change('a'), withoutSubject, drivers, edited])).toEqual([
      change('a'),
      opened,
      drivers,
      edited,
    ])
    expect(parseStoredHistory([])).toEqual([])
  })

  it(`accepts a full history of ${HISTORY_KEPT} entries, with or without driver ids`, () => {
    const full = Array.from({ length: HISTORY_KEPT }, (_, n) =>
      change(`${n}`, { ...driversChange, ...(n % 2 === 0 && { driverIds: [n + 1] }) }),
    )
    expect(parseStoredHistory(full)).toEqual(full)
  })

  it(`keeps the first ${HISTORY_KEPT} of a longer history, and the first of one id twice`, () => {
    const long = Array.from({ length: HISTORY_KEPT + 1 }, (_, n) => change(`${n}`))
    expect(parseStoredHistory(long)).toEqual(long.slice(0, HISTORY_KEPT))
    const again = change('a', { by: 'Someone else' })
    expect(parseStoredHistory([change('a'), again, change('b')])).toEqual([
      change('a'),
      change('b'),
    ])
  })

  it('reads a value that is not a list, or one of nothing readable, as nothing saved', () => {
    expect(parseStoredHistory({ history: [] })).toBeNull()
    expect(parseStoredHistory(['Added admin', change('')])).toBeNull()
  })

  it('records only a change it would read back', () => {
    expect(recordChange([change('a')], change('b', { by: '' }))).toEqual([change('a')])
  })

  it.each([
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
    ['a driver change naming no drivers', [{ ...drivers, drivers: undefined }]],
    ['a driver change naming an admin', [{ ...drivers, subject: 'Grace' }]],
    ['an admin change naming drivers', [{ ...change('a'), drivers: driversChange.drivers }]],
    ['driver names that are not a list', withNames('Maria Garcia')],
    ['an empty list of driver names', withNames([], 0)],
    ['more names than an entry keeps', withNames(['A', 'B', 'C', 'D'], 4)],
    ['an empty driver name', withNames(['', 'B'])],
    ['a driver name that is not text', withNames([1, 'B'])],
    ['a total below the names given', withNames(['A', 'B'], 1)],
    ['a total that is not a whole number', withNames(['A', 'B'], 2.5)],
    ['driver names that are not an object', [{ ...drivers, drivers: 'Maria' }]],
    ['driver ids that are not a list', withIds(2)],
    ['an empty list of driver ids', withIds([])],
    ['a driver id that is not a whole number', withIds([2.5])],
    ['a driver id below 1', withIds([0])],
    ['a driver id as text', withIds(['2'])],
    ['the same driver id twice', withIds([2, 2])],
    ['an admin change with driver ids', [{ ...change('a'), driverIds: [2] }]],
  ])('drops %s alone, keeping its neighbours', (_case, [bad]) => {
    const [before, after] = [change('before'), change('after')]
    expect(parseStoredHistory([before, bad, after])).toEqual([before, after])
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
    expect(timeAgo(ago(seconds), now)).toBe(text)
  })
})
