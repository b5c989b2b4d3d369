import { formatNumber, t } from '@/lib/i18n/translate'
import type { Committed, Refusal } from '@/lib/local-data/commit'
import { personFaultMessage, refusalProblem } from '@/lib/local-data/refusals'
import { MAX_DRIVERS, type Fault, type NewDriver } from '@/lib/local-data/records'
import { listNames } from '@/lib/i18n/list-names'
import type { LeftAsIs } from '@/lib/local-data/undo'

// What the drivers desk says when a change to drivers is refused, or an Undo puts back less than
// all: loaded with the desk's dialogs, panel and selection bar, whose texts these are.

/** A driver's fault as the Add Driver, Edit driver and Import forms say it. */
const driverFaultMessage = (fault: Fault): string =>
  fault.rule === 'full'
    ? t('drivers.add.full', { max: formatNumber(MAX_DRIVERS) })
    : personFaultMessage(fault, () => t('drivers.edit.duplicateEmail'))

/** A refused change to drivers, as its form shows it (the fields to mark) or a toast says it. */
export const driverProblem = (refusal: Refusal) =>
  refusalProblem<keyof NewDriver>(refusal, driverFaultMessage)

/**
 * What an Undo of a change to several drivers could not put back, one sentence each: a driver a
 * rule keeps out ("Could not put back James Smith: another driver has this email now"), then those
 * another tab changed since. Empty when it put back every one.
 */
export function notPutBack({ faults, note = [] }: Committed<LeftAsIs[]>): string[] {
  const reason = (fault: Fault) =>
    fault.rule === 'full'
      ? t('undo.reason.full', { max: formatNumber(MAX_DRIVERS) })
      : fault.rule === 'emailTaken'
        ? t('undo.reason.emailTaken')
        : driverFaultMessage(fault)
  const refused = faults.map(({ write, fault }) =>
    t('undo.notPutBack', { name: String(write.after?.name ?? ''), reason: reason(fault) }),
  )
  const changed = note.map(({ name }) => name)
  return changed.length > 0
    ? [...refused, t('undo.changedSince', { names: listNames(changed) })]
    : refused
}
