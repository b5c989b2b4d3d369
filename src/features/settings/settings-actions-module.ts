import { onDemandModule } from '@/lib/on-demand-module'

/** What Settings' controls do (settings-actions.ts), loaded on first use. */
export const settingsActions = onDemandModule(() => import('./settings-actions'))
