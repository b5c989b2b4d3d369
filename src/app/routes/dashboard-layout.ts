// The signed-in area: the layout and its session loader share one chunk.
export { DashboardLayout as Component } from '@/components/layout/dashboard-layout'
export {
  dashboardLoader as loader,
  shouldRevalidateDashboard as shouldRevalidate,
} from '@/lib/session/dashboard-loader'
