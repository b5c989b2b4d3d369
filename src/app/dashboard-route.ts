// The signed-in area's route module: the layout and its session loader share one chunk.
export { DashboardLayout } from '@/components/layout/dashboard-layout'
export { dashboardLoader, shouldRevalidateDashboard } from '@/lib/session/dashboard-loader'
