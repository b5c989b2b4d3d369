import { listNames } from '@/lib/i18n/list-names'
import { formatList, formatRelativeTime, t } from '@/lib/i18n/translate'
import type { MessageKey } from '@/lib/i18n/message-types'
import { valuesOf, type ChangeKind, type LogEntry, type Values } from './change-log'

/** t() for a key from the tables below, each of whose messages takes the parameters given. */
const say = t as (key: MessageKey, params?: Record<string, string | number>) => string

// The change log in words, made when shown so each entry reads in the page's language: who did
// what to whom, with the values before and after where the entry keeps them.

/** Each kind's sentence naming its records (every entry can be worded so, old ones too). */
const SENTENCE: Record<ChangeKind, MessageKey> = {
  'admin-added': 'history.adminAdded',
  'admin-deleted': 'history.adminDeleted',
  'admin-restored': 'history.adminRestored',
  'applications-opened': 'history.applicationsOpened',
  'applications-closed': 'history.applicationsClosed',
  'drivers-activated': 'history.driversActivated',
  'drivers-deactivated': 'history.driversDeactivated',
  'driver-edited': 'history.driverEdited',
  'driver-edit-undone': 'history.driverEditUndone',
  'drivers-added': 'history.driversAdded',
  'drivers-imported': 'history.driversImported',
  'drivers-removed': 'history.driversRemoved',
  'drivers-restored': 'history.driversRestored',
  'view-saved': 'history.viewSaved',
  'view-renamed': 'history.viewRenamed',
  'view-deleted': 'history.viewDeleted',
  'view-restored': 'history.viewRestored',
}

/**
 * A name or value set apart from the sentence around it (U+2068 … U+2069): '+1 555-0100' and
 * '(maria@example.com)' keep their order inside an Arabic sentence. ChangeList draws each as <bdi>.
 */
const setApart = (text: string) => `\u2068${text}\u2069`

/** A sentence describeChange made, in pieces: every odd one is a name or value it set apart. */
export const sentencePieces = (sentence: string) => sentence.split(/[\u2068\u2069]/)

const FIELD_WORDS: Record<string, MessageKey> = {
  name: 'history.field.name',
  email: 'history.field.email',
  phone: 'history.field.phone',
  status: 'history.field.status',
}
const STATUS_WORDS: Record<string, MessageKey> = {
  active: 'history.status.active',
  inactive: 'history.status.inactive',
}

/** A field's value as a sentence says it: a status as its word, any other as it is, set apart. */
const valueWord = (field: string, value: unknown) =>
  field === 'status' && STATUS_WORDS[String(value)]
    ? say(STATUS_WORDS[String(value)]!)
    : setApart(String(value))

/** A record's values in brackets' words: 'zoe@example.com, +1 555-0100, active'. */
const recordValues = (values: Values) =>
  ['email', 'phone', 'status']
    .flatMap((field) => (values[field] === undefined ? [] : [valueWord(field, values[field])]))
    .join(t('history.valueSeparator'))

/** 'phone from +1 555-0100 to +1 555-0199 and status from active to inactive'. */
const fieldChanges = (before: Values, after: Values) =>
  formatList(
    Object.keys(after).map((field) =>
      t('history.fieldChange', {
        field: FIELD_WORDS[field] ? say(FIELD_WORDS[field]) : field,
        old: valueWord(field, before[field]),
        new: valueWord(field, after[field]),
      }),
    ),
    { type: 'conjunction' },
  )

/**
 * `entry` as one sentence: 'Grace Okafor changed Maria Garcia’s phone from … to …'. `only` keeps
 * to the record of that key (a driver's own history of a change to many).
 */
export function describeChange(entry: LogEntry, only?: number | string): string {
  const { kind } = entry
  const by = setApart(entry.by ?? t('layout.adminUser'))
  const touched =
    only === undefined ? entry.touched : entry.touched.filter((one) => one.key === only)
  const total = only === undefined ? (entry.total ?? touched.length) : touched.length
  const names = listNames(
    touched.map(({ name }) => setApart(name)),
    total,
  )
  const name = setApart(touched[0]?.name ?? '')
  const sentence = say(SENTENCE[kind], { by, subject: name, drivers: names })
  const { before, after } = touched[0] ? valuesOf(entry, touched[0]) : {}
  if (!before && !after) return sentence
  if (kind === 'view-renamed') {
    const [old, now] = [valueWord('name', before?.name), valueWord('name', after?.name)]
    return t('history.viewRenamedTo', { by, old, new: now })
  }
  if (kind === 'applications-opened') return t('history.applicationsOpenedWere', { by })
  if (kind === 'applications-closed') return t('history.applicationsClosedWere', { by })
  if (before && after && (kind === 'drivers-activated' || kind === 'drivers-deactivated')) {
    const [status, old] = [valueWord('status', after.status), valueWord('status', before.status)]
    return t('history.statusSet', { by, count: total, names, status, old })
  }
  if (touched.length > 1) return sentence
  if (before && after) {
    const key = kind === 'driver-edit-undone' ? 'history.changePutBack' : 'history.changed'
    return t(key, { by, name, changes: fieldChanges(before, after) })
  }
  const values = recordValues((after ?? before)!)
  return values ? t('history.withValues', { sentence, values }) : sentence
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

// 'yesterday' rather than '1 day ago'.
const AUTO: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }

/** '5 minutes ago', 'yesterday'; anything under a minute (or a clock that ran back) is 'just now'. */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000)
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return formatRelativeTime(-Math.floor(seconds / size), unit, AUTO)
  }
  return t('history.justNow')
}
