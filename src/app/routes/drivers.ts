// A driver's panel (the :driverId child route) loads through this module, so the parts it shares
// with the list stay in the list's chunk.
export { DriversScreen as Component, driverDetail } from '@/features/drivers/drivers-screen'
