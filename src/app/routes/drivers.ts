// The drivers route, and its child route's panel: a driver's details open over the list, so the
// panel is loaded from here, once the list is on screen.
export { DriversScreen as Component } from '@/features/drivers/drivers-screen'
export { driverDetail } from '@/features/drivers/load-driver-detail'
