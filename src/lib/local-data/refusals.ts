import type { ContactRule, FieldProblem } from '@/lib/contact-fields'
import { contactMessages } from '@/lib/contact-messages'
import { t } from '@/lib/i18n/translate'
import type { Refusal } from './commit'
import type { Fault } from './records'

// A refused change in words, in the page's language: what its form or its toast says.

const STORAGE = {
  storageFull: 'data.storageFull',
  newerVersion: 'data.newerVersion',
  failed: 'data.failed',
} as const

/** A person's fault (a driver's, an admin's) as its form says it; `emailTaken` is the kind's own. */
export const personFaultMessage = (fault: Fault, emailTaken: () => string): string =>
  fault.rule === 'emailTaken'
    ? emailTaken()
    : (contactMessages[fault.rule as ContactRule]?.() ?? t('data.failed'))

/** What a form shows for a refused change: its message, and the fields to mark (none for storage). */
export function refusalProblem<Field extends string>(
  refusal: Refusal,
  faultMessage: (fault: Fault) => string,
): FieldProblem<Field> {
  if (refusal.reason !== 'rule') return { message: t(STORAGE[refusal.reason]), fields: [] }
  return { message: faultMessage(refusal.fault), fields: refusal.fault.fields as Field[] }
}

/** A refused change as a toast says it (a rule's fault as `faultMessage` words it). */
export const refusalMessage = (
  refusal: Refusal,
  faultMessage: (fault: Fault) => string = () => t('data.failed'),
): string => refusalProblem(refusal, faultMessage).message
