/** The detail panel's chunk, loaded when a driver is first opened or its link pointed at. */
export const loadDriverDetail = () => import('./driver-detail')

// A failed early download is not an error yet: opening the driver tries again and reports it.
export const prefetchDriverDetail = () => void loadDriverDetail().catch(() => {})
