import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { onDemandModule } from '@/lib/on-demand-module'

// The selection bar, its confirmations and their texts load when the admin reaches for a checkbox:
// most visits select nothing.
const selectionBar = onDemandModule(() => withDeskTexts(import('./selection-bar')))

export const prefetchSelectionBar = selectionBar.prefetch
export const SelectionBar = selectionBar.component('SelectionBar')
