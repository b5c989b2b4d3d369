import { onDemandModule } from '@/lib/on-demand-module'

// The selection bar and its confirmation load when the admin reaches for a checkbox: most visits
// select nothing.
const selectionBar = onDemandModule(() => import('./selection-bar'))

export const prefetchSelectionBar = selectionBar.prefetch
export const SelectionBar = selectionBar.component('SelectionBar')
