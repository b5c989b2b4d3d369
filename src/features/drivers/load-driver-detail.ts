import { withDeskTexts } from '@/lib/i18n/load-desk-texts'
import { onDemandModule } from '@/lib/on-demand-module'

/** The detail panel's chunk and its texts, loaded when a driver is first opened or its link pointed at. */
export const driverDetail = onDemandModule(() => withDeskTexts(import('./driver-detail')))
