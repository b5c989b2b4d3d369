import { afterEach, describe, expect, it } from 'vitest'
import { describeChange, timeAgo, type Change } from '@/lib/history/change-history'
import { setCatalog } from '@/lib/i18n/translate'
import { everyText } from '../../support/catalogs'

// A saved entry is facts, not a sentence: the same entry reads in whichever language the page is.
const deactivated = (total: number): Change => ({
  id: 'c1',
  kind: 'drivers-deactivated',
  drivers: { names: ['Maria Garcia', 'James Smith', 'Robert Johnson'], total },
  by: 'Demo Admin',
  at: '2026-11-23T10:00:00.000Z',
})
const deleted: Change = {
  id: 'c2',
  kind: 'admin-deleted',
  subject: 'Olivia Bennett',
  by: 'Demo Admin',
  at: '2026-11-23T10:00:00.000Z',
}
const now = new Date('2026-11-23T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

afterEach(() => setCatalog('en', everyText.en))

describe('change history in English', () => {
  it('keeps the specified wording', () => {
    expect(describeChange(deleted)).toBe('Demo Admin deleted admin Olivia Bennett')
    expect(describeChange(deactivated(7))).toBe(
      'Demo Admin deactivated Maria Garcia, James Smith, Robert Johnson, and 4 more',
    )
  })
})

describe('change history in German', () => {
  it('words each entry in German, with the verb at the end', () => {
    setCatalog('de', everyText.de)
    expect(describeChange(deleted)).toBe('Demo Admin hat Admin Olivia Bennett gelöscht')
    expect(describeChange({ ...deleted, kind: 'applications-closed', subject: undefined })).toBe(
      'Demo Admin hat Bewerbungen geschlossen',
    )
  })

  it.each([
    [3, 'Demo Admin hat Maria Garcia, James Smith und Robert Johnson deaktiviert'],
    [
      4,
      'Demo Admin hat Maria Garcia, James Smith, Robert Johnson und 1 weiteren Fahrer deaktiviert',
    ],
    [
      1237,
      'Demo Admin hat Maria Garcia, James Smith, Robert Johnson und 1.234 weitere Fahrer deaktiviert',
    ],
  ])('lists %i drivers, the unnamed as a plural', (total, sentence) => {
    setCatalog('de', everyText.de)
    expect(describeChange(deactivated(total))).toBe(sentence)
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

describe('change history in Arabic', () => {
  it('words each entry in Arabic', () => {
    setCatalog('ar', everyText.ar)
    expect(describeChange(deleted)).toBe('Demo Admin حذف المسؤول Olivia Bennett')
  })

  // Arabic has a form for one, two, a few (3–10), many (11–99) and other (100 and up).
  it.each([
    [4, 'سائقًا آخر'],
    [5, 'سائقَين آخرَين'],
    [7, '4 سائقين آخرين'],
    [14, '11 سائقًا آخر'],
    [103, '100 سائق آخر'],
  ])('lists %i drivers, the unnamed in the right plural form', (total, more) => {
    setCatalog('ar', everyText.ar)
    expect(describeChange(deactivated(total))).toBe(
      `Demo Admin ألغى تفعيل Maria Garcia وJames Smith وRobert Johnson و${more}`,
    )
  })

  it.each([
    [30, 'الآن'],
    [2 * 3600, 'قبل ساعتين'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    setCatalog('ar', everyText.ar)
    expect(timeAgo(ago(seconds), now)).toBe(text)
  })
})
