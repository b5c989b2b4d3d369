import { onDemandModule } from '@/lib/on-demand-module'

/** The detail panel's chunk, loaded when a driver is first opened or its link pointed at. */
export const driverDetail = onDemandModule(() => import('./driver-detail'))
