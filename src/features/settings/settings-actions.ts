import { t } from '@/lib/i18n/translate'
import { personFaultMessage } from '@/lib/local-data/refusals'
import type { Fault } from '@/lib/local-data/records'

// What Settings' controls do, and what they say when it is refused: loaded when a control is
// first pointed at, focused or used, so the screen's first load carries none of the saving code.
export { addAdmin, deleteAdmin, setAcceptingApplications } from '@/lib/local-data/settings-changes'
export { undo } from '@/lib/local-data/undo'
export { refusalMessage, refusalProblem } from '@/lib/local-data/refusals'

/** An admin's fault as Add Admin says it. */
export const adminFaultMessage = (fault: Fault) =>
  personFaultMessage(fault, () => t('settings.admins.duplicateEmail'))
