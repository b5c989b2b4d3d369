import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { onDemandModule } from '@/lib/on-demand-module'

/** What Settings' controls do (settings-actions.ts) and what it says when refused, on first use. */
export const settingsActions = onDemandModule(() => withDeskTexts(import('./settings-actions')))
