// The signed-in area's layout.
export { DashboardLayout as Component } from '@/components/layout/dashboard-layout'
