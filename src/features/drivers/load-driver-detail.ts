import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { withHistoryTexts } from '@/lib/i18n/load-history-texts'
import { onDemandModule } from '@/lib/on-demand-module'

/**
 * The detail panel's chunk and its texts (the desk's, and its history's), loaded when a driver is
 * first opened or its link pointed at.
 */
export const driverDetail = onDemandModule(() =>
  withDeskTexts(withHistoryTexts(import('./driver-detail'))),
)
