import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { onDemandModule } from '@/lib/on-demand-module'

// Add Driver and Import drivers, with their texts, load when a button that opens one is pointed at
// or focused (or on the first click): most visits add no one.
export const rosterDialogs = onDemandModule(() => withDeskTexts(import('./roster-dialogs')))
