import { afterEach, describe, expect, it } from 'vitest'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { setCatalog } from '@/lib/i18n/translate'
import type { ChangeKind, LogEntry, StoreName, Write } from '@/lib/local-data/change-log'
import { describeChange, timeAgo } from '@/lib/local-data/change-wording'
import { everyText } from '../../support/catalogs'
import { ENTRY_TIME, logEntry, plainSentence } from '../../support/local-data'

// A log entry is facts, not a sentence: the same entry reads in whichever language the page is,
// with its old and new values.

const at = ENTRY_TIME
const maria = sampleDrivers[1]!
const robert = sampleDrivers[2]!
const admin = { id: 3, name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555-0199' }
const entry = (kind: ChangeKind, store: StoreName, writes: Write[]) =>
  logEntry(kind, store, writes, 'Demo Admin')

const edited = entry('driver-edited', 'drivers', [
  { key: 2, before: maria, after: { ...maria, phone: '+1 555 0199' } },
])
const deactivatedOne = entry('drivers-deactivated', 'drivers', [
  { key: 2, before: maria, after: { ...maria, status: 'inactive' } },
])
const deactivatedTwo = entry(
  'drivers-deactivated',
  'drivers',
  [maria, robert].map((d) => ({ key: d.id, before: d, after: { ...d, status: 'inactive' } })),
)
const added = entry('drivers-added', 'drivers', [{ key: 51, after: { ...maria, id: 51 } }])
const removed = entry('drivers-removed', 'drivers', [{ key: 2, before: maria }])
const imported = entry('drivers-imported', 'drivers', [
  { key: 51, after: { ...maria, id: 51 } },
  { key: 52, after: { ...robert, id: 52 } },
])
const adminAdded = entry('admin-added', 'admins', [{ key: 3, after: admin }])
const adminDeleted = entry('admin-deleted', 'admins', [{ key: 3, before: admin }])
const closed = entry('applications-closed', 'settings', [
  { key: 'applications', before: { accepting: true }, after: { accepting: false } },
])

const values = `${maria.email}, ${maria.phone}`
const now = new Date('2026-11-23T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

afterEach(() => setCatalog('en', everyText.en))

describe('the history in English', () => {
  it.each<[LogEntry, string]>([
    [edited, `Demo Admin changed Maria Garcia’s phone from ${maria.phone} to +1 555 0199`],
    [deactivatedOne, 'Demo Admin set Maria Garcia inactive (was active)'],
    [added, `Demo Admin added Maria Garcia (${values}, active)`],
    [removed, `Demo Admin removed Maria Garcia (${values}, active)`],
    [adminDeleted, 'Demo Admin deleted admin Grace Hopper (grace@example.com, +1 555-0199)'],
    [closed, 'Demo Admin closed applications (were open)'],
  ])('%#: %s', (change, sentence) => {
    expect(plainSentence(describeChange(change))).toBe(sentence)
  })
})

describe('the history in German', () => {
  it.each<[LogEntry, string]>([
    [edited, `Demo Admin hat bei Maria Garcia Telefon von ${maria.phone} auf +1 555 0199 geändert`],
    [deactivatedOne, 'Demo Admin hat Maria Garcia auf inaktiv gesetzt (war aktiv)'],
    [
      deactivatedTwo,
      'Demo Admin hat 2 Fahrer auf inaktiv gesetzt (waren aktiv): Maria Garcia und Robert Johnson',
    ],
    [added, `Demo Admin hat Maria Garcia hinzugefügt (${values}, aktiv)`],
    [removed, `Demo Admin hat Maria Garcia entfernt (${values}, aktiv)`],
    [imported, 'Demo Admin hat Maria Garcia und Robert Johnson importiert'],
    [adminAdded, 'Demo Admin hat Admin Grace Hopper hinzugefügt (grace@example.com, +1 555-0199)'],
    [adminDeleted, 'Demo Admin hat Admin Grace Hopper gelöscht (grace@example.com, +1 555-0199)'],
    [closed, 'Demo Admin hat Bewerbungen geschlossen (waren geöffnet)'],
  ])('%#: %s', (change, sentence) => {
    setCatalog('de', everyText.de)
    expect(plainSentence(describeChange(change))).toBe(sentence)
  })

  it.each([
    [30, 'gerade eben'],
    [5 * 60, 'vor 5 Minuten'],
    [24 * 3600, 'gestern'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    setCatalog('de', everyText.de)
    expect(timeAgo(ago(seconds), now)).toBe(text)
  })
})

describe('the history in Arabic', () => {
  it.each<[LogEntry, string]>([
    [edited, `Demo Admin عدّل بيانات Maria Garcia: الهاتف من ${maria.phone} إلى +1 555 0199`],
    [deactivatedOne, 'Demo Admin غيّر حالة Maria Garcia إلى غير نشط (كانت نشط)'],
    [
      deactivatedTwo,
      'Demo Admin غيّر حالة سائقَين إلى غير نشط (كانت نشط): Maria Garcia وRobert Johnson',
    ],
    [added, `Demo Admin أضاف Maria Garcia (${maria.email}، ${maria.phone}، نشط)`],
    [removed, `Demo Admin أزال Maria Garcia (${maria.email}، ${maria.phone}، نشط)`],
    [imported, 'Demo Admin استورد Maria Garcia وRobert Johnson'],
    [adminAdded, 'Demo Admin أضاف المسؤول Grace Hopper (grace@example.com، +1 555-0199)'],
    [adminDeleted, 'Demo Admin حذف المسؤول Grace Hopper (grace@example.com، +1 555-0199)'],
    [closed, 'Demo Admin أغلق باب التقديم (كان مفتوحًا)'],
  ])('%#: %s', (change, sentence) => {
    setCatalog('ar', everyText.ar)
    expect(plainSentence(describeChange(change))).toBe(sentence)
  })

  // Arabic has a form for one, two, a few (3–10), many (11–99) and other (100 and up).
  it.each([
    [4, 'سائقًا آخر'],
    [5, 'سائقَين آخرَين'],
    [7, '4 سائقين آخرين'],
    [14, '11 سائقًا آخر'],
    [103, '100 سائق آخر'],
  ])(
    'an entry from the first version of %i drivers names the rest in the right form',
    (total, more) => {
      setCatalog('ar', everyText.ar)
      const old: LogEntry = {
        seq: 1,
        kind: 'drivers-deactivated',
        store: 'drivers',
        by: 'Demo Admin',
        at: at.toISOString(),
        touched: ['Maria Garcia', 'James Smith', 'Robert Johnson'].map((name) => ({ name })),
        total,
        bytes: 0,
      }
      expect(plainSentence(describeChange(old))).toBe(
        `Demo Admin ألغى تفعيل Maria Garcia وJames Smith وRobert Johnson و${more}`,
      )
    },
  )

  it.each([
    [30, 'الآن'],
    [2 * 3600, 'قبل ساعتين'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    setCatalog('ar', everyText.ar)
    expect(timeAgo(ago(seconds), now)).toBe(text)
  })
})
