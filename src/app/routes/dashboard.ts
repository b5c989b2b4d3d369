export { DashboardScreen as Component } from '@/features/dashboard/dashboard-screen'
