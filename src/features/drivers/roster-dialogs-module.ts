import { onDemandModule } from '@/lib/on-demand-module'

// Add Driver and Import drivers load when a button that opens one is pointed at or focused (or on
// the first click): most visits add no one.
export const rosterDialogs = onDemandModule(() => import('./roster-dialogs'))
