import { describe, expect, it } from 'vitest'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import type { ChangeKind, LogEntry, StoreName, Write } from '@/lib/local-data/change-log'
import { describeChange, sentencePieces, timeAgo } from '@/lib/local-data/change-wording'
import { ENTRY_TIME, logEntry, plainSentence } from '../../support/local-data'

// Each entry worded as Settings and a driver's panel show it: who, what, to whom, old and new.

const at = ENTRY_TIME
const maria = sampleDrivers[1]!
const robert = sampleDrivers[2]!
const admin = { id: 3, name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555-0199' }

const entry = (
  kind: ChangeKind,
  store: StoreName,
  writes: Write[],
  by: string | null = 'Grace Okafor',
) => logEntry(kind, store, writes, by)

describe('a change with its values', () => {
  it.each<[string, LogEntry, string]>([
    [
      'an edit',
      entry('driver-edited', 'drivers', [
        { key: 2, before: maria, after: { ...maria, phone: '+1 555 0199' } },
      ]),
      `Grace Okafor changed Maria Garcia’s phone from ${maria.phone} to +1 555 0199`,
    ],
    [
      'an edit of two fields',
      entry('driver-edited', 'drivers', [
        { key: 2, before: maria, after: { ...maria, phone: '+1 555 0199', status: 'inactive' } },
      ]),
      `Grace Okafor changed Maria Garcia’s phone from ${maria.phone} to +1 555 0199 and status from active to inactive`,
    ],
    [
      'an edit’s Undo',
      entry('driver-edit-undone', 'drivers', [
        { key: 2, before: { ...maria, phone: '+1 555 0199' }, after: maria },
      ]),
      `Grace Okafor put back Maria Garcia’s phone from +1 555 0199 to ${maria.phone}`,
    ],
    [
      'a status change of one',
      entry('drivers-deactivated', 'drivers', [
        { key: 2, before: maria, after: { ...maria, status: 'inactive' } },
      ]),
      'Grace Okafor set Maria Garcia inactive (was active)',
    ],
    [
      'a status change of many',
      entry(
        'drivers-deactivated',
        'drivers',
        [maria, robert].map((d) => ({ key: d.id, before: d, after: { ...d, status: 'inactive' } })),
      ),
      'Grace Okafor set 2 drivers inactive (were active): Maria Garcia and Robert Johnson',
    ],
    [
      'an add',
      entry('drivers-added', 'drivers', [
        { key: 51, after: { ...maria, id: 51, name: 'Zoe Quinn' } },
      ]),
      `Grace Okafor added Zoe Quinn (${maria.email}, ${maria.phone}, active)`,
    ],
    [
      'a removal',
      entry('drivers-removed', 'drivers', [{ key: 2, before: maria }]),
      `Grace Okafor removed Maria Garcia (${maria.email}, ${maria.phone}, active)`,
    ],
    [
      'an import of many',
      entry('drivers-imported', 'drivers', [
        { key: 51, after: { ...maria, id: 51, name: 'A' } },
        { key: 52, after: { ...maria, id: 52, name: 'B' } },
      ]),
      'Grace Okafor imported A and B',
    ],
    [
      'an admin added',
      entry('admin-added', 'admins', [{ key: 3, after: admin }]),
      'Grace Okafor added admin Grace Hopper (grace@example.com, +1 555-0199)',
    ],
    [
      'an admin deleted',
      entry('admin-deleted', 'admins', [{ key: 3, before: admin }]),
      'Grace Okafor deleted admin Grace Hopper (grace@example.com, +1 555-0199)',
    ],
    [
      'applications closed',
      entry('applications-closed', 'settings', [
        {
          key: 'applications',
          before: { key: 'applications', accepting: true },
          after: { key: 'applications', accepting: false },
        },
      ]),
      'Grace Okafor closed applications (were open)',
    ],
    [
      'a view renamed',
      entry('view-renamed', 'views', [
        { key: 'v', before: { name: 'Morning' }, after: { name: 'Evening' } },
      ]),
      'Grace Okafor renamed view Morning to Evening',
    ],
    [
      'a view saved',
      entry('view-saved', 'views', [{ key: 'v', after: { name: 'Morning', query: '' } }]),
      'Grace Okafor saved view Morning',
    ],
  ])('words %s', (_case, change, sentence) => {
    expect(plainSentence(describeChange(change))).toBe(sentence)
  })

  it('sets every name and value apart, for ChangeList to draw in its own direction', () => {
    const change = entry('driver-edited', 'drivers', [
      { key: 2, before: maria, after: { ...maria, phone: '+1 555 0199' } },
    ])
    expect(sentencePieces(describeChange(change))).toEqual([
      '',
      'Grace Okafor',
      ' changed ',
      'Maria Garcia',
      '’s phone from ',
      maria.phone,
      ' to ',
      '+1 555 0199',
      '',
    ])
  })

  it('words a change to many as it was to one record, for that record’s own history', () => {
    const imported = entry('drivers-imported', 'drivers', [
      { key: 51, after: { ...maria, id: 51, name: 'A' } },
      { key: 52, after: { ...maria, id: 52, name: 'B', email: 'b@example.com' } },
    ])
    expect(plainSentence(describeChange(imported, 52))).toBe(
      `Grace Okafor imported B (b@example.com, ${maria.phone}, active)`,
    )
  })

  it('names the fallback admin when the profile had not answered', () => {
    const opened = entry(
      'applications-opened',
      'settings',
      [{ key: 'applications', before: { accepting: false }, after: { accepting: true } }],
      null,
    )
    expect(plainSentence(describeChange(opened))).toBe(
      'Admin User opened applications (were closed)',
    )
  })
})

describe('a change from the first version, with names only', () => {
  const old = (kind: ChangeKind, names: string[], total = names.length): LogEntry => ({
    seq: 1,
    kind,
    store: 'drivers',
    by: 'Demo Admin',
    at: at.toISOString(),
    touched: names.map((name) => ({ name })),
    total,
    v1Id: 'old',
    bytes: 0,
  })

  it.each<[LogEntry, string]>([
    [old('admin-deleted', ['Olivia Bennett']), 'Demo Admin deleted admin Olivia Bennett'],
    [old('applications-closed', []), 'Demo Admin closed applications'],
    [old('driver-edited', ['Ada']), 'Demo Admin edited Ada'],
    [old('driver-edit-undone', ['Ada']), 'Demo Admin undid the edit of Ada'],
    [
      old('drivers-activated', ['A B', 'C D', 'E F'], 7),
      'Demo Admin activated A B, C D, E F, and 4 more',
    ],
    [
      old('drivers-deactivated', ['Maria Garcia', 'James Smith']),
      'Demo Admin deactivated Maria Garcia and James Smith',
    ],
  ])('keeps its wording: %#', (change, sentence) => {
    expect(plainSentence(describeChange(change))).toBe(sentence)
  })
})

describe('how long ago', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [8 * 24 * 3600, 'last week'],
    [40 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(timeAgo(ago(seconds), now)).toBe(text)
  })
})
